CREATE TABLE "budget_debt" (
	"id" integer PRIMARY KEY NOT NULL,
	"id_client" integer NOT NULL,
	"id_period" integer NOT NULL,
	"debt" smallint NOT NULL,
	"date_order" date NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"drawn" numeric(18, 2) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "budget_debt" ADD CONSTRAINT "budget_debt_id_budget_document_id_fk" FOREIGN KEY ("id") REFERENCES "public"."budget_document"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_debt" ADD CONSTRAINT "budget_debt_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_debt" ADD CONSTRAINT "budget_debt_id_period_period_id_fk" FOREIGN KEY ("id_period") REFERENCES "public"."period"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "budget_debt_order_idx" ON "budget_debt" USING btree ("id_client","id_period","debt","date_order","id");--> statement-breakpoint
-- The debts of the documents `ids`, computed from them and from what posted documents of their period
-- drew on them, written over what was kept: a commitment (type 8) owes what it committed and was not
-- caused, a causación (type 9) what it caused and was not ordered paid (document type ids are their
-- codes). A document in force only; nothing pending, no row.
CREATE FUNCTION budget_debt_of(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN RETURN; END IF;
  -- Whoever draws on a document locks it first (the posting's checkSources): so does this, in id order,
  -- so two transactions never write one debt from two snapshots.
  PERFORM 1 FROM budget_document WHERE id = ANY(ids) ORDER BY id FOR UPDATE;
  DELETE FROM budget_debt WHERE id = ANY(ids);
  INSERT INTO budget_debt (id, id_client, id_period, debt, date_order, amount, drawn)
  SELECT d.id, d.id_client, d.id_period, k.debt, d.date_order, k.amount, u.used
    FROM budget_document d
   CROSS JOIN LATERAL (SELECT CASE d.id_document_type WHEN 8 THEN 1 WHEN 9 THEN 2 END AS debt,
                              CASE d.id_document_type WHEN 8 THEN d.total_committed ELSE d.total_caused END AS amount) k
   CROSS JOIN LATERAL (SELECT coalesce(sum(ds.amount), 0) AS used
                         FROM budget_document_source ds
                         JOIN budget_document c ON c.id = ds.id_document AND c.status = 'posted'
                        WHERE ds.id_document_source = d.id AND c.id_period = d.id_period) u
   WHERE d.id = ANY(ids) AND d.status = 'posted' AND d.id_reverses IS NULL AND k.debt IS NOT NULL
     AND k.amount > u.used;
END $$;
--> statement-breakpoint
-- A document posted, annulled or moved: its own debt and those of the documents it draws on.
CREATE FUNCTION budget_debt_follow_document() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM budget_debt_of(ARRAY[NEW.id] || ARRAY(
    SELECT id_document_source FROM budget_document_source
     WHERE id_document = NEW.id AND id_document_source IS NOT NULL));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER budget_debt_after_insert AFTER INSERT ON budget_document
  FOR EACH ROW WHEN (NEW.status <> 'draft') EXECUTE FUNCTION budget_debt_follow_document();
--> statement-breakpoint
CREATE TRIGGER budget_debt_after_update
  AFTER UPDATE OF status, id_reverses, id_document_type, id_period, date_order, total_committed, total_caused
  ON budget_document FOR EACH ROW EXECUTE FUNCTION budget_debt_follow_document();
--> statement-breakpoint
-- A source drawn on or no longer: the debt of the document drawn on.
CREATE FUNCTION budget_debt_follow_source() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM budget_debt_of(ARRAY(SELECT DISTINCT id_document_source FROM new_rows WHERE id_document_source IS NOT NULL));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM budget_debt_of(ARRAY(
      SELECT id_document_source FROM new_rows WHERE id_document_source IS NOT NULL
      UNION SELECT id_document_source FROM old_rows WHERE id_document_source IS NOT NULL));
  ELSE
    PERFORM budget_debt_of(ARRAY(SELECT DISTINCT id_document_source FROM old_rows WHERE id_document_source IS NOT NULL));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER budget_debt_after_source_insert AFTER INSERT ON budget_document_source
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION budget_debt_follow_source();
--> statement-breakpoint
CREATE TRIGGER budget_debt_after_source_update AFTER UPDATE ON budget_document_source
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION budget_debt_follow_source();
--> statement-breakpoint
CREATE TRIGGER budget_debt_after_source_delete AFTER DELETE ON budget_document_source
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION budget_debt_follow_source();
--> statement-breakpoint
-- The debts of the documents already posted.
SELECT budget_debt_of(ARRAY(SELECT id FROM budget_document WHERE status = 'posted' AND id_document_type IN (8, 9)));
