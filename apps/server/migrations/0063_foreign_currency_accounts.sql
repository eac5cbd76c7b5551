ALTER TABLE "bank_movement" DROP CONSTRAINT "bank_movement_kind_ck";--> statement-breakpoint
ALTER TABLE "bank_movement" ADD COLUMN "id_to_account" integer;--> statement-breakpoint
ALTER TABLE "bank_movement" ADD COLUMN "to_amount" numeric(18, 2);--> statement-breakpoint
ALTER TABLE "bank_movement" ADD COLUMN "rate" numeric(18, 8);--> statement-breakpoint
ALTER TABLE "bank_movement" ADD COLUMN "bcv_rate" numeric(18, 8);--> statement-breakpoint
ALTER TABLE "bank_movement" ADD COLUMN "bcv_valid_from" date;--> statement-breakpoint
ALTER TABLE "bank_movement" ADD CONSTRAINT "bank_movement_id_to_account_bank_account_id_fk" FOREIGN KEY ("id_to_account") REFERENCES "public"."bank_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_movement_to_account_idx" ON "bank_movement" USING btree ("id_to_account");--> statement-breakpoint
ALTER TABLE "bank_movement" ADD CONSTRAINT "bank_movement_to_account_ck" CHECK ("bank_movement"."id_to_account" is null or ("bank_movement"."id_kind" = 2 and "bank_movement"."id_to_account" <> "bank_movement"."id_bank_account"));--> statement-breakpoint
ALTER TABLE "bank_movement" ADD CONSTRAINT "bank_movement_kind_ck" CHECK ("bank_movement"."id_kind" between 1 and 7);