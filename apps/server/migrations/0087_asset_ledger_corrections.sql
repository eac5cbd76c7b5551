-- A reversal's ledger entries become Publicación 21's corrections, positive: what came in goes out as
-- 66 (corrección de incorporaciones), what went out comes back in as 17 (corrección de desincorporaciones).
-- Chosen by the reversal movement, not by the sign: an asset worth 0,00 was reversed with 0,00.
UPDATE "asset_ledger"
   SET "code" = CASE "direction" WHEN 'in' THEN '66' ELSE '17' END,
       "direction" = CASE "direction" WHEN 'in' THEN 'out' ELSE 'in' END,
       "amount" = -"amount"
 WHERE "id_movement" IN (SELECT "id" FROM "asset_movement" WHERE "id_reverses" IS NOT NULL);
