ALTER TABLE "receipt_concept" ADD COLUMN "id_income_declaration" integer;--> statement-breakpoint
ALTER TABLE "receipt_concept" ADD CONSTRAINT "receipt_concept_id_income_declaration_income_declaration_id_fk" FOREIGN KEY ("id_income_declaration") REFERENCES "public"."income_declaration"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "receipt_concept_declaration_idx" ON "receipt_concept" USING btree ("id_income_declaration") WHERE "receipt_concept"."id_income_declaration" is not null;--> statement-breakpoint
-- The receipts already paid on a declaration keep the one they were charged on: the one in force of
-- their licence and period (a definitive could not be posted over a year paid on its estimate).
UPDATE "receipt_concept" l SET "id_income_declaration" = (
  SELECT x.id FROM "income_declaration" x
   WHERE x.id_client = p.id_client AND x.id_patent = p.id_object AND x.period = p.period
     AND x.status = 'posted' AND x.id_reverses IS NULL
   ORDER BY x.id_kind DESC LIMIT 1)
  FROM "paid_obligation" p, "collection_concept" c
 WHERE p.id_receipt = l.id_receipt AND p.id_collection_concept = l.id_collection_concept AND p.period = l.period
   AND p.object_kind = 'patent' AND c.id = l.id_collection_concept
   AND c.basis IN ('declaredIncome', 'declaredMinimum');
