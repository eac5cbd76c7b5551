ALTER TABLE "receipt_concept" ADD COLUMN "interest" numeric(18, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "receipt_concept" drop column "amount_net";--> statement-breakpoint
ALTER TABLE "receipt_concept" ADD COLUMN "amount_net" numeric(18, 2) GENERATED ALWAYS AS (amount - discount + interest) STORED;
--> statement-breakpoint
ALTER TABLE "receipt_concept" ADD COLUMN "interest_basis" text;
