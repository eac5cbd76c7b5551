ALTER TABLE "reconciliation_match" ADD COLUMN "items" jsonb;--> statement-breakpoint
-- A match made before this migration records what its item rows say.
UPDATE "reconciliation_match" m SET "items" = coalesce((
  SELECT jsonb_agg(jsonb_build_object(
           'source', CASE WHEN i.id_bank_movement IS NOT NULL THEN 'movement'
                          WHEN i.id_statement_line IS NOT NULL THEN 'line' ELSE 'transit' END,
           'id', coalesce(i.id_bank_movement, i.id_statement_line, i.id_transit_operation)) ORDER BY i.id)
    FROM "reconciliation_item" i WHERE i.id_match = m.id), '[]'::jsonb);--> statement-breakpoint
ALTER TABLE "reconciliation_match" ALTER COLUMN "items" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "reconciliation_match" ADD COLUMN "undone_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reconciliation_match" ADD COLUMN "undone_by" integer;--> statement-breakpoint
-- The matches are a trail of their own, never deleted; their item rows derive from them.
DROP TRIGGER IF EXISTS "reconciliation_match_audit" ON "reconciliation_match";--> statement-breakpoint
DROP TRIGGER IF EXISTS "reconciliation_item_audit" ON "reconciliation_item";
