CREATE TABLE "bank" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bank_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_client" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"rif" text,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (erario_ext.search_text(coalesce("code"::text, '') || ' ' || coalesce("name"::text, ''))) STORED
);
--> statement-breakpoint
CREATE TABLE "bank_account" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bank_account_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_client" integer NOT NULL,
	"id_bank" integer NOT NULL,
	"account_number" text NOT NULL,
	"account_type" text NOT NULL,
	"description" text,
	"id_currency" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (erario_ext.search_text(coalesce("account_number"::text, '') || ' ' || coalesce("description"::text, ''))) STORED
);
--> statement-breakpoint
CREATE TABLE "currency" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "currency_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"symbol" text,
	"version" integer DEFAULT 0 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (erario_ext.search_text(coalesce("code"::text, '') || ' ' || coalesce("name"::text, ''))) STORED
);
--> statement-breakpoint
CREATE TABLE "document_type" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "document_type_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" integer NOT NULL,
	"name" text NOT NULL,
	"committed" boolean DEFAULT false NOT NULL,
	"caused" boolean DEFAULT false NOT NULL,
	"paid" boolean DEFAULT false NOT NULL,
	"budgetary" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (erario_ext.search_text(coalesce("code"::text, '') || ' ' || coalesce("name"::text, ''))) STORED
);
--> statement-breakpoint
CREATE TABLE "person_type" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "person_type_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_company" integer NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (erario_ext.search_text(coalesce("code"::text, '') || ' ' || coalesce("description"::text, ''))) STORED
);
--> statement-breakpoint
ALTER TABLE "company" DROP CONSTRAINT "company_rif_unique";--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "search_text" text GENERATED ALWAYS AS (erario_ext.search_text(coalesce("name"::text, '') || ' ' || coalesce("rif"::text, ''))) STORED;--> statement-breakpoint
ALTER TABLE "bank" ADD CONSTRAINT "bank_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_account" ADD CONSTRAINT "bank_account_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_account" ADD CONSTRAINT "bank_account_id_bank_bank_id_fk" FOREIGN KEY ("id_bank") REFERENCES "public"."bank"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_account" ADD CONSTRAINT "bank_account_id_currency_currency_id_fk" FOREIGN KEY ("id_currency") REFERENCES "public"."currency"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_type" ADD CONSTRAINT "person_type_id_company_company_id_fk" FOREIGN KEY ("id_company") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_client_idx" ON "bank" USING btree ("id_client","name");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_code_uq" ON "bank" USING btree ("id_client","code");--> statement-breakpoint
CREATE INDEX "bank_search_idx" ON "bank" USING gin ("search_text" erario_ext.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bank_account_client_idx" ON "bank_account" USING btree ("id_client","account_number");--> statement-breakpoint
CREATE INDEX "bank_account_id_bank_idx" ON "bank_account" USING btree ("id_bank");--> statement-breakpoint
CREATE INDEX "bank_account_id_currency_idx" ON "bank_account" USING btree ("id_currency");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_account_account_number_uq" ON "bank_account" USING btree ("id_client","account_number");--> statement-breakpoint
CREATE INDEX "bank_account_search_idx" ON "bank_account" USING gin ("search_text" erario_ext.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "currency_sort_idx" ON "currency" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "currency_code_uq" ON "currency" USING btree ("code");--> statement-breakpoint
CREATE INDEX "currency_search_idx" ON "currency" USING gin ("search_text" erario_ext.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "document_type_sort_idx" ON "document_type" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "document_type_code_uq" ON "document_type" USING btree ("code");--> statement-breakpoint
CREATE INDEX "document_type_search_idx" ON "document_type" USING gin ("search_text" erario_ext.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "person_type_sort_idx" ON "person_type" USING btree ("description");--> statement-breakpoint
CREATE INDEX "person_type_id_company_idx" ON "person_type" USING btree ("id_company");--> statement-breakpoint
CREATE UNIQUE INDEX "person_type_id_company_code_uq" ON "person_type" USING btree ("id_company","code");--> statement-breakpoint
CREATE INDEX "person_type_search_idx" ON "person_type" USING gin ("search_text" erario_ext.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "company_sort_idx" ON "company" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "company_rif_uq" ON "company" USING btree ("rif");--> statement-breakpoint
CREATE INDEX "company_search_idx" ON "company" USING gin ("search_text" erario_ext.gin_trgm_ops);