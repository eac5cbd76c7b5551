CREATE TABLE "document_number" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "document_number_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_client" integer NOT NULL,
	"id_period" integer NOT NULL,
	"id_document_type" integer NOT NULL,
	"prefix" text,
	"last_number" integer NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (erario_ext.search_text(coalesce("prefix"::text, ''))) STORED
);
--> statement-breakpoint
CREATE TABLE "general_parameter" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "general_parameter_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_client" integer NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"value" text,
	"version" integer DEFAULT 0 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (erario_ext.search_text(coalesce("code"::text, '') || ' ' || coalesce("description"::text, '') || ' ' || coalesce("value"::text, ''))) STORED
);
--> statement-breakpoint
CREATE TABLE "microservice" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "microservice_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"service" text NOT NULL,
	"base_url" text NOT NULL,
	"description" text,
	"version" integer DEFAULT 0 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (erario_ext.search_text(coalesce("service"::text, '') || ' ' || coalesce("base_url"::text, ''))) STORED
);
--> statement-breakpoint
CREATE TABLE "property" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "property_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"value" text,
	"description" text,
	"version" integer DEFAULT 0 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (erario_ext.search_text(coalesce("key"::text, '') || ' ' || coalesce("value"::text, ''))) STORED
);
--> statement-breakpoint
ALTER TABLE "period" DROP CONSTRAINT "period_client_description_uq";--> statement-breakpoint
ALTER TABLE "period" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "period" ADD COLUMN "search_text" text GENERATED ALWAYS AS (erario_ext.search_text(coalesce("description"::text, ''))) STORED;--> statement-breakpoint
ALTER TABLE "document_number" ADD CONSTRAINT "document_number_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_number" ADD CONSTRAINT "document_number_id_period_period_id_fk" FOREIGN KEY ("id_period") REFERENCES "public"."period"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_number" ADD CONSTRAINT "document_number_id_document_type_document_type_id_fk" FOREIGN KEY ("id_document_type") REFERENCES "public"."document_type"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "general_parameter" ADD CONSTRAINT "general_parameter_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_number_client_idx" ON "document_number" USING btree ("id_client","id_document_type");--> statement-breakpoint
CREATE INDEX "document_number_id_period_idx" ON "document_number" USING btree ("id_period");--> statement-breakpoint
CREATE INDEX "document_number_id_document_type_idx" ON "document_number" USING btree ("id_document_type");--> statement-breakpoint
CREATE UNIQUE INDEX "document_number_id_period_id_document_type_uq" ON "document_number" USING btree ("id_client","id_period","id_document_type");--> statement-breakpoint
CREATE INDEX "document_number_search_idx" ON "document_number" USING gin ("search_text" erario_ext.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "general_parameter_client_idx" ON "general_parameter" USING btree ("id_client","code");--> statement-breakpoint
CREATE UNIQUE INDEX "general_parameter_code_uq" ON "general_parameter" USING btree ("id_client","code");--> statement-breakpoint
CREATE INDEX "general_parameter_search_idx" ON "general_parameter" USING gin ("search_text" erario_ext.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "microservice_sort_idx" ON "microservice" USING btree ("service");--> statement-breakpoint
CREATE UNIQUE INDEX "microservice_service_uq" ON "microservice" USING btree ("service");--> statement-breakpoint
CREATE INDEX "microservice_search_idx" ON "microservice" USING gin ("search_text" erario_ext.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "property_sort_idx" ON "property" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "property_key_uq" ON "property" USING btree ("key");--> statement-breakpoint
CREATE INDEX "property_search_idx" ON "property" USING gin ("search_text" erario_ext.gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "period_description_uq" ON "period" USING btree ("id_client","description");--> statement-breakpoint
CREATE INDEX "period_search_idx" ON "period" USING gin ("search_text" erario_ext.gin_trgm_ops);