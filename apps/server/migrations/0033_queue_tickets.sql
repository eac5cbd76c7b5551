CREATE TABLE "queue_number" (
	"id_service" integer NOT NULL,
	"day" date NOT NULL,
	"round" integer DEFAULT 1 NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "queue_number_pk" PRIMARY KEY("id_service","day")
);
--> statement-breakpoint
CREATE TABLE "queue_ticket" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "queue_ticket_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_client" integer NOT NULL,
	"id_collection_point" integer NOT NULL,
	"id_service" integer NOT NULL,
	"day" date NOT NULL,
	"round" integer NOT NULL,
	"number" integer NOT NULL,
	"code" text NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_by" integer,
	"called_at" timestamp with time zone,
	"id_counter" integer,
	"called_by" integer,
	"calls" integer DEFAULT 0 NOT NULL,
	"finished_at" timestamp with time zone,
	"id_transferred_from" integer,
	"verify_id" text NOT NULL,
	CONSTRAINT "queue_ticket_status_ck" CHECK ("queue_ticket"."status" in ('waiting', 'called', 'attended', 'absent', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "queue_counter" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "queue_counter_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_client" integer NOT NULL,
	"id_collection_point" integer NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (erario_ext.search_text(coalesce("name"::text, ''))) STORED
);
--> statement-breakpoint
CREATE TABLE "queue_service" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "queue_service_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_client" integer NOT NULL,
	"id_collection_point" integer NOT NULL,
	"prefix" text NOT NULL,
	"name" text NOT NULL,
	"priority" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (erario_ext.search_text(coalesce("prefix"::text, '') || ' ' || coalesce("name"::text, ''))) STORED
);
--> statement-breakpoint
ALTER TABLE "queue_number" ADD CONSTRAINT "queue_number_id_service_queue_service_id_fk" FOREIGN KEY ("id_service") REFERENCES "public"."queue_service"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_ticket" ADD CONSTRAINT "queue_ticket_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_ticket" ADD CONSTRAINT "queue_ticket_id_collection_point_collection_point_id_fk" FOREIGN KEY ("id_collection_point") REFERENCES "public"."collection_point"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_ticket" ADD CONSTRAINT "queue_ticket_id_service_queue_service_id_fk" FOREIGN KEY ("id_service") REFERENCES "public"."queue_service"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_ticket" ADD CONSTRAINT "queue_ticket_id_counter_queue_counter_id_fk" FOREIGN KEY ("id_counter") REFERENCES "public"."queue_counter"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_ticket" ADD CONSTRAINT "queue_ticket_id_transferred_from_queue_service_id_fk" FOREIGN KEY ("id_transferred_from") REFERENCES "public"."queue_service"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_counter" ADD CONSTRAINT "queue_counter_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_counter" ADD CONSTRAINT "queue_counter_id_collection_point_collection_point_id_fk" FOREIGN KEY ("id_collection_point") REFERENCES "public"."collection_point"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_service" ADD CONSTRAINT "queue_service_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_service" ADD CONSTRAINT "queue_service_id_collection_point_collection_point_id_fk" FOREIGN KEY ("id_collection_point") REFERENCES "public"."collection_point"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "queue_ticket_number_uq" ON "queue_ticket" USING btree ("id_service","day","round","number");--> statement-breakpoint
CREATE UNIQUE INDEX "queue_ticket_verify_uq" ON "queue_ticket" USING btree ("verify_id");--> statement-breakpoint
CREATE INDEX "queue_ticket_point_day_idx" ON "queue_ticket" USING btree ("id_collection_point","day","status");--> statement-breakpoint
CREATE INDEX "queue_ticket_counter_idx" ON "queue_ticket" USING btree ("id_counter","status");--> statement-breakpoint
CREATE INDEX "queue_counter_client_idx" ON "queue_counter" USING btree ("id_client","name");--> statement-breakpoint
CREATE INDEX "queue_counter_id_collection_point_idx" ON "queue_counter" USING btree ("id_collection_point");--> statement-breakpoint
CREATE UNIQUE INDEX "queue_counter_id_collection_point_name_uq" ON "queue_counter" USING btree ("id_client","id_collection_point","name");--> statement-breakpoint
CREATE INDEX "queue_counter_search_idx" ON "queue_counter" USING gin ("search_text" erario_ext.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "queue_service_client_idx" ON "queue_service" USING btree ("id_client","prefix");--> statement-breakpoint
CREATE INDEX "queue_service_id_collection_point_idx" ON "queue_service" USING btree ("id_collection_point");--> statement-breakpoint
CREATE UNIQUE INDEX "queue_service_id_collection_point_prefix_uq" ON "queue_service" USING btree ("id_client","id_collection_point","prefix");--> statement-breakpoint
CREATE INDEX "queue_service_search_idx" ON "queue_service" USING gin ("search_text" erario_ext.gin_trgm_ops);