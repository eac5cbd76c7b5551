CREATE TABLE "asset_count" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "asset_count_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_client" integer NOT NULL,
	"id_work_unit" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_by" integer,
	"closed_at" timestamp with time zone,
	"closed_by" integer,
	"id_transfer" integer,
	"id_disincorporation" integer,
	CONSTRAINT "asset_count_status_ck" CHECK ("asset_count"."status" in ('open', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "asset_count_item" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "asset_count_item_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_count" integer NOT NULL,
	"id_asset" integer NOT NULL,
	"expected" boolean NOT NULL,
	"found_at" timestamp with time zone,
	"found_by" integer
);
--> statement-breakpoint
ALTER TABLE "asset_count" ADD CONSTRAINT "asset_count_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_count" ADD CONSTRAINT "asset_count_id_work_unit_work_unit_id_fk" FOREIGN KEY ("id_work_unit") REFERENCES "public"."work_unit"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_count" ADD CONSTRAINT "asset_count_id_transfer_asset_movement_id_fk" FOREIGN KEY ("id_transfer") REFERENCES "public"."asset_movement"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_count" ADD CONSTRAINT "asset_count_id_disincorporation_asset_movement_id_fk" FOREIGN KEY ("id_disincorporation") REFERENCES "public"."asset_movement"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_count_item" ADD CONSTRAINT "asset_count_item_id_count_asset_count_id_fk" FOREIGN KEY ("id_count") REFERENCES "public"."asset_count"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_count_item" ADD CONSTRAINT "asset_count_item_id_asset_asset_id_fk" FOREIGN KEY ("id_asset") REFERENCES "public"."asset"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "asset_count_open_uq" ON "asset_count" USING btree ("id_client","id_work_unit") WHERE "asset_count"."status" = 'open';--> statement-breakpoint
CREATE INDEX "asset_count_list_idx" ON "asset_count" USING btree ("id_client","started_at");--> statement-breakpoint
CREATE INDEX "asset_count_unit_idx" ON "asset_count" USING btree ("id_work_unit");--> statement-breakpoint
CREATE UNIQUE INDEX "asset_count_item_uq" ON "asset_count_item" USING btree ("id_count","id_asset");--> statement-breakpoint
CREATE INDEX "asset_count_item_asset_idx" ON "asset_count_item" USING btree ("id_asset");