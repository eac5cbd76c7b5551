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
CREATE TABLE "payroll_run_concept" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payroll_run_concept_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_run" integer NOT NULL,
	"id_concept" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"account_code" text,
	"remit_as" text
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
	"id_run_employee" integer NOT NULL,
	"id_concept" integer NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	CONSTRAINT "payroll_run_line_pk" PRIMARY KEY("id_run_employee","id_concept")
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
CREATE TABLE "academic_level" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "academic_level_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_client" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (erario_ext.search_text(coalesce("code"::text, '') || ' ' || coalesce("name"::text, ''))) STORED
);
--> statement-breakpoint
CREATE TABLE "academic_premium" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "academic_premium_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_client" integer NOT NULL,
	"id_academic_level" integer NOT NULL,
	"valid_from" date NOT NULL,
	"percent" numeric(18, 2) NOT NULL,
	"basis" text,
	"version" integer DEFAULT 0 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (erario_ext.search_text(coalesce("basis"::text, ''))) STORED
);
--> statement-breakpoint
CREATE TABLE "cargo" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cargo_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_client" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"salary" numeric(18, 2) NOT NULL,
	"grade" text,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (erario_ext.search_text(coalesce("code"::text, '') || ' ' || coalesce("name"::text, ''))) STORED
);
--> statement-breakpoint
CREATE TABLE "employee" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "employee_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_client" integer NOT NULL,
	"id_number" text NOT NULL,
	"name" text NOT NULL,
	"birth_date" date,
	"sex" text,
	"hire_date" date NOT NULL,
	"termination_date" date,
	"prior_years" integer,
	"id_department" integer NOT NULL,
	"id_employee_type" integer NOT NULL,
	"id_cargo" integer NOT NULL,
	"id_academic_level" integer,
	"email" text,
	"username" text,
	"version" integer DEFAULT 0 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (erario_ext.search_text(coalesce("id_number"::text, '') || ' ' || coalesce("name"::text, '') || ' ' || coalesce("username"::text, ''))) STORED
);
--> statement-breakpoint
CREATE TABLE "employee_detail" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "employee_detail_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_client" integer NOT NULL,
	"id_employee" integer NOT NULL,
	"id_bank" integer NOT NULL,
	"account_number" text NOT NULL,
	"account_type" text NOT NULL,
	"children" integer,
	"dependent_spouse" boolean DEFAULT false NOT NULL,
	"address" text,
	"phone" text,
	"version" integer DEFAULT 0 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (erario_ext.search_text(coalesce("account_number"::text, ''))) STORED
);
--> statement-breakpoint
CREATE TABLE "employee_type" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "employee_type_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_client" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"frequency" text NOT NULL,
	"id_beneficiary" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (erario_ext.search_text(coalesce("code"::text, '') || ' ' || coalesce("name"::text, ''))) STORED
);
--> statement-breakpoint
CREATE TABLE "payroll_concept" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payroll_concept_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_client" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"formula" text NOT NULL,
	"account_code" text,
	"remit_as" text,
	"runs" text NOT NULL,
	"id_employee_type" integer,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (erario_ext.search_text(coalesce("code"::text, '') || ' ' || coalesce("name"::text, '') || ' ' || coalesce("formula"::text, '') || ' ' || coalesce("account_code"::text, ''))) STORED
);
--> statement-breakpoint
CREATE TABLE "payroll_parameter" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payroll_parameter_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_client" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"valid_from" date NOT NULL,
	"value" numeric(18, 2) NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (erario_ext.search_text(coalesce("code"::text, '') || ' ' || coalesce("name"::text, ''))) STORED
);
--> statement-breakpoint
CREATE TABLE "seniority_premium" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "seniority_premium_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_client" integer NOT NULL,
	"valid_from" date NOT NULL,
	"from_years" text NOT NULL,
	"percent" numeric(18, 2) NOT NULL,
	"basis" text,
	"version" integer DEFAULT 0 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (erario_ext.search_text(coalesce("basis"::text, ''))) STORED
);
--> statement-breakpoint
ALTER TABLE "department" ADD COLUMN "budget_category" text;--> statement-breakpoint
ALTER TABLE "payroll_run" ADD CONSTRAINT "payroll_run_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_run" ADD CONSTRAINT "payroll_run_id_period_period_id_fk" FOREIGN KEY ("id_period") REFERENCES "public"."period"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_run" ADD CONSTRAINT "payroll_run_id_employee_type_employee_type_id_fk" FOREIGN KEY ("id_employee_type") REFERENCES "public"."employee_type"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_run_concept" ADD CONSTRAINT "payroll_run_concept_id_run_payroll_run_id_fk" FOREIGN KEY ("id_run") REFERENCES "public"."payroll_run"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_run_concept" ADD CONSTRAINT "payroll_run_concept_id_concept_payroll_concept_id_fk" FOREIGN KEY ("id_concept") REFERENCES "public"."payroll_concept"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_run_employee" ADD CONSTRAINT "payroll_run_employee_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_run_employee" ADD CONSTRAINT "payroll_run_employee_id_run_payroll_run_id_fk" FOREIGN KEY ("id_run") REFERENCES "public"."payroll_run"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_run_employee" ADD CONSTRAINT "payroll_run_employee_id_employee_employee_id_fk" FOREIGN KEY ("id_employee") REFERENCES "public"."employee"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_run_line" ADD CONSTRAINT "payroll_run_line_id_run_employee_payroll_run_employee_id_fk" FOREIGN KEY ("id_run_employee") REFERENCES "public"."payroll_run_employee"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_run_number" ADD CONSTRAINT "payroll_run_number_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_run_number" ADD CONSTRAINT "payroll_run_number_id_period_period_id_fk" FOREIGN KEY ("id_period") REFERENCES "public"."period"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academic_level" ADD CONSTRAINT "academic_level_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academic_premium" ADD CONSTRAINT "academic_premium_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academic_premium" ADD CONSTRAINT "academic_premium_id_academic_level_academic_level_id_fk" FOREIGN KEY ("id_academic_level") REFERENCES "public"."academic_level"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cargo" ADD CONSTRAINT "cargo_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee" ADD CONSTRAINT "employee_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee" ADD CONSTRAINT "employee_id_department_department_id_fk" FOREIGN KEY ("id_department") REFERENCES "public"."department"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee" ADD CONSTRAINT "employee_id_employee_type_employee_type_id_fk" FOREIGN KEY ("id_employee_type") REFERENCES "public"."employee_type"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee" ADD CONSTRAINT "employee_id_cargo_cargo_id_fk" FOREIGN KEY ("id_cargo") REFERENCES "public"."cargo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee" ADD CONSTRAINT "employee_id_academic_level_academic_level_id_fk" FOREIGN KEY ("id_academic_level") REFERENCES "public"."academic_level"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_detail" ADD CONSTRAINT "employee_detail_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_detail" ADD CONSTRAINT "employee_detail_id_employee_employee_id_fk" FOREIGN KEY ("id_employee") REFERENCES "public"."employee"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_detail" ADD CONSTRAINT "employee_detail_id_bank_bank_id_fk" FOREIGN KEY ("id_bank") REFERENCES "public"."bank"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_type" ADD CONSTRAINT "employee_type_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_type" ADD CONSTRAINT "employee_type_id_beneficiary_beneficiary_id_fk" FOREIGN KEY ("id_beneficiary") REFERENCES "public"."beneficiary"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_concept" ADD CONSTRAINT "payroll_concept_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_concept" ADD CONSTRAINT "payroll_concept_id_employee_type_employee_type_id_fk" FOREIGN KEY ("id_employee_type") REFERENCES "public"."employee_type"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_parameter" ADD CONSTRAINT "payroll_parameter_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seniority_premium" ADD CONSTRAINT "seniority_premium_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_run_number_uq" ON "payroll_run" USING btree ("id_client","id_period","id_employee_type","number") WHERE "payroll_run"."number" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_run_verify_uq" ON "payroll_run" USING btree ("verify_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_run_reverses_uq" ON "payroll_run" USING btree ("id_reverses");--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_run_ordinary_uq" ON "payroll_run" USING btree ("id_client","id_employee_type","from_date") WHERE "payroll_run"."run_kind" = 'ordinary' and "payroll_run"."status" <> 'annulled' and "payroll_run"."id_reverses" is null;--> statement-breakpoint
CREATE INDEX "payroll_run_list_idx" ON "payroll_run" USING btree ("id_client","id_period","pay_date","id");--> statement-breakpoint
CREATE INDEX "payroll_run_type_idx" ON "payroll_run" USING btree ("id_client","id_employee_type","run_kind","to_date");--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_run_concept_uq" ON "payroll_run_concept" USING btree ("id_run","id_concept");--> statement-breakpoint
CREATE INDEX "payroll_run_concept_concept_idx" ON "payroll_run_concept" USING btree ("id_concept");--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_run_employee_uq" ON "payroll_run_employee" USING btree ("id_run","id_employee");--> statement-breakpoint
CREATE INDEX "payroll_run_employee_name_idx" ON "payroll_run_employee" USING btree ("id_run","name");--> statement-breakpoint
CREATE INDEX "payroll_run_employee_employee_idx" ON "payroll_run_employee" USING btree ("id_employee","id_run");--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_run_counter_uq" ON "payroll_run_number" USING btree ("id_client","id_period","id_employee_type");--> statement-breakpoint
CREATE INDEX "academic_level_client_idx" ON "academic_level" USING btree ("id_client","code");--> statement-breakpoint
CREATE UNIQUE INDEX "academic_level_code_uq" ON "academic_level" USING btree ("id_client","code");--> statement-breakpoint
CREATE INDEX "academic_level_search_idx" ON "academic_level" USING gin ("search_text" erario_ext.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "academic_premium_client_idx" ON "academic_premium" USING btree ("id_client","valid_from");--> statement-breakpoint
CREATE INDEX "academic_premium_id_academic_level_idx" ON "academic_premium" USING btree ("id_academic_level");--> statement-breakpoint
CREATE UNIQUE INDEX "academic_premium_id_academic_level_valid_from_uq" ON "academic_premium" USING btree ("id_client","id_academic_level","valid_from");--> statement-breakpoint
CREATE INDEX "academic_premium_search_idx" ON "academic_premium" USING gin ("search_text" erario_ext.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cargo_client_idx" ON "cargo" USING btree ("id_client","code");--> statement-breakpoint
CREATE UNIQUE INDEX "cargo_code_uq" ON "cargo" USING btree ("id_client","code");--> statement-breakpoint
CREATE INDEX "cargo_search_idx" ON "cargo" USING gin ("search_text" erario_ext.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "employee_client_idx" ON "employee" USING btree ("id_client","name");--> statement-breakpoint
CREATE INDEX "employee_id_department_idx" ON "employee" USING btree ("id_department");--> statement-breakpoint
CREATE INDEX "employee_id_employee_type_idx" ON "employee" USING btree ("id_employee_type");--> statement-breakpoint
CREATE INDEX "employee_id_cargo_idx" ON "employee" USING btree ("id_cargo");--> statement-breakpoint
CREATE INDEX "employee_id_academic_level_idx" ON "employee" USING btree ("id_academic_level");--> statement-breakpoint
CREATE UNIQUE INDEX "employee_id_number_uq" ON "employee" USING btree ("id_client","id_number");--> statement-breakpoint
CREATE UNIQUE INDEX "employee_username_uq" ON "employee" USING btree ("id_client","username");--> statement-breakpoint
CREATE INDEX "employee_search_idx" ON "employee" USING gin ("search_text" erario_ext.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "employee_detail_client_idx" ON "employee_detail" USING btree ("id_client","id_employee");--> statement-breakpoint
CREATE INDEX "employee_detail_id_employee_idx" ON "employee_detail" USING btree ("id_employee");--> statement-breakpoint
CREATE INDEX "employee_detail_id_bank_idx" ON "employee_detail" USING btree ("id_bank");--> statement-breakpoint
CREATE UNIQUE INDEX "employee_detail_id_employee_uq" ON "employee_detail" USING btree ("id_client","id_employee");--> statement-breakpoint
CREATE INDEX "employee_detail_search_idx" ON "employee_detail" USING gin ("search_text" erario_ext.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "employee_type_client_idx" ON "employee_type" USING btree ("id_client","code");--> statement-breakpoint
CREATE INDEX "employee_type_id_beneficiary_idx" ON "employee_type" USING btree ("id_beneficiary");--> statement-breakpoint
CREATE UNIQUE INDEX "employee_type_code_uq" ON "employee_type" USING btree ("id_client","code");--> statement-breakpoint
CREATE INDEX "employee_type_search_idx" ON "employee_type" USING gin ("search_text" erario_ext.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "payroll_concept_client_idx" ON "payroll_concept" USING btree ("id_client","code");--> statement-breakpoint
CREATE INDEX "payroll_concept_id_employee_type_idx" ON "payroll_concept" USING btree ("id_employee_type");--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_concept_code_uq" ON "payroll_concept" USING btree ("id_client","code");--> statement-breakpoint
CREATE INDEX "payroll_concept_search_idx" ON "payroll_concept" USING gin ("search_text" erario_ext.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "payroll_parameter_client_idx" ON "payroll_parameter" USING btree ("id_client","code");--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_parameter_code_valid_from_uq" ON "payroll_parameter" USING btree ("id_client","code","valid_from");--> statement-breakpoint
CREATE INDEX "payroll_parameter_search_idx" ON "payroll_parameter" USING gin ("search_text" erario_ext.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "seniority_premium_client_idx" ON "seniority_premium" USING btree ("id_client","valid_from");--> statement-breakpoint
CREATE UNIQUE INDEX "seniority_premium_valid_from_from_years_uq" ON "seniority_premium" USING btree ("id_client","valid_from","from_years");--> statement-breakpoint
CREATE INDEX "seniority_premium_search_idx" ON "seniority_premium" USING gin ("search_text" erario_ext.gin_trgm_ops);--> statement-breakpoint
-- A run's lines with what they are: the employee's run, and the concept as the run stored it. Every join
-- follows a key: the line's employee, and the run's concept by (run, concept).
CREATE VIEW payroll_run_entry AS
SELECT e.id_run, l.id_run_employee, l.id_concept, c.code, c.name, c.kind, c.account_code, c.remit_as, l.amount
  FROM payroll_run_line l
  JOIN payroll_run_employee e ON e.id = l.id_run_employee
  JOIN payroll_run_concept c ON c.id_run = e.id_run AND c.id_concept = l.id_concept;
