ALTER TABLE "reconciliation_match" DROP CONSTRAINT "reconciliation_match_id_bank_account_bank_account_id_fk";
--> statement-breakpoint
DROP INDEX "reconciliation_item_match_idx";--> statement-breakpoint
DROP INDEX "reconciliation_item_uq";--> statement-breakpoint
ALTER TABLE "reconciliation_match" ALTER COLUMN "id" SET CACHE 100;--> statement-breakpoint
ALTER TABLE "reconciliation_item" DROP COLUMN "id";--> statement-breakpoint
ALTER TABLE "reconciliation_item" ADD CONSTRAINT "reconciliation_item_pk" PRIMARY KEY("id_item","source");--> statement-breakpoint
ALTER TABLE "reconciliation_match" ADD COLUMN "sources" text[];--> statement-breakpoint
ALTER TABLE "reconciliation_match" ADD COLUMN "ids" integer[];--> statement-breakpoint
-- What each match joined, from the json it kept, in the same order on both arrays.
UPDATE "reconciliation_match" m SET "sources" = j.sources, "ids" = j.ids
  FROM (SELECT x.id, array_agg(e->>'source' ORDER BY o) AS sources, array_agg((e->>'id')::int ORDER BY o) AS ids
          FROM "reconciliation_match" x CROSS JOIN LATERAL jsonb_array_elements(x.items) WITH ORDINALITY AS t(e, o)
         GROUP BY x.id) j
 WHERE j.id = m.id;--> statement-breakpoint
UPDATE "reconciliation_match" SET "sources" = '{}', "ids" = '{}' WHERE "sources" IS NULL;--> statement-breakpoint
ALTER TABLE "reconciliation_match" ALTER COLUMN "sources" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "reconciliation_match" ALTER COLUMN "ids" SET NOT NULL;--> statement-breakpoint
-- The reason each rule saw is read from the items now (reasons.ts).
ALTER TABLE "reconciliation_match" DROP COLUMN "reason";--> statement-breakpoint
ALTER TABLE "reconciliation_match" DROP COLUMN "items";
