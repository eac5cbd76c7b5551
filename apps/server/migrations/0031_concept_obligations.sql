CREATE TABLE "paid_obligation" (
	"id_client" integer NOT NULL,
	"id_collection_concept" integer NOT NULL,
	"object_kind" text NOT NULL,
	"id_object" integer NOT NULL,
	"period" text NOT NULL,
	"id_receipt" integer NOT NULL,
	CONSTRAINT "paid_obligation_pk" PRIMARY KEY("id_client","object_kind","id_object","id_collection_concept","period")
);
--> statement-breakpoint
ALTER TABLE "receipt_concept" ADD COLUMN "period" text;--> statement-breakpoint
ALTER TABLE "cadastre" ADD COLUMN "registered_on" date;--> statement-breakpoint
ALTER TABLE "collection_concept" ADD COLUMN "periodicity" text;--> statement-breakpoint
ALTER TABLE "collection_concept" ADD COLUMN "taxed_object" text;--> statement-breakpoint
ALTER TABLE "collection_concept" ADD COLUMN "due_from" date;--> statement-breakpoint
ALTER TABLE "vehicle" ADD COLUMN "registered_on" date;--> statement-breakpoint
ALTER TABLE "paid_obligation" ADD CONSTRAINT "paid_obligation_id_collection_concept_collection_concept_id_fk" FOREIGN KEY ("id_collection_concept") REFERENCES "public"."collection_concept"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paid_obligation" ADD CONSTRAINT "paid_obligation_id_receipt_receipt_id_fk" FOREIGN KEY ("id_receipt") REFERENCES "public"."receipt"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "paid_obligation_receipt_idx" ON "paid_obligation" USING btree ("id_receipt");