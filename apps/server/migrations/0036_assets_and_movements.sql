CREATE TABLE "asset" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "asset_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_client" integer NOT NULL,
	"number" text NOT NULL,
	"id_concept" integer,
	"id_subgroup" integer NOT NULL,
	"id_section" integer,
	"description" text NOT NULL,
	"serial" text,
	"brand" text,
	"model" text,
	"color" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"acquired_on" date NOT NULL,
	"value" numeric(18, 2) NOT NULL,
	"id_work_unit" integer NOT NULL,
	"id_custodian" integer,
	"condition" text DEFAULT 'good' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"incorporated_on" date,
	"disincorporated_on" date,
	"id_budget_document" integer,
	"id_budget_line" integer,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text GENERATED ALWAYS AS (erario_ext.search_text(number || ' ' || description || ' ' || coalesce(serial, '') || ' ' || coalesce(brand, '') || ' ' || coalesce(model, ''))) STORED,
	CONSTRAINT "asset_status_ck" CHECK ("asset"."status" in ('pending', 'in', 'out')),
	CONSTRAINT "asset_condition_ck" CHECK ("asset"."condition" in ('good', 'fair', 'poor', 'unusable')),
	CONSTRAINT "asset_value_ck" CHECK ("asset"."value" >= 0)
);
--> statement-breakpoint
CREATE TABLE "asset_counter" (
	"id_client" integer PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "asset_ledger" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "asset_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_client" integer NOT NULL,
	"entry_date" date NOT NULL,
	"id_asset" integer NOT NULL,
	"id_work_unit" integer NOT NULL,
	"id_movement" integer NOT NULL,
	"code" text NOT NULL,
	"direction" text NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	CONSTRAINT "asset_ledger_direction_ck" CHECK ("asset_ledger"."direction" in ('in', 'out'))
);
--> statement-breakpoint
CREATE TABLE "asset_movement" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "asset_movement_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
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
	"id_kind" integer NOT NULL,
	"movement_date" date NOT NULL,
	"id_movement_type" integer,
	"id_work_unit_to" integer,
	"id_custodian_to" integer,
	"description" text NOT NULL,
	"amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "asset_movement_status_ck" CHECK ("asset_movement"."status" in ('draft', 'posted', 'annulled')),
	CONSTRAINT "asset_movement_kind_ck" CHECK ("asset_movement"."id_kind" between 1 and 4)
);
--> statement-breakpoint
CREATE TABLE "asset_movement_line" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "asset_movement_line_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_client" integer NOT NULL,
	"id_movement" integer NOT NULL,
	"id_asset" integer NOT NULL,
	"amount" numeric(18, 2),
	"id_work_unit_from" integer,
	"id_work_unit_to" integer,
	"id_custodian_from" integer,
	"id_custodian_to" integer
);
--> statement-breakpoint
CREATE TABLE "asset_movement_number" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "asset_movement_number_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_client" integer NOT NULL,
	"id_period" integer NOT NULL,
	"id_kind" integer NOT NULL,
	"prefix" text,
	"last_number" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "asset" ADD CONSTRAINT "asset_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset" ADD CONSTRAINT "asset_id_concept_asset_concept_id_fk" FOREIGN KEY ("id_concept") REFERENCES "public"."asset_concept"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset" ADD CONSTRAINT "asset_id_subgroup_asset_subgroup_id_fk" FOREIGN KEY ("id_subgroup") REFERENCES "public"."asset_subgroup"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset" ADD CONSTRAINT "asset_id_section_asset_section_id_fk" FOREIGN KEY ("id_section") REFERENCES "public"."asset_section"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset" ADD CONSTRAINT "asset_id_work_unit_work_unit_id_fk" FOREIGN KEY ("id_work_unit") REFERENCES "public"."work_unit"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset" ADD CONSTRAINT "asset_id_custodian_person_id_fk" FOREIGN KEY ("id_custodian") REFERENCES "public"."person"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_counter" ADD CONSTRAINT "asset_counter_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_ledger" ADD CONSTRAINT "asset_ledger_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_ledger" ADD CONSTRAINT "asset_ledger_id_asset_asset_id_fk" FOREIGN KEY ("id_asset") REFERENCES "public"."asset"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_ledger" ADD CONSTRAINT "asset_ledger_id_work_unit_work_unit_id_fk" FOREIGN KEY ("id_work_unit") REFERENCES "public"."work_unit"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_ledger" ADD CONSTRAINT "asset_ledger_id_movement_asset_movement_id_fk" FOREIGN KEY ("id_movement") REFERENCES "public"."asset_movement"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_movement" ADD CONSTRAINT "asset_movement_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_movement" ADD CONSTRAINT "asset_movement_id_period_period_id_fk" FOREIGN KEY ("id_period") REFERENCES "public"."period"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_movement" ADD CONSTRAINT "asset_movement_id_movement_type_asset_movement_type_id_fk" FOREIGN KEY ("id_movement_type") REFERENCES "public"."asset_movement_type"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_movement" ADD CONSTRAINT "asset_movement_id_work_unit_to_work_unit_id_fk" FOREIGN KEY ("id_work_unit_to") REFERENCES "public"."work_unit"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_movement" ADD CONSTRAINT "asset_movement_id_custodian_to_person_id_fk" FOREIGN KEY ("id_custodian_to") REFERENCES "public"."person"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_movement_line" ADD CONSTRAINT "asset_movement_line_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_movement_line" ADD CONSTRAINT "asset_movement_line_id_movement_asset_movement_id_fk" FOREIGN KEY ("id_movement") REFERENCES "public"."asset_movement"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_movement_line" ADD CONSTRAINT "asset_movement_line_id_asset_asset_id_fk" FOREIGN KEY ("id_asset") REFERENCES "public"."asset"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_movement_number" ADD CONSTRAINT "asset_movement_number_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_movement_number" ADD CONSTRAINT "asset_movement_number_id_period_period_id_fk" FOREIGN KEY ("id_period") REFERENCES "public"."period"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "asset_number_uq" ON "asset" USING btree ("id_client","number");--> statement-breakpoint
