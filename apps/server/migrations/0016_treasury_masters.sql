CREATE TABLE "country" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "country_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (erario_ext.search_text(coalesce("code"::text, '') || ' ' || coalesce("name"::text, ''))) STORED
);
--> statement-breakpoint
CREATE TABLE "opening_balance" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "opening_balance_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_client" integer NOT NULL,
	"id_period" integer NOT NULL,
	"id_bank_account" integer NOT NULL,
	"book_balance" numeric(18, 2) NOT NULL,
	"bank_balance" numeric(18, 2) NOT NULL,
	"note" text,
	"version" integer DEFAULT 0 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (erario_ext.search_text(coalesce("note"::text, ''))) STORED
);
--> statement-breakpoint
CREATE TABLE "person" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "person_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_client" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"id_person_type" integer NOT NULL,
	"id_country" integer NOT NULL,
	"address" text,
	"phone" text,
	"email" text,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (erario_ext.search_text(coalesce("code"::text, '') || ' ' || coalesce("name"::text, ''))) STORED
);
--> statement-breakpoint
CREATE TABLE "transit_operation" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "transit_operation_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_client" integer NOT NULL,
	"id_period" integer NOT NULL,
	"id_bank_account" integer NOT NULL,
	"kind" text NOT NULL,
	"operation_date" date NOT NULL,
	"reference" text NOT NULL,
	"description" text,
	"amount" numeric(18, 2) NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (erario_ext.search_text(coalesce("reference"::text, '') || ' ' || coalesce("description"::text, ''))) STORED
);
--> statement-breakpoint
ALTER TABLE "beneficiary" ADD COLUMN "id_country" integer;--> statement-breakpoint
ALTER TABLE "opening_balance" ADD CONSTRAINT "opening_balance_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opening_balance" ADD CONSTRAINT "opening_balance_id_period_period_id_fk" FOREIGN KEY ("id_period") REFERENCES "public"."period"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opening_balance" ADD CONSTRAINT "opening_balance_id_bank_account_bank_account_id_fk" FOREIGN KEY ("id_bank_account") REFERENCES "public"."bank_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person" ADD CONSTRAINT "person_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person" ADD CONSTRAINT "person_id_person_type_person_type_id_fk" FOREIGN KEY ("id_person_type") REFERENCES "public"."person_type"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person" ADD CONSTRAINT "person_id_country_country_id_fk" FOREIGN KEY ("id_country") REFERENCES "public"."country"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transit_operation" ADD CONSTRAINT "transit_operation_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transit_operation" ADD CONSTRAINT "transit_operation_id_period_period_id_fk" FOREIGN KEY ("id_period") REFERENCES "public"."period"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transit_operation" ADD CONSTRAINT "transit_operation_id_bank_account_bank_account_id_fk" FOREIGN KEY ("id_bank_account") REFERENCES "public"."bank_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "country_sort_idx" ON "country" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "country_code_uq" ON "country" USING btree ("code");--> statement-breakpoint
CREATE INDEX "country_search_idx" ON "country" USING gin ("search_text" erario_ext.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "opening_balance_client_idx" ON "opening_balance" USING btree ("id_client","id_bank_account");--> statement-breakpoint
CREATE INDEX "opening_balance_id_period_idx" ON "opening_balance" USING btree ("id_period");--> statement-breakpoint
CREATE INDEX "opening_balance_id_bank_account_idx" ON "opening_balance" USING btree ("id_bank_account");--> statement-breakpoint
CREATE UNIQUE INDEX "opening_balance_id_period_id_bank_account_uq" ON "opening_balance" USING btree ("id_client","id_period","id_bank_account");--> statement-breakpoint
CREATE INDEX "opening_balance_search_idx" ON "opening_balance" USING gin ("search_text" erario_ext.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "person_client_idx" ON "person" USING btree ("id_client","name");--> statement-breakpoint
CREATE INDEX "person_id_person_type_idx" ON "person" USING btree ("id_person_type");--> statement-breakpoint
CREATE INDEX "person_id_country_idx" ON "person" USING btree ("id_country");--> statement-breakpoint
CREATE UNIQUE INDEX "person_code_uq" ON "person" USING btree ("id_client","code");--> statement-breakpoint
CREATE INDEX "person_search_idx" ON "person" USING gin ("search_text" erario_ext.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "transit_operation_client_idx" ON "transit_operation" USING btree ("id_client","operation_date");--> statement-breakpoint
CREATE INDEX "transit_operation_id_period_idx" ON "transit_operation" USING btree ("id_period");--> statement-breakpoint
CREATE INDEX "transit_operation_id_bank_account_idx" ON "transit_operation" USING btree ("id_bank_account");--> statement-breakpoint
CREATE UNIQUE INDEX "transit_operation_id_period_id_bank_account_kind_reference_uq" ON "transit_operation" USING btree ("id_client","id_period","id_bank_account","kind","reference");--> statement-breakpoint
CREATE INDEX "transit_operation_search_idx" ON "transit_operation" USING gin ("search_text" erario_ext.gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "beneficiary" ADD CONSTRAINT "beneficiary_id_country_country_id_fk" FOREIGN KEY ("id_country") REFERENCES "public"."country"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "beneficiary_id_country_idx" ON "beneficiary" USING btree ("id_country");