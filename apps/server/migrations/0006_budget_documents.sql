CREATE TABLE "beneficiary" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "beneficiary_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_client" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"address" text,
	"phone" text,
	"email" text,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (erario_ext.search_text(coalesce("code"::text, '') || ' ' || coalesce("name"::text, ''))) STORED
);
--> statement-breakpoint
CREATE TABLE "funding_source" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "funding_source_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_client" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (erario_ext.search_text(coalesce("code"::text, '') || ' ' || coalesce("name"::text, ''))) STORED
);
--> statement-breakpoint
CREATE TABLE "budget_balance" (
	"id_budget_account" integer PRIMARY KEY NOT NULL,
	"id_client" integer NOT NULL,
	"id_period" integer NOT NULL,
	"aditional" numeric(18, 2) DEFAULT '0' NOT NULL,
	"decrease" numeric(18, 2) DEFAULT '0' NOT NULL,
	"committed" numeric(18, 2) DEFAULT '0' NOT NULL,
	"caused" numeric(18, 2) DEFAULT '0' NOT NULL,
	"paid" numeric(18, 2) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "budget_balance_month" (
	"id_budget_account" integer NOT NULL,
	"month" smallint NOT NULL,
	"id_client" integer NOT NULL,
	"id_period" integer NOT NULL,
	"aditional" numeric(18, 2) DEFAULT '0' NOT NULL,
	"decrease" numeric(18, 2) DEFAULT '0' NOT NULL,
	"committed" numeric(18, 2) DEFAULT '0' NOT NULL,
	"caused" numeric(18, 2) DEFAULT '0' NOT NULL,
	"paid" numeric(18, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "budget_balance_month_id_budget_account_month_pk" PRIMARY KEY("id_budget_account","month")
);
--> statement-breakpoint
CREATE TABLE "budget_bill" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "budget_bill_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_client" integer NOT NULL,
	"id_document" integer NOT NULL,
	"date_bill" date NOT NULL,
	"control" text NOT NULL,
	"number" text NOT NULL,
	"amount_taxed" numeric(18, 2) DEFAULT '0' NOT NULL,
	"amount_without_tax_iva" numeric(18, 2) DEFAULT '0' NOT NULL,
	"amount_tax_iva" numeric(18, 2) DEFAULT '0' NOT NULL,
	"amount_base" numeric(18, 2) DEFAULT '0' NOT NULL,
	"retention_iva" numeric(18, 2) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "budget_document" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "budget_document_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_client" integer NOT NULL,
	"id_period" integer NOT NULL,
	"id_document_type" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"number" integer,
	"number_text" text,
	"date_order" date NOT NULL,
	"description" text NOT NULL,
	"id_beneficiary" integer,
	"id_funding_source" integer,
	"amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"committed" boolean DEFAULT false NOT NULL,
	"caused" boolean DEFAULT false NOT NULL,
	"paid" boolean DEFAULT false NOT NULL,
	"id_reverses" integer,
	"annul_reason" text,
	"verify_id" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"posted_by" integer,
	"posted_at" timestamp with time zone,
	"annulled_by" integer,
	"annulled_at" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "budget_document_status_ck" CHECK ("budget_document"."status" in ('draft', 'posted', 'annulled'))
);
--> statement-breakpoint
CREATE TABLE "budget_document_source" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "budget_document_source_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_client" integer NOT NULL,
	"id_document" integer NOT NULL,
	"id_document_source" integer NOT NULL,
	"id_budget_account" integer,
	"amount" numeric(18, 2) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "budget_imputation" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "budget_imputation_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_client" integer NOT NULL,
	"id_document" integer NOT NULL,
	"id_budget_account" integer NOT NULL,
	"type" text,
	"detail" text,
	"amount_aditional" numeric(18, 2) DEFAULT '0' NOT NULL,
	"amount_decrease" numeric(18, 2) DEFAULT '0' NOT NULL,
	"amount_committed" numeric(18, 2) DEFAULT '0' NOT NULL,
	"amount_caused" numeric(18, 2) DEFAULT '0' NOT NULL,
	"amount_paid" numeric(18, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "budget_imputation_type_ck" CHECK ("budget_imputation"."type" is null or "budget_imputation"."type" in ('C', 'R'))
);
--> statement-breakpoint
ALTER TABLE "budget_specific" ADD COLUMN "id_funding_source" integer;--> statement-breakpoint
ALTER TABLE "beneficiary" ADD CONSTRAINT "beneficiary_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funding_source" ADD CONSTRAINT "funding_source_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_balance" ADD CONSTRAINT "budget_balance_id_budget_account_budget_specific_id_fk" FOREIGN KEY ("id_budget_account") REFERENCES "public"."budget_specific"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_balance" ADD CONSTRAINT "budget_balance_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_balance" ADD CONSTRAINT "budget_balance_id_period_period_id_fk" FOREIGN KEY ("id_period") REFERENCES "public"."period"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_balance_month" ADD CONSTRAINT "budget_balance_month_id_budget_account_budget_specific_id_fk" FOREIGN KEY ("id_budget_account") REFERENCES "public"."budget_specific"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_balance_month" ADD CONSTRAINT "budget_balance_month_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_balance_month" ADD CONSTRAINT "budget_balance_month_id_period_period_id_fk" FOREIGN KEY ("id_period") REFERENCES "public"."period"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_bill" ADD CONSTRAINT "budget_bill_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_bill" ADD CONSTRAINT "budget_bill_id_document_budget_document_id_fk" FOREIGN KEY ("id_document") REFERENCES "public"."budget_document"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_document" ADD CONSTRAINT "budget_document_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_document" ADD CONSTRAINT "budget_document_id_period_period_id_fk" FOREIGN KEY ("id_period") REFERENCES "public"."period"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_document" ADD CONSTRAINT "budget_document_id_document_type_document_type_id_fk" FOREIGN KEY ("id_document_type") REFERENCES "public"."document_type"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_document" ADD CONSTRAINT "budget_document_id_beneficiary_beneficiary_id_fk" FOREIGN KEY ("id_beneficiary") REFERENCES "public"."beneficiary"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_document" ADD CONSTRAINT "budget_document_id_funding_source_funding_source_id_fk" FOREIGN KEY ("id_funding_source") REFERENCES "public"."funding_source"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_document_source" ADD CONSTRAINT "budget_document_source_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_document_source" ADD CONSTRAINT "budget_document_source_id_document_budget_document_id_fk" FOREIGN KEY ("id_document") REFERENCES "public"."budget_document"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_document_source" ADD CONSTRAINT "budget_document_source_id_document_source_budget_document_id_fk" FOREIGN KEY ("id_document_source") REFERENCES "public"."budget_document"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_document_source" ADD CONSTRAINT "budget_document_source_id_budget_account_budget_specific_id_fk" FOREIGN KEY ("id_budget_account") REFERENCES "public"."budget_specific"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_imputation" ADD CONSTRAINT "budget_imputation_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_imputation" ADD CONSTRAINT "budget_imputation_id_document_budget_document_id_fk" FOREIGN KEY ("id_document") REFERENCES "public"."budget_document"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_imputation" ADD CONSTRAINT "budget_imputation_id_budget_account_budget_specific_id_fk" FOREIGN KEY ("id_budget_account") REFERENCES "public"."budget_specific"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "beneficiary_client_idx" ON "beneficiary" USING btree ("id_client","name");--> statement-breakpoint
CREATE UNIQUE INDEX "beneficiary_code_uq" ON "beneficiary" USING btree ("id_client","code");--> statement-breakpoint
CREATE INDEX "beneficiary_search_idx" ON "beneficiary" USING gin ("search_text" erario_ext.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "funding_source_client_idx" ON "funding_source" USING btree ("id_client","code");--> statement-breakpoint
CREATE UNIQUE INDEX "funding_source_code_uq" ON "funding_source" USING btree ("id_client","code");--> statement-breakpoint
CREATE INDEX "funding_source_search_idx" ON "funding_source" USING gin ("search_text" erario_ext.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "budget_balance_period_idx" ON "budget_balance" USING btree ("id_client","id_period");--> statement-breakpoint
CREATE INDEX "budget_balance_month_period_idx" ON "budget_balance_month" USING btree ("id_client","id_period","month");--> statement-breakpoint
CREATE INDEX "budget_bill_document_idx" ON "budget_bill" USING btree ("id_document");--> statement-breakpoint
CREATE INDEX "budget_document_list_idx" ON "budget_document" USING btree ("id_client","id_period","date_order","id");--> statement-breakpoint
CREATE INDEX "budget_document_type_idx" ON "budget_document" USING btree ("id_period","id_document_type","status");--> statement-breakpoint
CREATE INDEX "budget_document_beneficiary_idx" ON "budget_document" USING btree ("id_beneficiary");--> statement-breakpoint
CREATE INDEX "budget_document_funding_idx" ON "budget_document" USING btree ("id_funding_source");--> statement-breakpoint
CREATE UNIQUE INDEX "budget_document_number_uq" ON "budget_document" USING btree ("id_client","id_period","id_document_type","number") WHERE "budget_document"."number" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "budget_document_verify_uq" ON "budget_document" USING btree ("verify_id");--> statement-breakpoint
CREATE UNIQUE INDEX "budget_document_reverses_uq" ON "budget_document" USING btree ("id_reverses");--> statement-breakpoint
CREATE INDEX "budget_document_source_doc_idx" ON "budget_document_source" USING btree ("id_document");--> statement-breakpoint
CREATE INDEX "budget_document_source_src_idx" ON "budget_document_source" USING btree ("id_document_source","id_budget_account");--> statement-breakpoint
CREATE INDEX "budget_imputation_document_idx" ON "budget_imputation" USING btree ("id_document");--> statement-breakpoint
CREATE INDEX "budget_imputation_account_idx" ON "budget_imputation" USING btree ("id_budget_account");--> statement-breakpoint
ALTER TABLE "budget_specific" ADD CONSTRAINT "budget_specific_id_funding_source_funding_source_id_fk" FOREIGN KEY ("id_funding_source") REFERENCES "public"."funding_source"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "budget_specific_id_funding_source_idx" ON "budget_specific" USING btree ("id_funding_source");