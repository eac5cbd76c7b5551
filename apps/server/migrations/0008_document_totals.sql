ALTER TABLE "budget_document" ADD COLUMN "line_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "budget_document" ADD COLUMN "total_aditional" numeric(18, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "budget_document" ADD COLUMN "total_decrease" numeric(18, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "budget_document" ADD COLUMN "total_committed" numeric(18, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "budget_document" ADD COLUMN "total_caused" numeric(18, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "budget_document" ADD COLUMN "total_paid" numeric(18, 2) DEFAULT '0' NOT NULL;