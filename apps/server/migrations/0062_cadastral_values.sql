CREATE TABLE "construction_type" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "construction_type_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_client" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (erario_ext.search_text(coalesce("code"::text, '') || ' ' || coalesce("name"::text, ''))) STORED
);
--> statement-breakpoint
CREATE TABLE "construction_value" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "construction_value_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_client" integer NOT NULL,
	"id_construction_type" integer NOT NULL,
	"valid_from" date NOT NULL,
	"value" numeric(18, 2) NOT NULL,
	"ordinance" text,
	"version" integer DEFAULT 0 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (erario_ext.search_text(coalesce("ordinance"::text, ''))) STORED
);
--> statement-breakpoint
CREATE TABLE "land_value" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "land_value_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_client" integer NOT NULL,
	"id_land_zone" integer NOT NULL,
	"valid_from" date NOT NULL,
	"value" numeric(18, 2) NOT NULL,
	"ordinance" text,
	"version" integer DEFAULT 0 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (erario_ext.search_text(coalesce("ordinance"::text, ''))) STORED
);
--> statement-breakpoint
CREATE TABLE "land_zone" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "land_zone_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_client" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (erario_ext.search_text(coalesce("code"::text, '') || ' ' || coalesce("name"::text, ''))) STORED
);
--> statement-breakpoint
CREATE TABLE "property_rate" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "property_rate_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_client" integer NOT NULL,
	"use" text NOT NULL,
	"valid_from" date NOT NULL,
	"rate" numeric(18, 2) NOT NULL,
	"ordinance" text,
	"version" integer DEFAULT 0 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (erario_ext.search_text(coalesce("ordinance"::text, ''))) STORED
);
--> statement-breakpoint
ALTER TABLE "cadastre" ADD COLUMN "id_land_zone" integer;--> statement-breakpoint
ALTER TABLE "cadastre" ADD COLUMN "id_construction_type" integer;--> statement-breakpoint
ALTER TABLE "cadastre" ADD COLUMN "manual_value" numeric(18, 2);--> statement-breakpoint
ALTER TABLE "cadastre" ADD COLUMN "manual_reason" text;--> statement-breakpoint
ALTER TABLE "construction_type" ADD CONSTRAINT "construction_type_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "construction_value" ADD CONSTRAINT "construction_value_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "construction_value" ADD CONSTRAINT "construction_value_id_construction_type_construction_type_id_fk" FOREIGN KEY ("id_construction_type") REFERENCES "public"."construction_type"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "land_value" ADD CONSTRAINT "land_value_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "land_value" ADD CONSTRAINT "land_value_id_land_zone_land_zone_id_fk" FOREIGN KEY ("id_land_zone") REFERENCES "public"."land_zone"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "land_zone" ADD CONSTRAINT "land_zone_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_rate" ADD CONSTRAINT "property_rate_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "construction_type_client_idx" ON "construction_type" USING btree ("id_client","code");--> statement-breakpoint
CREATE UNIQUE INDEX "construction_type_code_uq" ON "construction_type" USING btree ("id_client","code");--> statement-breakpoint
CREATE INDEX "construction_type_search_idx" ON "construction_type" USING gin ("search_text" erario_ext.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "construction_value_client_idx" ON "construction_value" USING btree ("id_client","valid_from");--> statement-breakpoint
CREATE INDEX "construction_value_id_construction_type_idx" ON "construction_value" USING btree ("id_construction_type");--> statement-breakpoint
CREATE UNIQUE INDEX "construction_value_id_construction_type_valid_from_uq" ON "construction_value" USING btree ("id_client","id_construction_type","valid_from");--> statement-breakpoint
CREATE INDEX "construction_value_search_idx" ON "construction_value" USING gin ("search_text" erario_ext.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "land_value_client_idx" ON "land_value" USING btree ("id_client","valid_from");--> statement-breakpoint
CREATE INDEX "land_value_id_land_zone_idx" ON "land_value" USING btree ("id_land_zone");--> statement-breakpoint
CREATE UNIQUE INDEX "land_value_id_land_zone_valid_from_uq" ON "land_value" USING btree ("id_client","id_land_zone","valid_from");--> statement-breakpoint
CREATE INDEX "land_value_search_idx" ON "land_value" USING gin ("search_text" erario_ext.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "land_zone_client_idx" ON "land_zone" USING btree ("id_client","code");--> statement-breakpoint
CREATE UNIQUE INDEX "land_zone_code_uq" ON "land_zone" USING btree ("id_client","code");--> statement-breakpoint
CREATE INDEX "land_zone_search_idx" ON "land_zone" USING gin ("search_text" erario_ext.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "property_rate_client_idx" ON "property_rate" USING btree ("id_client","valid_from");--> statement-breakpoint
CREATE UNIQUE INDEX "property_rate_use_valid_from_uq" ON "property_rate" USING btree ("id_client","use","valid_from");--> statement-breakpoint
CREATE INDEX "property_rate_search_idx" ON "property_rate" USING gin ("search_text" erario_ext.gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "cadastre" ADD CONSTRAINT "cadastre_id_land_zone_land_zone_id_fk" FOREIGN KEY ("id_land_zone") REFERENCES "public"."land_zone"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cadastre" ADD CONSTRAINT "cadastre_id_construction_type_construction_type_id_fk" FOREIGN KEY ("id_construction_type") REFERENCES "public"."construction_type"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cadastre_id_land_zone_idx" ON "cadastre" USING btree ("id_land_zone");--> statement-breakpoint
CREATE INDEX "cadastre_id_construction_type_idx" ON "cadastre" USING btree ("id_construction_type");