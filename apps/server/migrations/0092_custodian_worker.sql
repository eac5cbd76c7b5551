ALTER TABLE "asset" ADD COLUMN "id_custodian_worker" integer;--> statement-breakpoint
ALTER TABLE "asset_movement" ADD COLUMN "id_custodian_worker_to" integer;--> statement-breakpoint
ALTER TABLE "asset_movement_line" ADD COLUMN "id_worker_from" integer;--> statement-breakpoint
ALTER TABLE "asset_movement_line" ADD COLUMN "id_worker_to" integer;--> statement-breakpoint
ALTER TABLE "asset" ADD CONSTRAINT "asset_id_custodian_worker_employee_id_fk" FOREIGN KEY ("id_custodian_worker") REFERENCES "public"."employee"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_movement" ADD CONSTRAINT "asset_movement_id_custodian_worker_to_employee_id_fk" FOREIGN KEY ("id_custodian_worker_to") REFERENCES "public"."employee"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "asset_custodian_worker_idx" ON "asset" USING btree ("id_custodian_worker");--> statement-breakpoint
CREATE INDEX "asset_movement_custodian_worker_idx" ON "asset_movement" USING btree ("id_custodian_worker_to");--> statement-breakpoint
ALTER TABLE "asset" ADD CONSTRAINT "asset_one_custodian_ck" CHECK ("asset"."id_custodian" is null or "asset"."id_custodian_worker" is null);--> statement-breakpoint
ALTER TABLE "asset_movement" ADD CONSTRAINT "asset_movement_one_custodian_ck" CHECK ("asset_movement"."id_custodian_to" is null or "asset_movement"."id_custodian_worker_to" is null);