CREATE INDEX "asset_unit_idx" ON "asset" USING btree ("id_client","id_work_unit","status");--> statement-breakpoint
CREATE INDEX "asset_status_idx" ON "asset" USING btree ("id_client","status","id");--> statement-breakpoint
CREATE INDEX "asset_subgroup_idx" ON "asset" USING btree ("id_subgroup");--> statement-breakpoint
CREATE INDEX "asset_section_idx" ON "asset" USING btree ("id_section");--> statement-breakpoint
CREATE INDEX "asset_concept_idx" ON "asset" USING btree ("id_concept");--> statement-breakpoint
CREATE INDEX "asset_custodian_idx" ON "asset" USING btree ("id_custodian");--> statement-breakpoint
CREATE INDEX "asset_budget_line_idx" ON "asset" USING btree ("id_budget_line");--> statement-breakpoint
CREATE INDEX "asset_search_idx" ON "asset" USING gin ("search_text" erario_ext.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "asset_ledger_date_idx" ON "asset_ledger" USING btree ("id_client","entry_date");--> statement-breakpoint
CREATE INDEX "asset_ledger_unit_idx" ON "asset_ledger" USING btree ("id_client","id_work_unit","entry_date");--> statement-breakpoint
CREATE INDEX "asset_ledger_asset_idx" ON "asset_ledger" USING btree ("id_asset","entry_date","id");--> statement-breakpoint
CREATE INDEX "asset_ledger_movement_idx" ON "asset_ledger" USING btree ("id_movement");--> statement-breakpoint
CREATE UNIQUE INDEX "asset_movement_number_uq" ON "asset_movement" USING btree ("id_client","id_period","id_kind","number") WHERE "asset_movement"."number" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "asset_movement_verify_uq" ON "asset_movement" USING btree ("verify_id");--> statement-breakpoint
CREATE UNIQUE INDEX "asset_movement_reverses_uq" ON "asset_movement" USING btree ("id_reverses");--> statement-breakpoint
CREATE INDEX "asset_movement_list_idx" ON "asset_movement" USING btree ("id_client","id_period","movement_date","id");--> statement-breakpoint
CREATE INDEX "asset_movement_type_idx" ON "asset_movement" USING btree ("id_movement_type");--> statement-breakpoint
CREATE INDEX "asset_movement_unit_idx" ON "asset_movement" USING btree ("id_work_unit_to");--> statement-breakpoint
CREATE INDEX "asset_movement_custodian_idx" ON "asset_movement" USING btree ("id_custodian_to");--> statement-breakpoint
CREATE UNIQUE INDEX "asset_movement_line_uq" ON "asset_movement_line" USING btree ("id_movement","id_asset");--> statement-breakpoint
CREATE INDEX "asset_movement_line_asset_idx" ON "asset_movement_line" USING btree ("id_asset","id_movement");--> statement-breakpoint
CREATE UNIQUE INDEX "asset_movement_counter_uq" ON "asset_movement_number" USING btree ("id_client","id_period","id_kind");