ALTER TABLE "collection_concept" ADD COLUMN "early_discount" numeric(18, 2);--> statement-breakpoint
ALTER TABLE "collection_concept" ADD COLUMN "early_discount_days" integer;