CREATE TABLE "vacation_entitlement" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vacation_entitlement_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_client" integer NOT NULL,
	"id_employee" integer NOT NULL,
	"id_run" integer NOT NULL,
	"anniversary" date NOT NULL,
	"service_years" integer NOT NULL,
	"days" numeric(6, 2) NOT NULL,
	"bonus" numeric(18, 2) NOT NULL,
	"enjoyed" numeric(6, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "vacation_entitlement_enjoyed_ck" CHECK ("vacation_entitlement"."enjoyed" >= 0 and "vacation_entitlement"."enjoyed" <= "vacation_entitlement"."days")
);
--> statement-breakpoint
CREATE TABLE "vacation_leave" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vacation_leave_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_entitlement" integer NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"return_date" date NOT NULL,
	"days" numeric(6, 2) NOT NULL,
	"note" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payroll_run" DROP CONSTRAINT "payroll_run_kind_ck";--> statement-breakpoint
ALTER TABLE "vacation_entitlement" ADD CONSTRAINT "vacation_entitlement_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacation_entitlement" ADD CONSTRAINT "vacation_entitlement_id_employee_employee_id_fk" FOREIGN KEY ("id_employee") REFERENCES "public"."employee"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacation_entitlement" ADD CONSTRAINT "vacation_entitlement_id_run_payroll_run_id_fk" FOREIGN KEY ("id_run") REFERENCES "public"."payroll_run"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacation_leave" ADD CONSTRAINT "vacation_leave_id_entitlement_vacation_entitlement_id_fk" FOREIGN KEY ("id_entitlement") REFERENCES "public"."vacation_entitlement"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vacation_entitlement_uq" ON "vacation_entitlement" USING btree ("id_employee","anniversary");--> statement-breakpoint
CREATE INDEX "vacation_entitlement_client_idx" ON "vacation_entitlement" USING btree ("id_client","anniversary");--> statement-breakpoint
CREATE INDEX "vacation_entitlement_run_idx" ON "vacation_entitlement" USING btree ("id_run");--> statement-breakpoint
CREATE INDEX "vacation_leave_entitlement_idx" ON "vacation_leave" USING btree ("id_entitlement");--> statement-breakpoint
ALTER TABLE "payroll_run" ADD CONSTRAINT "payroll_run_kind_ck" CHECK ("payroll_run"."run_kind" in ('ordinary', 'vacation', 'special'));