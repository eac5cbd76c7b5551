CREATE TABLE "vehicle_tariff" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vehicle_tariff_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_client" integer NOT NULL,
	"id_vehicle_use" integer NOT NULL,
	"id_vehicle_type" integer NOT NULL,
	"valid_from" date NOT NULL,
	"units" numeric(18, 2) NOT NULL,
	"ordinance" text,
	"version" integer DEFAULT 0 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (erario_ext.search_text(coalesce("ordinance"::text, ''))) STORED
);
--> statement-breakpoint
ALTER TABLE "receipt_concept" ADD COLUMN "basis" text;--> statement-breakpoint
ALTER TABLE "collection_concept" ADD COLUMN "basis" text DEFAULT 'fixed' NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicle_tariff" ADD CONSTRAINT "vehicle_tariff_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_tariff" ADD CONSTRAINT "vehicle_tariff_id_vehicle_use_vehicle_use_id_fk" FOREIGN KEY ("id_vehicle_use") REFERENCES "public"."vehicle_use"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_tariff" ADD CONSTRAINT "vehicle_tariff_id_vehicle_type_vehicle_type_id_fk" FOREIGN KEY ("id_vehicle_type") REFERENCES "public"."vehicle_type"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vehicle_tariff_client_idx" ON "vehicle_tariff" USING btree ("id_client","valid_from");--> statement-breakpoint
CREATE INDEX "vehicle_tariff_id_vehicle_use_idx" ON "vehicle_tariff" USING btree ("id_vehicle_use");--> statement-breakpoint
CREATE INDEX "vehicle_tariff_id_vehicle_type_idx" ON "vehicle_tariff" USING btree ("id_vehicle_type");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_tariff_id_vehicle_use_id_vehicle_type_valid_from_uq" ON "vehicle_tariff" USING btree ("id_client","id_vehicle_use","id_vehicle_type","valid_from");--> statement-breakpoint
CREATE INDEX "vehicle_tariff_search_idx" ON "vehicle_tariff" USING gin ("search_text" erario_ext.gin_trgm_ops);