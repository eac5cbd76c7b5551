CREATE TABLE "payroll_run" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payroll_run_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_client" integer NOT NULL,
	"id_period" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"number" integer,
	"number_text" text,
	"id_reverses" integer,
	"annul_reason" text,
	"verify_id" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"posted_by" integer,
	"posted_at" timestamp with time zone,
	"annulled_by" integer,
	"annulled_at" timestamp with time zone,
	"issued_by_table" text,
	"issued_by_id" integer,
	"version" integer DEFAULT 0 NOT NULL,
	"id_employee_type" integer NOT NULL,
	"run_kind" text NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"pay_date" date NOT NULL,
	"description" text NOT NULL,
	"employees" integer DEFAULT 0 NOT NULL,
	"assignments" numeric(18, 2) DEFAULT '0' NOT NULL,
	"deductions" numeric(18, 2) DEFAULT '0' NOT NULL,
	"contributions" numeric(18, 2) DEFAULT '0' NOT NULL,
	"computed_at" timestamp with time zone,
	"id_commitment" integer,
	"id_causation" integer,
	CONSTRAINT "payroll_run_status_ck" CHECK ("payroll_run"."status" in ('draft', 'posted', 'annulled')),
	CONSTRAINT "payroll_run_kind_ck" CHECK ("payroll_run"."run_kind" in ('ordinary', 'special')),
	CONSTRAINT "payroll_run_dates_ck" CHECK ("payroll_run"."from_date" <= "payroll_run"."to_date")
);
--> statement-breakpoint
CREATE TABLE "payroll_run_employee" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payroll_run_employee_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_client" integer NOT NULL,
	"id_run" integer NOT NULL,
	"id_employee" integer NOT NULL,
	"id_number" text NOT NULL,
	"name" text NOT NULL,
	"department" text NOT NULL,
	"budget_category" text,
	"cargo" text NOT NULL,
	"salary" numeric(18, 2) NOT NULL,
	"days" integer NOT NULL,
	"seniority_years" integer NOT NULL,
	"bank_code" text,
	"account_number" text,
	"account_type" text,
	"assignments" numeric(18, 2) NOT NULL,
	"deductions" numeric(18, 2) NOT NULL,
	"contributions" numeric(18, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payroll_run_line" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payroll_run_line_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_run_employee" integer NOT NULL,
	"id_run" integer NOT NULL,
	"id_concept" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"account_code" text,
	"remit_as" text,
	"amount" numeric(18, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payroll_run_number" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payroll_run_number_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_client" integer NOT NULL,
	"id_period" integer NOT NULL,
	"id_employee_type" integer NOT NULL,
	"prefix" text,
	"last_number" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payroll_run" ADD CONSTRAINT "payroll_run_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_run" ADD CONSTRAINT "payroll_run_id_period_period_id_fk" FOREIGN KEY ("id_period") REFERENCES "public"."period"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_run" ADD CONSTRAINT "payroll_run_id_employee_type_employee_type_id_fk" FOREIGN KEY ("id_employee_type") REFERENCES "public"."employee_type"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_run_employee" ADD CONSTRAINT "payroll_run_employee_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_run_employee" ADD CONSTRAINT "payroll_run_employee_id_run_payroll_run_id_fk" FOREIGN KEY ("id_run") REFERENCES "public"."payroll_run"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_run_employee" ADD CONSTRAINT "payroll_run_employee_id_employee_employee_id_fk" FOREIGN KEY ("id_employee") REFERENCES "public"."employee"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_run_line" ADD CONSTRAINT "payroll_run_line_id_run_employee_payroll_run_employee_id_fk" FOREIGN KEY ("id_run_employee") REFERENCES "public"."payroll_run_employee"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_run_line" ADD CONSTRAINT "payroll_run_line_id_run_payroll_run_id_fk" FOREIGN KEY ("id_run") REFERENCES "public"."payroll_run"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_run_line" ADD CONSTRAINT "payroll_run_line_id_concept_payroll_concept_id_fk" FOREIGN KEY ("id_concept") REFERENCES "public"."payroll_concept"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_run_number" ADD CONSTRAINT "payroll_run_number_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_run_number" ADD CONSTRAINT "payroll_run_number_id_period_period_id_fk" FOREIGN KEY ("id_period") REFERENCES "public"."period"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_run_number_uq" ON "payroll_run" USING btree ("id_client","id_period","id_employee_type","number") WHERE "payroll_run"."number" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_run_verify_uq" ON "payroll_run" USING btree ("verify_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_run_reverses_uq" ON "payroll_run" USING btree ("id_reverses");--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_run_ordinary_uq" ON "payroll_run" USING btree ("id_client","id_employee_type","from_date") WHERE "payroll_run"."run_kind" = 'ordinary' and "payroll_run"."status" <> 'annulled' and "payroll_run"."id_reverses" is null;--> statement-breakpoint
CREATE INDEX "payroll_run_list_idx" ON "payroll_run" USING btree ("id_client","id_period","pay_date","id");--> statement-breakpoint
CREATE INDEX "payroll_run_type_idx" ON "payroll_run" USING btree ("id_client","id_employee_type","run_kind","to_date");--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_run_employee_uq" ON "payroll_run_employee" USING btree ("id_run","id_employee");--> statement-breakpoint
CREATE INDEX "payroll_run_employee_name_idx" ON "payroll_run_employee" USING btree ("id_run","name");--> statement-breakpoint
CREATE INDEX "payroll_run_employee_employee_idx" ON "payroll_run_employee" USING btree ("id_employee","id_run");--> statement-breakpoint
CREATE INDEX "payroll_run_line_employee_idx" ON "payroll_run_line" USING btree ("id_run_employee");--> statement-breakpoint
CREATE INDEX "payroll_run_line_run_idx" ON "payroll_run_line" USING btree ("id_run","code");--> statement-breakpoint
CREATE INDEX "payroll_run_line_concept_idx" ON "payroll_run_line" USING btree ("id_concept");--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_run_counter_uq" ON "payroll_run_number" USING btree ("id_client","id_period","id_employee_type");