ALTER TABLE "fine_type" ADD COLUMN "applies_to" text;--> statement-breakpoint
ALTER TABLE "fine_type" ADD COLUMN "rule_value" numeric(18, 2);