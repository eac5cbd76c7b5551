CREATE TABLE "islr_estimate" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "islr_estimate_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_client" integer NOT NULL,
	"id_employee" integer NOT NULL,
	"valid_from" date NOT NULL,
	"percent" numeric(18, 2) NOT NULL,
	"estimated_income" numeric(18, 2),
	"basis" text,
	"version" integer DEFAULT 0 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (erario_ext.search_text(coalesce("basis"::text, ''))) STORED
);
--> statement-breakpoint
ALTER TABLE "islr_estimate" ADD CONSTRAINT "islr_estimate_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "islr_estimate" ADD CONSTRAINT "islr_estimate_id_employee_employee_id_fk" FOREIGN KEY ("id_employee") REFERENCES "public"."employee"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "islr_estimate_client_idx" ON "islr_estimate" USING btree ("id_client","valid_from");--> statement-breakpoint
CREATE INDEX "islr_estimate_id_employee_idx" ON "islr_estimate" USING btree ("id_employee");--> statement-breakpoint
CREATE UNIQUE INDEX "islr_estimate_id_employee_valid_from_uq" ON "islr_estimate" USING btree ("id_client","id_employee","valid_from");--> statement-breakpoint
CREATE INDEX "islr_estimate_search_idx" ON "islr_estimate" USING gin ("search_text" erario_ext.gin_trgm_ops);