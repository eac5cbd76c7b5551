ALTER TABLE "employee_amount" ADD COLUMN "id_payee" integer;--> statement-breakpoint
ALTER TABLE "payroll_concept" ADD COLUMN "id_payee" integer;--> statement-breakpoint
ALTER TABLE "withholding" ADD COLUMN "id_payee" integer;--> statement-breakpoint
ALTER TABLE "employee_amount" ADD CONSTRAINT "employee_amount_id_payee_beneficiary_id_fk" FOREIGN KEY ("id_payee") REFERENCES "public"."beneficiary"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_concept" ADD CONSTRAINT "payroll_concept_id_payee_beneficiary_id_fk" FOREIGN KEY ("id_payee") REFERENCES "public"."beneficiary"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withholding" ADD CONSTRAINT "withholding_id_payee_beneficiary_id_fk" FOREIGN KEY ("id_payee") REFERENCES "public"."beneficiary"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "employee_amount_id_payee_idx" ON "employee_amount" USING btree ("id_payee");--> statement-breakpoint
CREATE INDEX "payroll_concept_id_payee_idx" ON "payroll_concept" USING btree ("id_payee");--> statement-breakpoint
CREATE INDEX "withholding_payee_idx" ON "withholding" USING btree ("id_client","id_payee","withheld_on") WHERE "withholding"."id_payee" is not null;