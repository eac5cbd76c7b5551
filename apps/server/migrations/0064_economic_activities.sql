CREATE TABLE "activity_rate" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activity_rate_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_client" integer NOT NULL,
	"id_economic_activity" integer NOT NULL,
	"valid_from" date NOT NULL,
	"rate" numeric(18, 2) NOT NULL,
	"minimum_units" numeric(18, 2) NOT NULL,
	"ordinance" text,
	"version" integer DEFAULT 0 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (erario_ext.search_text(coalesce("ordinance"::text, ''))) STORED
);
--> statement-breakpoint
CREATE TABLE "economic_activity" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "economic_activity_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_client" integer NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (erario_ext.search_text(coalesce("code"::text, '') || ' ' || coalesce("description"::text, ''))) STORED
);
--> statement-breakpoint
CREATE TABLE "patent_activity" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "patent_activity_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_client" integer NOT NULL,
	"id_patent" integer NOT NULL,
	"id_economic_activity" integer NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "patent" ADD COLUMN "expires_on" date;--> statement-breakpoint
ALTER TABLE "activity_rate" ADD CONSTRAINT "activity_rate_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_rate" ADD CONSTRAINT "activity_rate_id_economic_activity_economic_activity_id_fk" FOREIGN KEY ("id_economic_activity") REFERENCES "public"."economic_activity"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "economic_activity" ADD CONSTRAINT "economic_activity_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patent_activity" ADD CONSTRAINT "patent_activity_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patent_activity" ADD CONSTRAINT "patent_activity_id_patent_patent_id_fk" FOREIGN KEY ("id_patent") REFERENCES "public"."patent"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patent_activity" ADD CONSTRAINT "patent_activity_id_economic_activity_economic_activity_id_fk" FOREIGN KEY ("id_economic_activity") REFERENCES "public"."economic_activity"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_rate_client_idx" ON "activity_rate" USING btree ("id_client","valid_from");--> statement-breakpoint
CREATE INDEX "activity_rate_id_economic_activity_idx" ON "activity_rate" USING btree ("id_economic_activity");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_rate_id_economic_activity_valid_from_uq" ON "activity_rate" USING btree ("id_client","id_economic_activity","valid_from");--> statement-breakpoint
CREATE INDEX "activity_rate_search_idx" ON "activity_rate" USING gin ("search_text" erario_ext.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "economic_activity_client_idx" ON "economic_activity" USING btree ("id_client","code");--> statement-breakpoint
CREATE UNIQUE INDEX "economic_activity_code_uq" ON "economic_activity" USING btree ("id_client","code");--> statement-breakpoint
CREATE INDEX "economic_activity_search_idx" ON "economic_activity" USING gin ("search_text" erario_ext.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "patent_activity_client_idx" ON "patent_activity" USING btree ("id_client","id_economic_activity");--> statement-breakpoint
CREATE INDEX "patent_activity_id_patent_idx" ON "patent_activity" USING btree ("id_patent");--> statement-breakpoint
CREATE INDEX "patent_activity_id_economic_activity_idx" ON "patent_activity" USING btree ("id_economic_activity");--> statement-breakpoint
CREATE UNIQUE INDEX "patent_activity_id_patent_id_economic_activity_uq" ON "patent_activity" USING btree ("id_client","id_patent","id_economic_activity");