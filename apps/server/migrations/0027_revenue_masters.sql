CREATE TABLE "cadastre" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cadastre_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_client" integer NOT NULL,
	"id_taxpayer" integer NOT NULL,
	"cadastral_code" text NOT NULL,
	"address" text NOT NULL,
	"use" text NOT NULL,
	"land_area" numeric(18, 2),
	"built_area" numeric(18, 2),
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (erario_ext.search_text(coalesce("cadastral_code"::text, '') || ' ' || coalesce("address"::text, ''))) STORED
);
--> statement-breakpoint
CREATE TABLE "cash_box" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cash_box_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_client" integer NOT NULL,
	"id_collection_point" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"id_bank_account" integer,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (erario_ext.search_text(coalesce("code"::text, '') || ' ' || coalesce("name"::text, ''))) STORED
);
--> statement-breakpoint
CREATE TABLE "collection_concept" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "collection_concept_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_client" integer NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"income_code" text NOT NULL,
	"tariff" numeric(18, 2),
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (erario_ext.search_text(coalesce("code"::text, '') || ' ' || coalesce("description"::text, '') || ' ' || coalesce("income_code"::text, ''))) STORED
);
--> statement-breakpoint
CREATE TABLE "collection_point" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "collection_point_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_client" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"address" text,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (erario_ext.search_text(coalesce("code"::text, '') || ' ' || coalesce("name"::text, ''))) STORED
);
--> statement-breakpoint
CREATE TABLE "income_classifier" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "income_classifier_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_client" integer NOT NULL,
	"id_period" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"estimated" numeric(18, 2) NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (erario_ext.search_text(coalesce("code"::text, '') || ' ' || coalesce("name"::text, ''))) STORED
);
--> statement-breakpoint
CREATE TABLE "operation_type" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "operation_type_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_client" integer NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (erario_ext.search_text(coalesce("code"::text, '') || ' ' || coalesce("description"::text, ''))) STORED
);
--> statement-breakpoint
CREATE TABLE "patent" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "patent_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_client" integer NOT NULL,
	"id_taxpayer" integer NOT NULL,
	"licence_number" text NOT NULL,
	"activity_code" text NOT NULL,
	"activity" text NOT NULL,
	"address" text,
	"start_date" date NOT NULL,
	"end_date" date,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (erario_ext.search_text(coalesce("licence_number"::text, '') || ' ' || coalesce("activity_code"::text, '') || ' ' || coalesce("activity"::text, ''))) STORED
);
--> statement-breakpoint
CREATE TABLE "payment_form" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_form_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_client" integer NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"kind" text NOT NULL,
	"id_bank_account" integer,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (erario_ext.search_text(coalesce("code"::text, '') || ' ' || coalesce("description"::text, ''))) STORED
);
--> statement-breakpoint
CREATE TABLE "tax_unit" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tax_unit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"valid_from" date NOT NULL,
	"value" numeric(18, 2) NOT NULL,
	"gazette" text,
	"version" integer DEFAULT 0 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (erario_ext.search_text(coalesce("gazette"::text, ''))) STORED
);
--> statement-breakpoint
CREATE TABLE "taxpayer" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "taxpayer_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_client" integer NOT NULL,
	"rif" text NOT NULL,
	"name" text NOT NULL,
	"id_taxpayer_type" integer NOT NULL,
	"address" text,
	"phone" text,
	"email" text,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (erario_ext.search_text(coalesce("rif"::text, '') || ' ' || coalesce("name"::text, ''))) STORED
);
--> statement-breakpoint
CREATE TABLE "taxpayer_type" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "taxpayer_type_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_client" integer NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (erario_ext.search_text(coalesce("code"::text, '') || ' ' || coalesce("description"::text, ''))) STORED
);
--> statement-breakpoint
CREATE TABLE "vehicle" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vehicle_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_client" integer NOT NULL,
	"id_taxpayer" integer NOT NULL,
	"plate" text NOT NULL,
	"id_vehicle_mark" integer NOT NULL,
	"model" text,
	"year" integer,
	"color" text,
	"id_vehicle_use" integer NOT NULL,
	"id_vehicle_type" integer NOT NULL,
	"body_serial" text,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (erario_ext.search_text(coalesce("plate"::text, '') || ' ' || coalesce("body_serial"::text, ''))) STORED
);
--> statement-breakpoint
CREATE TABLE "vehicle_mark" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vehicle_mark_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_client" integer NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (erario_ext.search_text(coalesce("code"::text, '') || ' ' || coalesce("description"::text, ''))) STORED
);
--> statement-breakpoint
CREATE TABLE "vehicle_type" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vehicle_type_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_client" integer NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (erario_ext.search_text(coalesce("code"::text, '') || ' ' || coalesce("description"::text, ''))) STORED
);
--> statement-breakpoint
CREATE TABLE "vehicle_use" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vehicle_use_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_client" integer NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (erario_ext.search_text(coalesce("code"::text, '') || ' ' || coalesce("description"::text, ''))) STORED
);
--> statement-breakpoint
ALTER TABLE "cadastre" ADD CONSTRAINT "cadastre_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cadastre" ADD CONSTRAINT "cadastre_id_taxpayer_taxpayer_id_fk" FOREIGN KEY ("id_taxpayer") REFERENCES "public"."taxpayer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_box" ADD CONSTRAINT "cash_box_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_box" ADD CONSTRAINT "cash_box_id_collection_point_collection_point_id_fk" FOREIGN KEY ("id_collection_point") REFERENCES "public"."collection_point"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_box" ADD CONSTRAINT "cash_box_id_bank_account_bank_account_id_fk" FOREIGN KEY ("id_bank_account") REFERENCES "public"."bank_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_concept" ADD CONSTRAINT "collection_concept_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_point" ADD CONSTRAINT "collection_point_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "income_classifier" ADD CONSTRAINT "income_classifier_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "income_classifier" ADD CONSTRAINT "income_classifier_id_period_period_id_fk" FOREIGN KEY ("id_period") REFERENCES "public"."period"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operation_type" ADD CONSTRAINT "operation_type_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patent" ADD CONSTRAINT "patent_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patent" ADD CONSTRAINT "patent_id_taxpayer_taxpayer_id_fk" FOREIGN KEY ("id_taxpayer") REFERENCES "public"."taxpayer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_form" ADD CONSTRAINT "payment_form_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_form" ADD CONSTRAINT "payment_form_id_bank_account_bank_account_id_fk" FOREIGN KEY ("id_bank_account") REFERENCES "public"."bank_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taxpayer" ADD CONSTRAINT "taxpayer_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taxpayer" ADD CONSTRAINT "taxpayer_id_taxpayer_type_taxpayer_type_id_fk" FOREIGN KEY ("id_taxpayer_type") REFERENCES "public"."taxpayer_type"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taxpayer_type" ADD CONSTRAINT "taxpayer_type_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle" ADD CONSTRAINT "vehicle_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle" ADD CONSTRAINT "vehicle_id_taxpayer_taxpayer_id_fk" FOREIGN KEY ("id_taxpayer") REFERENCES "public"."taxpayer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle" ADD CONSTRAINT "vehicle_id_vehicle_mark_vehicle_mark_id_fk" FOREIGN KEY ("id_vehicle_mark") REFERENCES "public"."vehicle_mark"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle" ADD CONSTRAINT "vehicle_id_vehicle_use_vehicle_use_id_fk" FOREIGN KEY ("id_vehicle_use") REFERENCES "public"."vehicle_use"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle" ADD CONSTRAINT "vehicle_id_vehicle_type_vehicle_type_id_fk" FOREIGN KEY ("id_vehicle_type") REFERENCES "public"."vehicle_type"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_mark" ADD CONSTRAINT "vehicle_mark_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_type" ADD CONSTRAINT "vehicle_type_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_use" ADD CONSTRAINT "vehicle_use_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cadastre_client_idx" ON "cadastre" USING btree ("id_client","cadastral_code");--> statement-breakpoint
CREATE INDEX "cadastre_id_taxpayer_idx" ON "cadastre" USING btree ("id_taxpayer");--> statement-breakpoint
CREATE UNIQUE INDEX "cadastre_cadastral_code_uq" ON "cadastre" USING btree ("id_client","cadastral_code");--> statement-breakpoint
CREATE INDEX "cadastre_search_idx" ON "cadastre" USING gin ("search_text" erario_ext.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cash_box_client_idx" ON "cash_box" USING btree ("id_client","code");--> statement-breakpoint
CREATE INDEX "cash_box_id_collection_point_idx" ON "cash_box" USING btree ("id_collection_point");--> statement-breakpoint
CREATE INDEX "cash_box_id_bank_account_idx" ON "cash_box" USING btree ("id_bank_account");--> statement-breakpoint
CREATE UNIQUE INDEX "cash_box_code_uq" ON "cash_box" USING btree ("id_client","code");--> statement-breakpoint
CREATE INDEX "cash_box_search_idx" ON "cash_box" USING gin ("search_text" erario_ext.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "collection_concept_client_idx" ON "collection_concept" USING btree ("id_client","code");--> statement-breakpoint
CREATE UNIQUE INDEX "collection_concept_code_uq" ON "collection_concept" USING btree ("id_client","code");--> statement-breakpoint
CREATE INDEX "collection_concept_search_idx" ON "collection_concept" USING gin ("search_text" erario_ext.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "collection_point_client_idx" ON "collection_point" USING btree ("id_client","code");--> statement-breakpoint
CREATE UNIQUE INDEX "collection_point_code_uq" ON "collection_point" USING btree ("id_client","code");--> statement-breakpoint
CREATE INDEX "collection_point_search_idx" ON "collection_point" USING gin ("search_text" erario_ext.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "income_classifier_client_idx" ON "income_classifier" USING btree ("id_client","code");--> statement-breakpoint
CREATE INDEX "income_classifier_id_period_idx" ON "income_classifier" USING btree ("id_period");--> statement-breakpoint
CREATE UNIQUE INDEX "income_classifier_id_period_code_uq" ON "income_classifier" USING btree ("id_client","id_period","code");--> statement-breakpoint
CREATE INDEX "income_classifier_search_idx" ON "income_classifier" USING gin ("search_text" erario_ext.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "operation_type_client_idx" ON "operation_type" USING btree ("id_client","code");--> statement-breakpoint
CREATE UNIQUE INDEX "operation_type_code_uq" ON "operation_type" USING btree ("id_client","code");--> statement-breakpoint
CREATE INDEX "operation_type_search_idx" ON "operation_type" USING gin ("search_text" erario_ext.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "patent_client_idx" ON "patent" USING btree ("id_client","licence_number");--> statement-breakpoint
CREATE INDEX "patent_id_taxpayer_idx" ON "patent" USING btree ("id_taxpayer");--> statement-breakpoint
CREATE UNIQUE INDEX "patent_licence_number_uq" ON "patent" USING btree ("id_client","licence_number");--> statement-breakpoint
CREATE INDEX "patent_search_idx" ON "patent" USING gin ("search_text" erario_ext.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "payment_form_client_idx" ON "payment_form" USING btree ("id_client","description");--> statement-breakpoint
CREATE INDEX "payment_form_id_bank_account_idx" ON "payment_form" USING btree ("id_bank_account");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_form_code_uq" ON "payment_form" USING btree ("id_client","code");--> statement-breakpoint
CREATE INDEX "payment_form_search_idx" ON "payment_form" USING gin ("search_text" erario_ext.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tax_unit_sort_idx" ON "tax_unit" USING btree ("valid_from");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_unit_valid_from_uq" ON "tax_unit" USING btree ("valid_from");--> statement-breakpoint
CREATE INDEX "tax_unit_search_idx" ON "tax_unit" USING gin ("search_text" erario_ext.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "taxpayer_client_idx" ON "taxpayer" USING btree ("id_client","name");--> statement-breakpoint
CREATE INDEX "taxpayer_id_taxpayer_type_idx" ON "taxpayer" USING btree ("id_taxpayer_type");--> statement-breakpoint
CREATE UNIQUE INDEX "taxpayer_rif_uq" ON "taxpayer" USING btree ("id_client","rif");--> statement-breakpoint
CREATE INDEX "taxpayer_search_idx" ON "taxpayer" USING gin ("search_text" erario_ext.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "taxpayer_type_client_idx" ON "taxpayer_type" USING btree ("id_client","code");--> statement-breakpoint
CREATE UNIQUE INDEX "taxpayer_type_code_uq" ON "taxpayer_type" USING btree ("id_client","code");--> statement-breakpoint
CREATE INDEX "taxpayer_type_search_idx" ON "taxpayer_type" USING gin ("search_text" erario_ext.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vehicle_client_idx" ON "vehicle" USING btree ("id_client","plate");--> statement-breakpoint
CREATE INDEX "vehicle_id_taxpayer_idx" ON "vehicle" USING btree ("id_taxpayer");--> statement-breakpoint
CREATE INDEX "vehicle_id_vehicle_mark_idx" ON "vehicle" USING btree ("id_vehicle_mark");--> statement-breakpoint
CREATE INDEX "vehicle_id_vehicle_use_idx" ON "vehicle" USING btree ("id_vehicle_use");--> statement-breakpoint
CREATE INDEX "vehicle_id_vehicle_type_idx" ON "vehicle" USING btree ("id_vehicle_type");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_plate_uq" ON "vehicle" USING btree ("id_client","plate");--> statement-breakpoint
CREATE INDEX "vehicle_search_idx" ON "vehicle" USING gin ("search_text" erario_ext.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vehicle_mark_client_idx" ON "vehicle_mark" USING btree ("id_client","code");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_mark_code_uq" ON "vehicle_mark" USING btree ("id_client","code");--> statement-breakpoint
CREATE INDEX "vehicle_mark_search_idx" ON "vehicle_mark" USING gin ("search_text" erario_ext.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vehicle_type_client_idx" ON "vehicle_type" USING btree ("id_client","code");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_type_code_uq" ON "vehicle_type" USING btree ("id_client","code");--> statement-breakpoint
CREATE INDEX "vehicle_type_search_idx" ON "vehicle_type" USING gin ("search_text" erario_ext.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vehicle_use_client_idx" ON "vehicle_use" USING btree ("id_client","code");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_use_code_uq" ON "vehicle_use" USING btree ("id_client","code");--> statement-breakpoint
CREATE INDEX "vehicle_use_search_idx" ON "vehicle_use" USING gin ("search_text" erario_ext.gin_trgm_ops);