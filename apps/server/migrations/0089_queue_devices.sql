CREATE TABLE "queue_device" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "queue_device_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_client" integer NOT NULL,
	"id_collection_point" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"key_hash" text NOT NULL,
	"enrolled_at" timestamp with time zone DEFAULT now() NOT NULL,
	"enrolled_by" integer,
	"revoked_at" timestamp with time zone,
	"revoked_by" integer,
	CONSTRAINT "queue_device_kind_ck" CHECK ("queue_device"."kind" in ('kiosk', 'display'))
);
--> statement-breakpoint
CREATE TABLE "queue_device_seen" (
	"id_device" integer PRIMARY KEY NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "queue_device" ADD CONSTRAINT "queue_device_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_device" ADD CONSTRAINT "queue_device_id_collection_point_collection_point_id_fk" FOREIGN KEY ("id_collection_point") REFERENCES "public"."collection_point"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_device_seen" ADD CONSTRAINT "queue_device_seen_id_device_queue_device_id_fk" FOREIGN KEY ("id_device") REFERENCES "public"."queue_device"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "queue_device_key_uq" ON "queue_device" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "queue_device_client_idx" ON "queue_device" USING btree ("id_client");