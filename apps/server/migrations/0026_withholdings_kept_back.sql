ALTER TABLE "budget_document" ADD COLUMN "amount_withheld" numeric(18, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "withholding" ADD COLUMN "id_voucher" integer;--> statement-breakpoint
CREATE INDEX "withholding_voucher_idx" ON "withholding" USING btree ("id_voucher");