ALTER TABLE "receipt_concept" ADD COLUMN "units" numeric(18, 2);--> statement-breakpoint
ALTER TABLE "receipt_concept" ADD COLUMN "unit_rate" numeric(18, 8);--> statement-breakpoint
ALTER TABLE "receipt_concept" ADD COLUMN "rate_currency" text;--> statement-breakpoint
ALTER TABLE "receipt_concept" ADD COLUMN "rate_date" date;--> statement-breakpoint
ALTER TABLE "collection_concept" ADD COLUMN "tariff_unit" text DEFAULT 'VES' NOT NULL;--> statement-breakpoint
ALTER TABLE "receipt_concept" ADD CONSTRAINT "receipt_concept_units_ck" CHECK (("receipt_concept"."units" is null) = ("receipt_concept"."unit_rate" is null) and ("receipt_concept"."units" is null or "receipt_concept"."units" > 0));