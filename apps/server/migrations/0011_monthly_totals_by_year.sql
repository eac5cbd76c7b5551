-- The monthly totals were keyed by month number alone, so a range in another year read this
-- period's months. They are rebuilt from the posted lines with the year of each document's date.
DELETE FROM "budget_balance_month";--> statement-breakpoint
DROP INDEX "budget_balance_month_period_idx";--> statement-breakpoint
ALTER TABLE "budget_balance_month" DROP CONSTRAINT "budget_balance_month_id_budget_account_month_pk";--> statement-breakpoint
ALTER TABLE "budget_balance_month" ADD COLUMN "year" smallint NOT NULL;--> statement-breakpoint
ALTER TABLE "budget_balance_month" ADD CONSTRAINT "budget_balance_month_id_budget_account_year_month_pk" PRIMARY KEY("id_budget_account","year","month");--> statement-breakpoint
CREATE INDEX "budget_balance_month_period_idx" ON "budget_balance_month" USING btree ("id_client","id_period","year","month");--> statement-breakpoint
INSERT INTO "budget_balance_month"
       ("id_budget_account", "year", "month", "id_client", "id_period", "aditional", "decrease", "committed", "caused", "paid")
SELECT i.id_budget_account, extract(year FROM d.date_order)::smallint, extract(month FROM d.date_order)::smallint,
       d.id_client, d.id_period, sum(i.amount_aditional), sum(i.amount_decrease), sum(i.amount_committed),
       sum(i.amount_caused), sum(i.amount_paid)
  FROM budget_document d
  JOIN budget_imputation i ON i.id_document = d.id
 WHERE d.status <> 'draft' AND i.id_budget_account IS NOT NULL
 GROUP BY 1, 2, 3, 4, 5;
