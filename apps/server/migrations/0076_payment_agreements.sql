CREATE TABLE "payment_agreement" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_agreement_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
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
	"id_kind" integer DEFAULT 1 NOT NULL,
	"agreement_date" date NOT NULL,
	"id_taxpayer" integer NOT NULL,
	"id_agreement_type" integer NOT NULL,
	"note" text,
	"type_code" text,
	"type_description" text,
	"legal_basis" text,
	"grace_days" integer,
	"allows_solvency" boolean,
	"id_collection_concept" integer,
	"owed" numeric(18, 2),
	"interest" numeric(18, 2),
	"total" numeric(18, 2),
	CONSTRAINT "payment_agreement_status_ck" CHECK ("payment_agreement"."status" in ('draft', 'posted', 'annulled'))
);
--> statement-breakpoint
CREATE TABLE "payment_agreement_debt" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_agreement_debt_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_agreement" integer NOT NULL,
	"line" integer NOT NULL,
	"object_kind" text NOT NULL,
	"id_object" integer NOT NULL,
	"id_collection_concept" integer NOT NULL,
	"period" text NOT NULL,
	"code" text,
	"description" text,
	"object_label" text,
	"due_date" date,
	"amount" numeric(18, 2),
	"interest" numeric(18, 2),
	"interest_basis" text
);
--> statement-breakpoint
CREATE TABLE "payment_agreement_instalment" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_agreement_instalment_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_agreement" integer NOT NULL,
	"number" integer NOT NULL,
	"due_date" date NOT NULL,
	"amount" numeric(18, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_agreement_number" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_agreement_number_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_client" integer NOT NULL,
	"id_period" integer NOT NULL,
	"id_kind" integer NOT NULL,
	"prefix" text,
	"last_number" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agreement_type" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agreement_type_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_client" integer NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"legal_basis" text NOT NULL,
	"max_instalments" integer NOT NULL,
	"min_first_percent" numeric(18, 2) NOT NULL,
	"grace_days" integer NOT NULL,
	"allows_solvency" boolean DEFAULT false NOT NULL,
	"id_collection_concept" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (erario_ext.search_text(coalesce("code"::text, '') || ' ' || coalesce("description"::text, '') || ' ' || coalesce("legal_basis"::text, ''))) STORED
);
--> statement-breakpoint
ALTER TABLE "receipt_concept" ADD COLUMN "id_agreement" integer;--> statement-breakpoint
ALTER TABLE "receipt_concept" ADD COLUMN "instalment" integer;--> statement-breakpoint
ALTER TABLE "payment_agreement" ADD CONSTRAINT "payment_agreement_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_agreement" ADD CONSTRAINT "payment_agreement_id_period_period_id_fk" FOREIGN KEY ("id_period") REFERENCES "public"."period"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_agreement" ADD CONSTRAINT "payment_agreement_id_taxpayer_taxpayer_id_fk" FOREIGN KEY ("id_taxpayer") REFERENCES "public"."taxpayer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_agreement" ADD CONSTRAINT "payment_agreement_id_agreement_type_agreement_type_id_fk" FOREIGN KEY ("id_agreement_type") REFERENCES "public"."agreement_type"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_agreement" ADD CONSTRAINT "payment_agreement_id_collection_concept_collection_concept_id_fk" FOREIGN KEY ("id_collection_concept") REFERENCES "public"."collection_concept"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_agreement_debt" ADD CONSTRAINT "payment_agreement_debt_id_agreement_payment_agreement_id_fk" FOREIGN KEY ("id_agreement") REFERENCES "public"."payment_agreement"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_agreement_instalment" ADD CONSTRAINT "payment_agreement_instalment_id_agreement_payment_agreement_id_fk" FOREIGN KEY ("id_agreement") REFERENCES "public"."payment_agreement"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_agreement_number" ADD CONSTRAINT "payment_agreement_number_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_agreement_number" ADD CONSTRAINT "payment_agreement_number_id_period_period_id_fk" FOREIGN KEY ("id_period") REFERENCES "public"."period"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_type" ADD CONSTRAINT "agreement_type_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_type" ADD CONSTRAINT "agreement_type_id_collection_concept_collection_concept_id_fk" FOREIGN KEY ("id_collection_concept") REFERENCES "public"."collection_concept"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_agreement_number_uq" ON "payment_agreement" USING btree ("id_client","id_period","id_kind","number") WHERE "payment_agreement"."number" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_agreement_verify_uq" ON "payment_agreement" USING btree ("verify_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_agreement_reverses_uq" ON "payment_agreement" USING btree ("id_reverses");--> statement-breakpoint
CREATE INDEX "payment_agreement_list_idx" ON "payment_agreement" USING btree ("id_client","id_period","agreement_date","id");--> statement-breakpoint
CREATE INDEX "payment_agreement_taxpayer_idx" ON "payment_agreement" USING btree ("id_taxpayer");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_agreement_debt_line_uq" ON "payment_agreement_debt" USING btree ("id_agreement","line");--> statement-breakpoint
CREATE INDEX "payment_agreement_debt_key_idx" ON "payment_agreement_debt" USING btree ("object_kind","id_object","id_collection_concept","period");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_agreement_instalment_uq" ON "payment_agreement_instalment" USING btree ("id_agreement","number");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_agreement_counter_uq" ON "payment_agreement_number" USING btree ("id_client","id_period","id_kind");--> statement-breakpoint
CREATE INDEX "agreement_type_client_idx" ON "agreement_type" USING btree ("id_client","code");--> statement-breakpoint
CREATE INDEX "agreement_type_id_collection_concept_idx" ON "agreement_type" USING btree ("id_collection_concept");--> statement-breakpoint
CREATE UNIQUE INDEX "agreement_type_code_uq" ON "agreement_type" USING btree ("id_client","code");--> statement-breakpoint
CREATE INDEX "agreement_type_search_idx" ON "agreement_type" USING gin ("search_text" erario_ext.gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "receipt_concept" ADD CONSTRAINT "receipt_concept_id_agreement_payment_agreement_id_fk" FOREIGN KEY ("id_agreement") REFERENCES "public"."payment_agreement"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "receipt_concept_agreement_idx" ON "receipt_concept" USING btree ("id_agreement") WHERE "receipt_concept"."id_agreement" is not null;