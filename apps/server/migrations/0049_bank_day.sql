CREATE TABLE "bank_day" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bank_day_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_client" integer NOT NULL,
	"id_period" integer NOT NULL,
	"id_bank_account" integer NOT NULL,
	"day" date NOT NULL,
	"inflow" numeric(18, 2) DEFAULT '0' NOT NULL,
	"outflow" numeric(18, 2) DEFAULT '0' NOT NULL,
	"movements" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bank_day" ADD CONSTRAINT "bank_day_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_day" ADD CONSTRAINT "bank_day_id_period_period_id_fk" FOREIGN KEY ("id_period") REFERENCES "public"."period"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_day" ADD CONSTRAINT "bank_day_id_bank_account_bank_account_id_fk" FOREIGN KEY ("id_bank_account") REFERENCES "public"."bank_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_day_uq" ON "bank_day" USING btree ("id_client","id_period","id_bank_account","day");--> statement-breakpoint
-- The days of the movements already posted: annulled ones and their reversals both, as the book shows them.
INSERT INTO "bank_day" ("id_client", "id_period", "id_bank_account", "day", "inflow", "outflow", "movements")
SELECT m.id_client, m.id_period, m.id_bank_account, m.movement_date,
       coalesce(sum(s.signed) filter (where s.signed > 0), 0),
       coalesce(-sum(s.signed) filter (where s.signed < 0), 0),
       count(*)
  FROM "bank_movement" m
 CROSS JOIN LATERAL (SELECT CASE WHEN m.id_kind IN (1, 2, 4, 5) THEN -m.amount ELSE m.amount END AS signed) s
 WHERE m.status <> 'draft'
 GROUP BY m.id_client, m.id_period, m.id_bank_account, m.movement_date;
--> statement-breakpoint
-- bank_day follows bank_movement on every path that writes it (a posting, a reversal, an import, a
-- bulk load): once per statement, adding what its rows put into the book and taking away what they
-- took out, by account and day. A draft is not in the book; an annulled movement and its reversal
-- both are. Out kinds (cheque, transfer, withdrawal, debit note) are MOVEMENT_KINDS' `out`.
CREATE FUNCTION bank_day_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO bank_day AS d (id_client, id_period, id_bank_account, day, inflow, outflow, movements)
    SELECT id_client, id_period, id_bank_account, day, sum(inflow), sum(outflow), sum(movements)
      FROM (SELECT n.id_client, n.id_period, n.id_bank_account, n.movement_date AS day,
                   greatest(s.signed, 0) AS inflow, greatest(-s.signed, 0) AS outflow, 1 AS movements
              FROM new_rows n
             CROSS JOIN LATERAL (SELECT CASE WHEN n.id_kind IN (1, 2, 4, 5) THEN -n.amount ELSE n.amount END AS signed) s
             WHERE n.status <> 'draft') x
     GROUP BY id_client, id_period, id_bank_account, day
    ON CONFLICT (id_client, id_period, id_bank_account, day) DO UPDATE
       SET inflow = d.inflow + excluded.inflow, outflow = d.outflow + excluded.outflow,
           movements = d.movements + excluded.movements;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO bank_day AS d (id_client, id_period, id_bank_account, day, inflow, outflow, movements)
    SELECT id_client, id_period, id_bank_account, day, sum(inflow), sum(outflow), sum(movements)
      FROM (SELECT n.id_client, n.id_period, n.id_bank_account, n.movement_date AS day,
                   greatest(s.signed, 0) AS inflow, greatest(-s.signed, 0) AS outflow, 1 AS movements
              FROM new_rows n
             CROSS JOIN LATERAL (SELECT CASE WHEN n.id_kind IN (1, 2, 4, 5) THEN -n.amount ELSE n.amount END AS signed) s
             WHERE n.status <> 'draft'
            UNION ALL
            SELECT o.id_client, o.id_period, o.id_bank_account, o.movement_date,
                   -greatest(s.signed, 0), -greatest(-s.signed, 0), -1
              FROM old_rows o
             CROSS JOIN LATERAL (SELECT CASE WHEN o.id_kind IN (1, 2, 4, 5) THEN -o.amount ELSE o.amount END AS signed) s
             WHERE o.status <> 'draft') x
     GROUP BY id_client, id_period, id_bank_account, day
    -- An update that leaves the book as it was (a posted row's version, an annulment's mark) writes nothing.
    HAVING sum(inflow) <> 0 OR sum(outflow) <> 0 OR sum(movements) <> 0
    ON CONFLICT (id_client, id_period, id_bank_account, day) DO UPDATE
       SET inflow = d.inflow + excluded.inflow, outflow = d.outflow + excluded.outflow,
           movements = d.movements + excluded.movements;
  ELSE
    INSERT INTO bank_day AS d (id_client, id_period, id_bank_account, day, inflow, outflow, movements)
    SELECT id_client, id_period, id_bank_account, day, sum(inflow), sum(outflow), sum(movements)
      FROM (SELECT o.id_client, o.id_period, o.id_bank_account, o.movement_date AS day,
                   -greatest(s.signed, 0) AS inflow, -greatest(-s.signed, 0) AS outflow, -1 AS movements
              FROM old_rows o
             CROSS JOIN LATERAL (SELECT CASE WHEN o.id_kind IN (1, 2, 4, 5) THEN -o.amount ELSE o.amount END AS signed) s
             WHERE o.status <> 'draft') x
     GROUP BY id_client, id_period, id_bank_account, day
    ON CONFLICT (id_client, id_period, id_bank_account, day) DO UPDATE
       SET inflow = d.inflow + excluded.inflow, outflow = d.outflow + excluded.outflow,
           movements = d.movements + excluded.movements;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER bank_day_after_insert AFTER INSERT ON bank_movement
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bank_day_follow();
--> statement-breakpoint
CREATE TRIGGER bank_day_after_update AFTER UPDATE ON bank_movement
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bank_day_follow();
--> statement-breakpoint
CREATE TRIGGER bank_day_after_delete AFTER DELETE ON bank_movement
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bank_day_follow();
