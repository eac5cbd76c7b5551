ALTER TABLE "reconciliation_match" DROP CONSTRAINT "reconciliation_match_id_client_client_id_fk";
--> statement-breakpoint
ALTER TABLE "reconciliation_match" DROP CONSTRAINT "reconciliation_match_id_period_period_id_fk";
