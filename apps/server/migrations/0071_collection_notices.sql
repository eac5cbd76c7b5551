CREATE TABLE "collection_notice" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "collection_notice_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_client" integer NOT NULL,
	"id_period" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"number" integer,
	"number_text" text,
	"id_reverses" integer,
	"annul_reason" text,
	"verify_id" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"posted_by" integer,
	"posted_at" timestamp with time zone,
	"annulled_by" integer,
	"annulled_at" timestamp with time zone,
	"issued_by_table" text,
	"issued_by_id" integer,
	"version" integer DEFAULT 0 NOT NULL,
	"id_kind" integer DEFAULT 1 NOT NULL,
	"notice_date" date NOT NULL,
	"id_taxpayer" integer NOT NULL,
	"note" text,
	"owed" numeric(18, 2),
	"interest" numeric(18, 2),
	"total" numeric(18, 2),
	"delivered_on" date,
	"delivered_note" text,
	CONSTRAINT "collection_notice_status_ck" CHECK ("collection_notice"."status" in ('draft', 'posted', 'annulled'))
);
--> statement-breakpoint
CREATE TABLE "collection_notice_line" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "collection_notice_line_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_notice" integer NOT NULL,
	"line" integer NOT NULL,
	"id_collection_concept" integer NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"object_label" text NOT NULL,
	"period" text NOT NULL,
	"due_date" date NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"interest" numeric(18, 2) NOT NULL,
	"interest_basis" text
);
--> statement-breakpoint
CREATE TABLE "collection_notice_number" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "collection_notice_number_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_client" integer NOT NULL,
	"id_period" integer NOT NULL,
	"id_kind" integer NOT NULL,
	"prefix" text,
	"last_number" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "collection_notice" ADD CONSTRAINT "collection_notice_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_notice" ADD CONSTRAINT "collection_notice_id_period_period_id_fk" FOREIGN KEY ("id_period") REFERENCES "public"."period"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_notice" ADD CONSTRAINT "collection_notice_id_taxpayer_taxpayer_id_fk" FOREIGN KEY ("id_taxpayer") REFERENCES "public"."taxpayer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_notice_line" ADD CONSTRAINT "collection_notice_line_id_notice_collection_notice_id_fk" FOREIGN KEY ("id_notice") REFERENCES "public"."collection_notice"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_notice_number" ADD CONSTRAINT "collection_notice_number_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_notice_number" ADD CONSTRAINT "collection_notice_number_id_period_period_id_fk" FOREIGN KEY ("id_period") REFERENCES "public"."period"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "collection_notice_number_uq" ON "collection_notice" USING btree ("id_client","id_period","id_kind","number") WHERE "collection_notice"."number" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "collection_notice_verify_uq" ON "collection_notice" USING btree ("verify_id");--> statement-breakpoint
CREATE UNIQUE INDEX "collection_notice_reverses_uq" ON "collection_notice" USING btree ("id_reverses");--> statement-breakpoint
CREATE INDEX "collection_notice_list_idx" ON "collection_notice" USING btree ("id_client","id_period","notice_date","id");--> statement-breakpoint
CREATE INDEX "collection_notice_taxpayer_idx" ON "collection_notice" USING btree ("id_taxpayer");--> statement-breakpoint
CREATE UNIQUE INDEX "collection_notice_line_uq" ON "collection_notice_line" USING btree ("id_notice","line");--> statement-breakpoint
CREATE UNIQUE INDEX "collection_notice_counter_uq" ON "collection_notice_number" USING btree ("id_client","id_period","id_kind");