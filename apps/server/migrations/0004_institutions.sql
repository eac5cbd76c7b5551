ALTER TABLE "client" DROP CONSTRAINT "client_fiscal_code_uq";--> statement-breakpoint
DROP INDEX "client_company_idx";--> statement-breakpoint
ALTER TABLE "client" ALTER COLUMN "address_client" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "client" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "client" ADD COLUMN "search_text" text GENERATED ALWAYS AS (erario_ext.search_text(coalesce("client_name"::text, '') || ' ' || coalesce("abbreviation_name"::text, '') || ' ' || coalesce("code_fiscal_information"::text, ''))) STORED;--> statement-breakpoint
CREATE INDEX "client_sort_idx" ON "client" USING btree ("client_name");--> statement-breakpoint
CREATE INDEX "client_id_company_idx" ON "client" USING btree ("id_company");--> statement-breakpoint
CREATE UNIQUE INDEX "client_code_fiscal_information_uq" ON "client" USING btree ("code_fiscal_information");--> statement-breakpoint
CREATE INDEX "client_search_idx" ON "client" USING gin ("search_text" erario_ext.gin_trgm_ops);