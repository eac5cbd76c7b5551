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
ALTER TABLE "budget_beneficiary_month" ADD CONSTRAINT "budget_beneficiary_month_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_beneficiary_month" ADD CONSTRAINT "budget_beneficiary_month_id_period_period_id_fk" FOREIGN KEY ("id_period") REFERENCES "public"."period"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_beneficiary_month" ADD CONSTRAINT "budget_beneficiary_month_id_beneficiary_beneficiary_id_fk" FOREIGN KEY ("id_beneficiary") REFERENCES "public"."beneficiary"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
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
