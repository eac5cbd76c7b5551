ALTER TABLE "budget_document" ADD COLUMN "act_number" text;--> statement-breakpoint
ALTER TABLE "budget_document" ADD COLUMN "act_date" date;--> statement-breakpoint
ALTER TABLE "budget_document" ADD COLUMN "act_body" text;