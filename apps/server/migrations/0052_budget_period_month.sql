CREATE TABLE "budget_beneficiary_month" (
	"id_client" integer NOT NULL,
	"id_period" integer NOT NULL,
	"year" smallint NOT NULL,
	"month" smallint NOT NULL,
	"id_beneficiary" integer NOT NULL,
	"documents" integer DEFAULT 0 NOT NULL,
	"lines" integer DEFAULT 0 NOT NULL,
	"committed" numeric(18, 2) DEFAULT '0' NOT NULL,
	"caused" numeric(18, 2) DEFAULT '0' NOT NULL,
	"paid" numeric(18, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "budget_beneficiary_month_id_client_id_period_year_month_id_beneficiary_pk" PRIMARY KEY("id_client","id_period","year","month","id_beneficiary")
);
--> statement-breakpoint
CREATE TABLE "budget_period_month" (
	"id_client" integer NOT NULL,
	"id_period" integer NOT NULL,
	"year" smallint NOT NULL,
	"month" smallint NOT NULL,
	"aditional" numeric(18, 2) DEFAULT '0' NOT NULL,
	"decrease" numeric(18, 2) DEFAULT '0' NOT NULL,
	"committed" numeric(18, 2) DEFAULT '0' NOT NULL,
	"caused" numeric(18, 2) DEFAULT '0' NOT NULL,
	"paid" numeric(18, 2) DEFAULT '0' NOT NULL,
	"lines" integer DEFAULT 0 NOT NULL,
	"in_force" integer DEFAULT 0 NOT NULL,
	"amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"bill_base" numeric(18, 2) DEFAULT '0' NOT NULL,
	"bill_iva" numeric(18, 2) DEFAULT '0' NOT NULL,
	"bill_retention" numeric(18, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "budget_period_month_id_client_id_period_year_month_pk" PRIMARY KEY("id_client","id_period","year","month")
);
--> statement-breakpoint
ALTER TABLE "budget_beneficiary_month" ADD CONSTRAINT "budget_beneficiary_month_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_beneficiary_month" ADD CONSTRAINT "budget_beneficiary_month_id_period_period_id_fk" FOREIGN KEY ("id_period") REFERENCES "public"."period"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_beneficiary_month" ADD CONSTRAINT "budget_beneficiary_month_id_beneficiary_beneficiary_id_fk" FOREIGN KEY ("id_beneficiary") REFERENCES "public"."beneficiary"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_period_month" ADD CONSTRAINT "budget_period_month_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_period_month" ADD CONSTRAINT "budget_period_month_id_period_period_id_fk" FOREIGN KEY ("id_period") REFERENCES "public"."period"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
-- What a change of an account's month adds to its period's month. Deferred to the commit: the period's
-- row is shared by every posting of the month, and is held only while the posting commits.
CREATE FUNCTION budget_period_month_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO budget_period_month AS p (id_client, id_period, year, month, aditional, decrease, committed, caused, paid)
    VALUES (OLD.id_client, OLD.id_period, OLD.year, OLD.month, -OLD.aditional, -OLD.decrease, -OLD.committed, -OLD.caused, -OLD.paid)
    ON CONFLICT (id_client, id_period, year, month) DO UPDATE
       SET aditional = p.aditional + excluded.aditional, decrease = p.decrease + excluded.decrease,
           committed = p.committed + excluded.committed, caused = p.caused + excluded.caused, paid = p.paid + excluded.paid;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO budget_period_month AS p (id_client, id_period, year, month, aditional, decrease, committed, caused, paid)
    VALUES (NEW.id_client, NEW.id_period, NEW.year, NEW.month, NEW.aditional, NEW.decrease, NEW.committed, NEW.caused, NEW.paid)
    ON CONFLICT (id_client, id_period, year, month) DO UPDATE
       SET aditional = p.aditional + excluded.aditional, decrease = p.decrease + excluded.decrease,
           committed = p.committed + excluded.committed, caused = p.caused + excluded.caused, paid = p.paid + excluded.paid;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER budget_period_month_follow AFTER INSERT OR UPDATE OR DELETE ON budget_balance_month
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION budget_period_month_follow();
--> statement-breakpoint
-- The months already kept.
INSERT INTO budget_period_month (id_client, id_period, year, month, aditional, decrease, committed, caused, paid)
SELECT id_client, id_period, year, month, sum(aditional), sum(decrease), sum(committed), sum(caused), sum(paid)
  FROM budget_balance_month GROUP BY id_client, id_period, year, month;
--> statement-breakpoint
-- What a change of a document adds to the month of its date: its lines while it is in the books (posted,
-- annulled or a reversal; none as a draft), and while in force (posted, not a reversal) one document, its
-- amount and its bills. Every event adds its new image less its old one, so a document written in several
-- statements adds up to what it ends as; its bills are read as they are at the commit (a document's bills
-- change only while it is a draft, which adds nothing).
CREATE FUNCTION budget_period_document_add(d budget_document, direction integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  in_force boolean := d.status = 'posted' AND d.id_reverses IS NULL;
  bills record;
BEGIN
  IF d.status = 'draft' THEN RETURN; END IF;
  SELECT coalesce(sum(amount_base), 0) AS base, coalesce(sum(amount_tax_iva), 0) AS iva,
         coalesce(sum(retention_iva), 0) AS retention
    INTO bills FROM budget_bill WHERE in_force AND id_document = d.id;
  INSERT INTO budget_period_month AS p (id_client, id_period, year, month, lines, in_force, amount, bill_base, bill_iva, bill_retention)
  VALUES (d.id_client, d.id_period, extract(year FROM d.date_order), extract(month FROM d.date_order),
          direction * d.line_count, CASE WHEN in_force THEN direction ELSE 0 END,
          CASE WHEN in_force THEN direction * coalesce(d.amount, 0) ELSE 0 END,
          direction * bills.base, direction * bills.iva, direction * bills.retention)
  ON CONFLICT (id_client, id_period, year, month) DO UPDATE
     SET lines = p.lines + excluded.lines, in_force = p.in_force + excluded.in_force,
         amount = p.amount + excluded.amount, bill_base = p.bill_base + excluded.bill_base,
         bill_iva = p.bill_iva + excluded.bill_iva, bill_retention = p.bill_retention + excluded.bill_retention;
END $$;
--> statement-breakpoint
CREATE FUNCTION budget_period_documents_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM budget_period_document_add(OLD, -1); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM budget_period_document_add(NEW, 1); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER budget_period_documents_follow
  AFTER INSERT OR DELETE OR UPDATE OF status, id_reverses, line_count, amount, date_order, id_period ON budget_document
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION budget_period_documents_follow();
--> statement-breakpoint
-- The documents already in the books.
INSERT INTO budget_period_month AS p (id_client, id_period, year, month, lines, in_force, amount, bill_base, bill_iva, bill_retention)
SELECT d.id_client, d.id_period, extract(year FROM d.date_order), extract(month FROM d.date_order), sum(d.line_count),
       count(*) FILTER (WHERE f.yes), coalesce(sum(coalesce(d.amount, 0)) FILTER (WHERE f.yes), 0),
       coalesce(sum(b.base) FILTER (WHERE f.yes), 0), coalesce(sum(b.iva) FILTER (WHERE f.yes), 0),
       coalesce(sum(b.retention) FILTER (WHERE f.yes), 0)
  FROM budget_document d
 CROSS JOIN LATERAL (SELECT d.status = 'posted' AND d.id_reverses IS NULL AS yes) f
  LEFT JOIN LATERAL (SELECT sum(amount_base) AS base, sum(amount_tax_iva) AS iva, sum(retention_iva) AS retention
                       FROM budget_bill WHERE id_document = d.id) b ON true
 WHERE d.status <> 'draft'
 GROUP BY 1, 2, 3, 4
ON CONFLICT (id_client, id_period, year, month) DO UPDATE
   SET lines = p.lines + excluded.lines, in_force = p.in_force + excluded.in_force, amount = p.amount + excluded.amount,
       bill_base = p.bill_base + excluded.bill_base, bill_iva = p.bill_iva + excluded.bill_iva,
       bill_retention = p.bill_retention + excluded.bill_retention;

--> statement-breakpoint
-- What a change of a document adds to its beneficiary's month: while in the books (posted, annulled or a
-- reversal) its lines and moments, and one document if it is in force with lines. Every event adds its
-- new image less its old one, so a document written in several statements adds up to what it ends as.
-- Deferred to the commit, like the period's months.
CREATE FUNCTION budget_beneficiary_month_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status <> 'draft' AND OLD.id_beneficiary IS NOT NULL THEN
    INSERT INTO budget_beneficiary_month AS b (id_client, id_period, year, month, id_beneficiary, documents, lines, committed, caused, paid)
    VALUES (OLD.id_client, OLD.id_period, extract(year FROM OLD.date_order), extract(month FROM OLD.date_order), OLD.id_beneficiary,
            -(OLD.status = 'posted' AND OLD.id_reverses IS NULL AND OLD.line_count > 0)::int, -OLD.line_count,
            -OLD.total_committed, -OLD.total_caused, -OLD.total_paid)
    ON CONFLICT (id_client, id_period, year, month, id_beneficiary) DO UPDATE
       SET documents = b.documents + excluded.documents, lines = b.lines + excluded.lines,
           committed = b.committed + excluded.committed, caused = b.caused + excluded.caused, paid = b.paid + excluded.paid;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status <> 'draft' AND NEW.id_beneficiary IS NOT NULL THEN
    INSERT INTO budget_beneficiary_month AS b (id_client, id_period, year, month, id_beneficiary, documents, lines, committed, caused, paid)
    VALUES (NEW.id_client, NEW.id_period, extract(year FROM NEW.date_order), extract(month FROM NEW.date_order), NEW.id_beneficiary,
            (NEW.status = 'posted' AND NEW.id_reverses IS NULL AND NEW.line_count > 0)::int, NEW.line_count,
            NEW.total_committed, NEW.total_caused, NEW.total_paid)
    ON CONFLICT (id_client, id_period, year, month, id_beneficiary) DO UPDATE
       SET documents = b.documents + excluded.documents, lines = b.lines + excluded.lines,
           committed = b.committed + excluded.committed, caused = b.caused + excluded.caused, paid = b.paid + excluded.paid;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER budget_beneficiary_month_follow
  AFTER INSERT OR DELETE OR UPDATE OF status, id_reverses, line_count, total_committed, total_caused, total_paid,
                                     date_order, id_period, id_beneficiary ON budget_document
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION budget_beneficiary_month_follow();
--> statement-breakpoint
-- The documents already in the books.
INSERT INTO budget_beneficiary_month (id_client, id_period, year, month, id_beneficiary, documents, lines, committed, caused, paid)
SELECT id_client, id_period, extract(year FROM date_order), extract(month FROM date_order), id_beneficiary,
       count(*) FILTER (WHERE status = 'posted' AND id_reverses IS NULL AND line_count > 0), sum(line_count),
       sum(total_committed), sum(total_caused), sum(total_paid)
  FROM budget_document WHERE status <> 'draft' AND id_beneficiary IS NOT NULL
 GROUP BY 1, 2, 3, 4, 5;
