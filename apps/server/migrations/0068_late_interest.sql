CREATE TABLE "late_interest_rate" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "late_interest_rate_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_client" integer NOT NULL,
	"valid_from" date NOT NULL,
	"lending_rate" numeric(18, 2),
	"rate" numeric(18, 2) NOT NULL,
	"source" text,
	"version" integer DEFAULT 0 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (erario_ext.search_text(coalesce("source"::text, ''))) STORED
);
--> statement-breakpoint
ALTER TABLE "collection_concept" ADD COLUMN "payment_days" integer;--> statement-breakpoint
ALTER TABLE "late_interest_rate" ADD CONSTRAINT "late_interest_rate_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "late_interest_rate_client_idx" ON "late_interest_rate" USING btree ("id_client","valid_from");--> statement-breakpoint
CREATE UNIQUE INDEX "late_interest_rate_valid_from_uq" ON "late_interest_rate" USING btree ("id_client","valid_from");--> statement-breakpoint
CREATE INDEX "late_interest_rate_search_idx" ON "late_interest_rate" USING gin ("search_text" erario_ext.gin_trgm_ops);