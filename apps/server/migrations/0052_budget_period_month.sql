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
	CONSTRAINT "budget_period_month_id_client_id_period_year_month_pk" PRIMARY KEY("id_client","id_period","year","month")
);
--> statement-breakpoint
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
-- How many lines a change of a document adds to the month of its date: its lines while it is in the books
-- (posted, annulled or a reversal), none as a draft. Every event adds what it changed (the new image
-- less the old), so a document posted in several statements adds up to what it ends with.
CREATE FUNCTION budget_period_lines_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status <> 'draft' AND OLD.line_count <> 0 THEN
    INSERT INTO budget_period_month AS p (id_client, id_period, year, month, lines)
    VALUES (OLD.id_client, OLD.id_period, extract(year FROM OLD.date_order), extract(month FROM OLD.date_order), -OLD.line_count)
    ON CONFLICT (id_client, id_period, year, month) DO UPDATE SET lines = p.lines + excluded.lines;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status <> 'draft' AND NEW.line_count <> 0 THEN
    INSERT INTO budget_period_month AS p (id_client, id_period, year, month, lines)
    VALUES (NEW.id_client, NEW.id_period, extract(year FROM NEW.date_order), extract(month FROM NEW.date_order), NEW.line_count)
    ON CONFLICT (id_client, id_period, year, month) DO UPDATE SET lines = p.lines + excluded.lines;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER budget_period_lines_follow
  AFTER INSERT OR DELETE OR UPDATE OF status, line_count, date_order, id_period ON budget_document
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION budget_period_lines_follow();
--> statement-breakpoint
-- The lines of the documents already in the books.
INSERT INTO budget_period_month AS p (id_client, id_period, year, month, lines)
SELECT id_client, id_period, extract(year FROM date_order), extract(month FROM date_order), sum(line_count)
  FROM budget_document WHERE status <> 'draft' GROUP BY 1, 2, 3, 4
ON CONFLICT (id_client, id_period, year, month) DO UPDATE SET lines = p.lines + excluded.lines;
