CREATE TABLE "employment_certificate" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "employment_certificate_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_client" integer NOT NULL,
	"id_employee" integer NOT NULL,
	"name" text NOT NULL,
	"id_number" text NOT NULL,
	"cargo" text NOT NULL,
	"department" text NOT NULL,
	"hire_date" date NOT NULL,
	"termination_date" date,
	"monthly_salary" numeric(18, 2) NOT NULL,
	"normal_salary" numeric(18, 2),
	"normal_month" date,
	"issued_on" date NOT NULL,
	"stated" text NOT NULL,
	"verify_id" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_by" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "employment_certificate" ADD CONSTRAINT "employment_certificate_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employment_certificate" ADD CONSTRAINT "employment_certificate_id_employee_employee_id_fk" FOREIGN KEY ("id_employee") REFERENCES "public"."employee"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "employment_certificate_verify_uq" ON "employment_certificate" USING btree ("verify_id");--> statement-breakpoint
CREATE UNIQUE INDEX "employment_certificate_stated_uq" ON "employment_certificate" USING btree ("id_client","id_employee","issued_on","stated");