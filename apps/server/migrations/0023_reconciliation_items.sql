-- A match's items by source and id, one unique index over both, no foreign keys (see the schema).
ALTER TABLE "reconciliation_item" DROP CONSTRAINT "reconciliation_item_one_ck";--> statement-breakpoint
ALTER TABLE "reconciliation_item" DROP CONSTRAINT "reconciliation_item_id_client_client_id_fk";--> statement-breakpoint
ALTER TABLE "reconciliation_item" DROP CONSTRAINT "reconciliation_item_id_match_reconciliation_match_id_fk";--> statement-breakpoint
ALTER TABLE "reconciliation_item" DROP CONSTRAINT "reconciliation_item_id_bank_movement_bank_movement_id_fk";--> statement-breakpoint
ALTER TABLE "reconciliation_item" DROP CONSTRAINT "reconciliation_item_id_statement_line_bank_statement_line_id_fk";--> statement-breakpoint
ALTER TABLE "reconciliation_item" DROP CONSTRAINT "reconciliation_item_id_transit_operation_transit_operation_id_fk";--> statement-breakpoint
DROP INDEX "reconciliation_item_movement_uq";--> statement-breakpoint
DROP INDEX "reconciliation_item_line_uq";--> statement-breakpoint
DROP INDEX "reconciliation_item_transit_uq";--> statement-breakpoint
ALTER TABLE "reconciliation_item" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "reconciliation_item" ADD COLUMN "id_item" integer;--> statement-breakpoint
UPDATE "reconciliation_item"
   SET "source" = CASE WHEN "id_bank_movement" IS NOT NULL THEN 'movement'
                       WHEN "id_statement_line" IS NOT NULL THEN 'line' ELSE 'transit' END,
       "id_item" = coalesce("id_bank_movement", "id_statement_line", "id_transit_operation");--> statement-breakpoint
ALTER TABLE "reconciliation_item" ALTER COLUMN "source" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "reconciliation_item" ALTER COLUMN "id_item" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "reconciliation_item_uq" ON "reconciliation_item" USING btree ("source","id_item");--> statement-breakpoint
ALTER TABLE "reconciliation_item" DROP COLUMN "id_client";--> statement-breakpoint
ALTER TABLE "reconciliation_item" DROP COLUMN "id_bank_movement";--> statement-breakpoint
ALTER TABLE "reconciliation_item" DROP COLUMN "id_statement_line";--> statement-breakpoint
ALTER TABLE "reconciliation_item" DROP COLUMN "id_transit_operation";--> statement-breakpoint
ALTER TABLE "reconciliation_item" ADD CONSTRAINT "reconciliation_item_source_ck" CHECK ("reconciliation_item"."source" in ('movement', 'line', 'transit'));
