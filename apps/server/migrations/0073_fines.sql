CREATE TABLE "fine" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fine_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
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
	"fine_date" date NOT NULL,
	"id_taxpayer" integer NOT NULL,
	"id_fine_type" integer NOT NULL,
	"tax_amount" numeric(18, 2),
	"value" numeric(18, 2) NOT NULL,
	"act" text NOT NULL,
	"reason" text NOT NULL,
	"type_code" text,
	"offence" text,
	"legal_basis" text,
	"kind" text,
	"minimum" numeric(18, 2),
	"maximum" numeric(18, 2),
	"id_collection_concept" integer,
	"amount" numeric(18, 2),
	"units" numeric(18, 2),
	CONSTRAINT "fine_status_ck" CHECK ("fine"."status" in ('draft', 'posted', 'annulled'))
);
--> statement-breakpoint
CREATE TABLE "fine_number" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fine_number_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_client" integer NOT NULL,
	"id_period" integer NOT NULL,
	"id_kind" integer NOT NULL,
	"prefix" text,
	"last_number" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fine_type" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fine_type_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_client" integer NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"legal_basis" text NOT NULL,
	"kind" text DEFAULT 'taxPercent' NOT NULL,
	"minimum" numeric(18, 2) NOT NULL,
	"maximum" numeric(18, 2) NOT NULL,
	"id_collection_concept" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (erario_ext.search_text(coalesce("code"::text, '') || ' ' || coalesce("description"::text, '') || ' ' || coalesce("legal_basis"::text, ''))) STORED
);
--> statement-breakpoint
ALTER TABLE "fine" ADD CONSTRAINT "fine_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fine" ADD CONSTRAINT "fine_id_period_period_id_fk" FOREIGN KEY ("id_period") REFERENCES "public"."period"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fine" ADD CONSTRAINT "fine_id_taxpayer_taxpayer_id_fk" FOREIGN KEY ("id_taxpayer") REFERENCES "public"."taxpayer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fine" ADD CONSTRAINT "fine_id_fine_type_fine_type_id_fk" FOREIGN KEY ("id_fine_type") REFERENCES "public"."fine_type"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fine_number" ADD CONSTRAINT "fine_number_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fine_number" ADD CONSTRAINT "fine_number_id_period_period_id_fk" FOREIGN KEY ("id_period") REFERENCES "public"."period"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fine_type" ADD CONSTRAINT "fine_type_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fine_type" ADD CONSTRAINT "fine_type_id_collection_concept_collection_concept_id_fk" FOREIGN KEY ("id_collection_concept") REFERENCES "public"."collection_concept"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fine_number_uq" ON "fine" USING btree ("id_client","id_period","id_kind","number") WHERE "fine"."number" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "fine_verify_uq" ON "fine" USING btree ("verify_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fine_reverses_uq" ON "fine" USING btree ("id_reverses");--> statement-breakpoint
CREATE INDEX "fine_list_idx" ON "fine" USING btree ("id_client","id_period","fine_date","id");--> statement-breakpoint
CREATE INDEX "fine_taxpayer_idx" ON "fine" USING btree ("id_taxpayer");--> statement-breakpoint
CREATE UNIQUE INDEX "fine_counter_uq" ON "fine_number" USING btree ("id_client","id_period","id_kind");--> statement-breakpoint
CREATE INDEX "fine_type_client_idx" ON "fine_type" USING btree ("id_client","code");--> statement-breakpoint
CREATE INDEX "fine_type_id_collection_concept_idx" ON "fine_type" USING btree ("id_collection_concept");--> statement-breakpoint
CREATE UNIQUE INDEX "fine_type_code_uq" ON "fine_type" USING btree ("id_client","code");--> statement-breakpoint
CREATE INDEX "fine_type_search_idx" ON "fine_type" USING gin ("search_text" erario_ext.gin_trgm_ops);