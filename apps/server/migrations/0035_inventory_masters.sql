CREATE TABLE "bm_reference" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bm_reference_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_client" integer NOT NULL,
	"valid_from" date NOT NULL,
	"state" text NOT NULL,
	"municipality" text NOT NULL,
	"administering_unit" text NOT NULL,
	"administering_code" text,
	"address" text,
	"responsible_name" text NOT NULL,
	"responsible_id" text NOT NULL,
	"responsible_position" text,
	"prepared_by" text,
	"version" integer DEFAULT 0 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (erario_ext.search_text(coalesce("administering_unit"::text, '') || ' ' || coalesce("responsible_name"::text, ''))) STORED
);
--> statement-breakpoint
CREATE TABLE "department" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "department_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_client" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (erario_ext.search_text(coalesce("code"::text, '') || ' ' || coalesce("name"::text, ''))) STORED
);
--> statement-breakpoint
CREATE TABLE "asset_concept" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "asset_concept_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_client" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"id_subgroup" integer NOT NULL,
	"id_section" integer,
	"details" text,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (erario_ext.search_text(coalesce("code"::text, '') || ' ' || coalesce("name"::text, ''))) STORED
);
--> statement-breakpoint
CREATE TABLE "asset_group" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "asset_group_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (erario_ext.search_text(coalesce("code"::text, '') || ' ' || coalesce("name"::text, ''))) STORED
);
--> statement-breakpoint
CREATE TABLE "asset_movement_type" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "asset_movement_type_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (erario_ext.search_text(coalesce("code"::text, '') || ' ' || coalesce("name"::text, ''))) STORED
);
--> statement-breakpoint
CREATE TABLE "asset_section" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "asset_section_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_subgroup" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (erario_ext.search_text(coalesce("code"::text, '') || ' ' || coalesce("name"::text, ''))) STORED
);
--> statement-breakpoint
CREATE TABLE "asset_subgroup" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "asset_subgroup_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_group" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (erario_ext.search_text(coalesce("code"::text, '') || ' ' || coalesce("name"::text, ''))) STORED
);
--> statement-breakpoint
CREATE TABLE "work_unit" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "work_unit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_client" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"id_department" integer NOT NULL,
	"location" text,
	"responsible_name" text,
	"responsible_id" text,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (erario_ext.search_text(coalesce("code"::text, '') || ' ' || coalesce("name"::text, '') || ' ' || coalesce("responsible_name"::text, ''))) STORED
);
--> statement-breakpoint
ALTER TABLE "bm_reference" ADD CONSTRAINT "bm_reference_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "department" ADD CONSTRAINT "department_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_concept" ADD CONSTRAINT "asset_concept_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_concept" ADD CONSTRAINT "asset_concept_id_subgroup_asset_subgroup_id_fk" FOREIGN KEY ("id_subgroup") REFERENCES "public"."asset_subgroup"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_concept" ADD CONSTRAINT "asset_concept_id_section_asset_section_id_fk" FOREIGN KEY ("id_section") REFERENCES "public"."asset_section"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_section" ADD CONSTRAINT "asset_section_id_subgroup_asset_subgroup_id_fk" FOREIGN KEY ("id_subgroup") REFERENCES "public"."asset_subgroup"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_subgroup" ADD CONSTRAINT "asset_subgroup_id_group_asset_group_id_fk" FOREIGN KEY ("id_group") REFERENCES "public"."asset_group"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_unit" ADD CONSTRAINT "work_unit_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_unit" ADD CONSTRAINT "work_unit_id_department_department_id_fk" FOREIGN KEY ("id_department") REFERENCES "public"."department"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bm_reference_client_idx" ON "bm_reference" USING btree ("id_client","valid_from");--> statement-breakpoint
CREATE UNIQUE INDEX "bm_reference_valid_from_uq" ON "bm_reference" USING btree ("id_client","valid_from");--> statement-breakpoint
CREATE INDEX "bm_reference_search_idx" ON "bm_reference" USING gin ("search_text" erario_ext.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "department_client_idx" ON "department" USING btree ("id_client","code");--> statement-breakpoint
CREATE UNIQUE INDEX "department_code_uq" ON "department" USING btree ("id_client","code");--> statement-breakpoint
CREATE INDEX "department_search_idx" ON "department" USING gin ("search_text" erario_ext.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "asset_concept_client_idx" ON "asset_concept" USING btree ("id_client","code");--> statement-breakpoint
CREATE INDEX "asset_concept_id_subgroup_idx" ON "asset_concept" USING btree ("id_subgroup");--> statement-breakpoint
CREATE INDEX "asset_concept_id_section_idx" ON "asset_concept" USING btree ("id_section");--> statement-breakpoint
CREATE UNIQUE INDEX "asset_concept_code_uq" ON "asset_concept" USING btree ("id_client","code");--> statement-breakpoint
CREATE INDEX "asset_concept_search_idx" ON "asset_concept" USING gin ("search_text" erario_ext.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "asset_group_sort_idx" ON "asset_group" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "asset_group_code_uq" ON "asset_group" USING btree ("code");--> statement-breakpoint
CREATE INDEX "asset_group_search_idx" ON "asset_group" USING gin ("search_text" erario_ext.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "asset_movement_type_sort_idx" ON "asset_movement_type" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "asset_movement_type_code_uq" ON "asset_movement_type" USING btree ("code");--> statement-breakpoint
CREATE INDEX "asset_movement_type_search_idx" ON "asset_movement_type" USING gin ("search_text" erario_ext.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "asset_section_sort_idx" ON "asset_section" USING btree ("code");--> statement-breakpoint
CREATE INDEX "asset_section_id_subgroup_idx" ON "asset_section" USING btree ("id_subgroup");--> statement-breakpoint
CREATE UNIQUE INDEX "asset_section_id_subgroup_code_uq" ON "asset_section" USING btree ("id_subgroup","code");--> statement-breakpoint
CREATE INDEX "asset_section_search_idx" ON "asset_section" USING gin ("search_text" erario_ext.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "asset_subgroup_sort_idx" ON "asset_subgroup" USING btree ("code");--> statement-breakpoint
CREATE INDEX "asset_subgroup_id_group_idx" ON "asset_subgroup" USING btree ("id_group");--> statement-breakpoint
CREATE UNIQUE INDEX "asset_subgroup_id_group_code_uq" ON "asset_subgroup" USING btree ("id_group","code");--> statement-breakpoint
CREATE INDEX "asset_subgroup_search_idx" ON "asset_subgroup" USING gin ("search_text" erario_ext.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "work_unit_client_idx" ON "work_unit" USING btree ("id_client","code");--> statement-breakpoint
CREATE INDEX "work_unit_id_department_idx" ON "work_unit" USING btree ("id_department");--> statement-breakpoint
CREATE UNIQUE INDEX "work_unit_code_uq" ON "work_unit" USING btree ("id_client","code");--> statement-breakpoint
CREATE INDEX "work_unit_search_idx" ON "work_unit" USING gin ("search_text" erario_ext.gin_trgm_ops);