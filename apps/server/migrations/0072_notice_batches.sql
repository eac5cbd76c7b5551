CREATE TABLE "collection_notice_batch" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "collection_notice_batch_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_client" integer NOT NULL,
	"id_period" integer NOT NULL,
	"batch_date" date NOT NULL,
	"filters" jsonb NOT NULL,
	"total" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"issued" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "collection_notice_batch_taxpayer" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "collection_notice_batch_taxpayer_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_batch" integer NOT NULL,
	"seq" integer NOT NULL,
	"id_taxpayer" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "collection_notice_taxpayer_idx";--> statement-breakpoint
ALTER TABLE "collection_notice" ADD COLUMN "id_batch" integer;--> statement-breakpoint
ALTER TABLE "collection_notice_batch" ADD CONSTRAINT "collection_notice_batch_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_notice_batch" ADD CONSTRAINT "collection_notice_batch_id_period_period_id_fk" FOREIGN KEY ("id_period") REFERENCES "public"."period"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_notice_batch_taxpayer" ADD CONSTRAINT "collection_notice_batch_taxpayer_id_batch_collection_notice_batch_id_fk" FOREIGN KEY ("id_batch") REFERENCES "public"."collection_notice_batch"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_notice_batch_taxpayer" ADD CONSTRAINT "collection_notice_batch_taxpayer_id_taxpayer_taxpayer_id_fk" FOREIGN KEY ("id_taxpayer") REFERENCES "public"."taxpayer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collection_notice_batch_client_idx" ON "collection_notice_batch" USING btree ("id_client","batch_date");--> statement-breakpoint
CREATE UNIQUE INDEX "collection_notice_batch_taxpayer_uq" ON "collection_notice_batch_taxpayer" USING btree ("id_batch","seq");--> statement-breakpoint
ALTER TABLE "collection_notice" ADD CONSTRAINT "collection_notice_id_batch_collection_notice_batch_id_fk" FOREIGN KEY ("id_batch") REFERENCES "public"."collection_notice_batch"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collection_notice_batch_idx" ON "collection_notice" USING btree ("id_batch","number");--> statement-breakpoint
CREATE INDEX "collection_notice_taxpayer_idx" ON "collection_notice" USING btree ("id_taxpayer","notice_date");