CREATE TABLE "benefit_deposit" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "benefit_deposit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_client" integer NOT NULL,
	"year" smallint NOT NULL,
	"quarter" smallint NOT NULL,
	"quarter_end" date NOT NULL,
	"status" text DEFAULT 'posted' NOT NULL,
	"employees" integer NOT NULL,
	"guarantee" numeric(18, 2) NOT NULL,
	"additional" numeric(18, 2) NOT NULL,
	"interest" numeric(18, 2) NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"annulled_at" timestamp with time zone,
	"annul_reason" text,
	CONSTRAINT "benefit_deposit_status_ck" CHECK ("benefit_deposit"."status" in ('posted', 'annulled')),
	CONSTRAINT "benefit_deposit_quarter_ck" CHECK ("benefit_deposit"."quarter" between 1 and 4)
);
--> statement-breakpoint
CREATE TABLE "benefit_entry" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "benefit_entry_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_client" integer NOT NULL,
	"id_employee" integer NOT NULL,
	"id_deposit" integer,
	"entry_date" date NOT NULL,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"days" numeric(8, 2),
	"daily_salary" numeric(18, 2),
	"rate" numeric(8, 2),
	"amount" numeric(18, 2) NOT NULL,
	"reason" text,
	"reference" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "benefit_entry_kind_ck" CHECK ("benefit_entry"."kind" in ('opening', 'guarantee', 'additional', 'interest', 'advance', 'settlement')),
	CONSTRAINT "benefit_entry_amount_ck" CHECK ("benefit_entry"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "benefit_interest_rate" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "benefit_interest_rate_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_client" integer NOT NULL,
	"month" date NOT NULL,
	"rate" numeric(18, 2) NOT NULL,
	"source" text,
	"version" integer DEFAULT 0 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (erario_ext.search_text(coalesce("source"::text, ''))) STORED
);
--> statement-breakpoint
ALTER TABLE "payroll_run_concept" ADD COLUMN "normal_salary" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Runs computed before the column: their concepts' flag as the concept has it now.
UPDATE "payroll_run_concept" rc SET "normal_salary" = c."normal_salary" FROM "payroll_concept" c WHERE c."id" = rc."id_concept";--> statement-breakpoint
ALTER TABLE "benefit_deposit" ADD CONSTRAINT "benefit_deposit_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benefit_entry" ADD CONSTRAINT "benefit_entry_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benefit_entry" ADD CONSTRAINT "benefit_entry_id_employee_employee_id_fk" FOREIGN KEY ("id_employee") REFERENCES "public"."employee"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benefit_entry" ADD CONSTRAINT "benefit_entry_id_deposit_benefit_deposit_id_fk" FOREIGN KEY ("id_deposit") REFERENCES "public"."benefit_deposit"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benefit_interest_rate" ADD CONSTRAINT "benefit_interest_rate_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "benefit_deposit_quarter_uq" ON "benefit_deposit" USING btree ("id_client","quarter_end") WHERE "benefit_deposit"."status" = 'posted';--> statement-breakpoint
CREATE INDEX "benefit_entry_employee_idx" ON "benefit_entry" USING btree ("id_employee","entry_date");--> statement-breakpoint
CREATE INDEX "benefit_entry_deposit_idx" ON "benefit_entry" USING btree ("id_deposit");--> statement-breakpoint
CREATE INDEX "benefit_entry_client_idx" ON "benefit_entry" USING btree ("id_client","kind");--> statement-breakpoint
CREATE INDEX "benefit_interest_rate_client_idx" ON "benefit_interest_rate" USING btree ("id_client","month");--> statement-breakpoint
CREATE UNIQUE INDEX "benefit_interest_rate_month_uq" ON "benefit_interest_rate" USING btree ("id_client","month");--> statement-breakpoint
CREATE INDEX "benefit_interest_rate_search_idx" ON "benefit_interest_rate" USING gin ("search_text" erario_ext.gin_trgm_ops);