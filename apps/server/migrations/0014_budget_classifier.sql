CREATE TABLE "budget_classifier_standard" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "budget_classifier" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "budget_classifier_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_client" integer NOT NULL,
	"id_period" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (erario_ext.search_text(coalesce("code"::text, '') || ' ' || coalesce("name"::text, ''))) STORED
);
--> statement-breakpoint
ALTER TABLE "budget_classifier" ADD CONSTRAINT "budget_classifier_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_classifier" ADD CONSTRAINT "budget_classifier_id_period_period_id_fk" FOREIGN KEY ("id_period") REFERENCES "public"."period"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "budget_classifier_client_idx" ON "budget_classifier" USING btree ("id_client","code");--> statement-breakpoint
CREATE INDEX "budget_classifier_id_period_idx" ON "budget_classifier" USING btree ("id_period");--> statement-breakpoint
CREATE UNIQUE INDEX "budget_classifier_id_period_code_uq" ON "budget_classifier" USING btree ("id_client","id_period","code");--> statement-breakpoint
CREATE INDEX "budget_classifier_search_idx" ON "budget_classifier" USING gin ("search_text" erario_ext.gin_trgm_ops);--> statement-breakpoint
-- Every period starts with a classifier, whatever made it (the master, a copy, a script): the one of
-- the institution's latest earlier period that has one, with the entries the institution added, else
-- the standard one (kept by the server's start-up sync).
CREATE FUNCTION period_seed_classifier() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  source_period integer;
BEGIN
  SELECT p.id INTO source_period FROM period p
   WHERE p.id_client = NEW.id_client AND p.id <> NEW.id AND p.start_date < NEW.start_date
     AND EXISTS (SELECT 1 FROM budget_classifier c WHERE c.id_period = p.id)
   ORDER BY p.start_date DESC, p.id DESC LIMIT 1;
  IF source_period IS NOT NULL THEN
    INSERT INTO budget_classifier (id_client, id_period, code, name)
    SELECT NEW.id_client, NEW.id, code, name FROM budget_classifier WHERE id_period = source_period;
  ELSE
    INSERT INTO budget_classifier (id_client, id_period, code, name)
    SELECT NEW.id_client, NEW.id, code, name FROM budget_classifier_standard;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER period_seed_classifier AFTER INSERT ON "period" FOR EACH ROW EXECUTE FUNCTION period_seed_classifier();
