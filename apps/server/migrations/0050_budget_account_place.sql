CREATE TABLE "budget_account_place" (
	"id" integer PRIMARY KEY NOT NULL,
	"id_client" integer NOT NULL,
	"id_period" integer NOT NULL,
	"account_code" text COLLATE "C" NOT NULL,
	"structure" text COLLATE "C" NOT NULL,
	"code" text COLLATE "C" NOT NULL,
	"id_level1" integer NOT NULL,
	"id_level2" integer NOT NULL,
	"id_level3" integer NOT NULL,
	"id_level4" integer NOT NULL,
	"id_level5" integer NOT NULL,
	"id_level6" integer NOT NULL,
	"id_level7" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "budget_account_place" ADD CONSTRAINT "budget_account_place_id_budget_specific_id_fk" FOREIGN KEY ("id") REFERENCES "public"."budget_specific"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_account_place" ADD CONSTRAINT "budget_account_place_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_account_place" ADD CONSTRAINT "budget_account_place_id_period_period_id_fk" FOREIGN KEY ("id_period") REFERENCES "public"."period"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "budget_account_place_code_idx" ON "budget_account_place" USING btree ("id_client","id_period","code");--> statement-breakpoint
CREATE INDEX "budget_account_place_partida_idx" ON "budget_account_place" USING btree ("id_client","id_period","account_code");--> statement-breakpoint
CREATE INDEX "budget_document_type_date_idx" ON "budget_document" USING btree ("id_client","id_period","id_document_type","date_order","id");
--> statement-breakpoint
-- The place of the accounts named by `ids`, computed up their levels: `level` 0 names accounts, 1 to 7
-- name the level above them (every account under it). Written over what was kept.
CREATE FUNCTION budget_account_place_of(level integer, ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN RETURN; END IF;
  EXECUTE format($q$
    INSERT INTO budget_account_place AS p (id, id_client, id_period, account_code, structure, code, id_level1, id_level2, id_level3, id_level4, id_level5, id_level6, id_level7)
    SELECT s.id, s.id_client, l1.id_period, s.account_code, st.structure, st.structure || ' ' || s.account_code, l1.id, l2.id, l3.id, l4.id, l5.id, l6.id, l7.id
      FROM budget_specific s
      JOIN budget_level7 l7 ON l7.id = s.id_level7
      JOIN budget_level6 l6 ON l6.id = l7.id_level6
      JOIN budget_level5 l5 ON l5.id = l6.id_level5
      JOIN budget_level4 l4 ON l4.id = l5.id_level4
      JOIN budget_level3 l3 ON l3.id = l4.id_level3
      JOIN budget_level2 l2 ON l2.id = l3.id_level2
      JOIN budget_level1 l1 ON l1.id = l2.id_level1
     CROSS JOIN LATERAL (SELECT l1.code || '.' || l2.code || '.' || l3.code || '.' || l4.code || '.' || l5.code || '.' || l6.code || '.' || l7.code AS structure) st
     WHERE %s = ANY($1)
    ON CONFLICT (id) DO UPDATE SET id_client = excluded.id_client, id_period = excluded.id_period, account_code = excluded.account_code, structure = excluded.structure, code = excluded.code, id_level1 = excluded.id_level1, id_level2 = excluded.id_level2, id_level3 = excluded.id_level3, id_level4 = excluded.id_level4, id_level5 = excluded.id_level5, id_level6 = excluded.id_level6, id_level7 = excluded.id_level7
  $q$, CASE level WHEN 0 THEN 's.id' ELSE 'l' || level || '.id' END) USING ids;
END $$;
--> statement-breakpoint
-- Follows the accounts (TG_ARGV[0] = 0) and each level (1 to 7) on every path that writes them: a
-- new or moved account, a level's new code or parent. Deleting an account deletes its place (the key's
-- cascade); a level with accounts beneath cannot be deleted.
CREATE FUNCTION budget_account_place_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM budget_account_place_of(TG_ARGV[0]::integer, (SELECT array_agg(id) FROM new_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER budget_account_place_after_insert AFTER INSERT ON budget_specific
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION budget_account_place_follow('0');
--> statement-breakpoint
CREATE TRIGGER budget_account_place_after_update AFTER UPDATE ON budget_specific
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION budget_account_place_follow('0');
--> statement-breakpoint
CREATE TRIGGER budget_account_place_after_update AFTER UPDATE ON budget_level1
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION budget_account_place_follow('1');
--> statement-breakpoint
CREATE TRIGGER budget_account_place_after_update AFTER UPDATE ON budget_level2
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION budget_account_place_follow('2');
--> statement-breakpoint
CREATE TRIGGER budget_account_place_after_update AFTER UPDATE ON budget_level3
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION budget_account_place_follow('3');
--> statement-breakpoint
CREATE TRIGGER budget_account_place_after_update AFTER UPDATE ON budget_level4
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION budget_account_place_follow('4');
--> statement-breakpoint
CREATE TRIGGER budget_account_place_after_update AFTER UPDATE ON budget_level5
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION budget_account_place_follow('5');
--> statement-breakpoint
CREATE TRIGGER budget_account_place_after_update AFTER UPDATE ON budget_level6
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION budget_account_place_follow('6');
--> statement-breakpoint
CREATE TRIGGER budget_account_place_after_update AFTER UPDATE ON budget_level7
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION budget_account_place_follow('7');
--> statement-breakpoint
-- The accounts that exist.
SELECT budget_account_place_of(0, ARRAY(SELECT id FROM budget_specific));
--> statement-breakpoint
-- The view reads the kept place: one join by key instead of seven levels (its columns as before).
DROP VIEW budget_account;
--> statement-breakpoint
CREATE VIEW budget_account AS
SELECT s.id, s.id_client, p.id_period, p.account_code, s.description, s.initial_amount, s.id_funding_source,
       p.structure, p.code, p.id_level1, p.id_level2, p.id_level3, p.id_level4, p.id_level5, p.id_level6, p.id_level7
  FROM budget_specific s
  JOIN budget_account_place p ON p.id = s.id;
