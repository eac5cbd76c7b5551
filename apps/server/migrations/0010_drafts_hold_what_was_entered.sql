ALTER TABLE "budget_imputation" ADD COLUMN "amount" numeric(18, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
-- Until now a line kept only its moment amounts; the amount entered is the one amount it moves.
UPDATE "budget_imputation" SET "amount" = coalesce(nullif("amount_paid", 0), nullif("amount_caused", 0), nullif("amount_committed", 0), nullif("amount_decrease", 0), "amount_aditional");--> statement-breakpoint
-- A draft holds only what was entered: the lines its sources imply, and what every line moves, come at posting.
DELETE FROM "budget_imputation" i USING "budget_document" d WHERE d."id" = i."id_document" AND d."status" = 'draft' AND EXISTS (SELECT 1 FROM "budget_document_source" s WHERE s."id_document" = d."id");--> statement-breakpoint
UPDATE "budget_imputation" i SET "amount_aditional" = 0, "amount_decrease" = 0, "amount_committed" = 0, "amount_caused" = 0, "amount_paid" = 0 FROM "budget_document" d WHERE d."id" = i."id_document" AND d."status" = 'draft';--> statement-breakpoint
UPDATE "budget_document" SET "committed" = false, "caused" = false, "paid" = false, "line_count" = 0, "total_aditional" = 0, "total_decrease" = 0, "total_committed" = 0, "total_caused" = 0, "total_paid" = 0 WHERE "status" = 'draft';
