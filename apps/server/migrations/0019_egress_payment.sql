ALTER TABLE "budget_document" ADD COLUMN "id_bank_account" integer;--> statement-breakpoint
ALTER TABLE "budget_document" ADD COLUMN "payment_method" text;--> statement-breakpoint
ALTER TABLE "budget_document" ADD COLUMN "payment_reference" text;--> statement-breakpoint
ALTER TABLE "budget_document" ADD COLUMN "id_bank_movement" integer;--> statement-breakpoint
ALTER TABLE "budget_document" ADD CONSTRAINT "budget_document_id_bank_account_bank_account_id_fk" FOREIGN KEY ("id_bank_account") REFERENCES "public"."bank_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "budget_document_bank_account_idx" ON "budget_document" USING btree ("id_bank_account");--> statement-breakpoint
CREATE INDEX "budget_document_bank_movement_idx" ON "budget_document" USING btree ("id_bank_movement");--> statement-breakpoint
ALTER TABLE "budget_document" ADD CONSTRAINT "budget_document_payment_method_ck" CHECK ("budget_document"."payment_method" is null or "budget_document"."payment_method" in ('cheque', 'transfer'));