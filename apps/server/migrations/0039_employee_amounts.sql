CREATE TABLE "employee_amount" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "employee_amount_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_client" integer NOT NULL,
	"id_employee" integer NOT NULL,
	"id_concept" integer NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date,
	"note" text,
	"version" integer DEFAULT 0 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (erario_ext.search_text(coalesce("note"::text, ''))) STORED
);
--> statement-breakpoint
ALTER TABLE "employee_amount" ADD CONSTRAINT "employee_amount_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_amount" ADD CONSTRAINT "employee_amount_id_employee_employee_id_fk" FOREIGN KEY ("id_employee") REFERENCES "public"."employee"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_amount" ADD CONSTRAINT "employee_amount_id_concept_payroll_concept_id_fk" FOREIGN KEY ("id_concept") REFERENCES "public"."payroll_concept"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "employee_amount_client_idx" ON "employee_amount" USING btree ("id_client","from_date");--> statement-breakpoint
CREATE INDEX "employee_amount_id_employee_idx" ON "employee_amount" USING btree ("id_employee");--> statement-breakpoint
CREATE INDEX "employee_amount_id_concept_idx" ON "employee_amount" USING btree ("id_concept");--> statement-breakpoint
CREATE UNIQUE INDEX "employee_amount_id_employee_id_concept_from_date_uq" ON "employee_amount" USING btree ("id_client","id_employee","id_concept","from_date");--> statement-breakpoint
CREATE INDEX "employee_amount_search_idx" ON "employee_amount" USING gin ("search_text" erario_ext.gin_trgm_ops);