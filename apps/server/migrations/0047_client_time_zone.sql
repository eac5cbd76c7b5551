ALTER TABLE "bank_account" ALTER COLUMN "account_type" SET DEFAULT 'CORRIENTE';--> statement-breakpoint
ALTER TABLE "collection_concept" ALTER COLUMN "periodicity" SET DEFAULT 'once';--> statement-breakpoint
-- A concept saved without a periodicity was charged once: it says so now, and a choice with a default is never empty.
UPDATE "collection_concept" SET "periodicity" = 'once' WHERE "periodicity" IS NULL;--> statement-breakpoint
ALTER TABLE "collection_concept" ALTER COLUMN "periodicity" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "employee_detail" ALTER COLUMN "account_type" SET DEFAULT 'savings';--> statement-breakpoint
ALTER TABLE "employee_type" ALTER COLUMN "frequency" SET DEFAULT 'fortnightly';--> statement-breakpoint
ALTER TABLE "payroll_concept" ALTER COLUMN "kind" SET DEFAULT 'assignment';--> statement-breakpoint
ALTER TABLE "payroll_concept" ALTER COLUMN "runs" SET DEFAULT 'ordinary';--> statement-breakpoint
ALTER TABLE "queue_service" ALTER COLUMN "priority" SET DEFAULT '0';--> statement-breakpoint
ALTER TABLE "seniority_premium" ALTER COLUMN "from_years" SET DEFAULT '1';--> statement-breakpoint
ALTER TABLE "transit_operation" ALTER COLUMN "kind" SET DEFAULT 'CH';--> statement-breakpoint
ALTER TABLE "client" ADD COLUMN "time_zone" text DEFAULT 'America/Caracas' NOT NULL;