CREATE TABLE "solvency" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "solvency_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
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
	"id_kind" integer NOT NULL,
	"issue_date" date NOT NULL,
	"id_taxpayer" integer NOT NULL,
	"taxed_object_kind" text,
	"id_taxed_object" integer,
	"valid_until" date,
	"note" text,
	CONSTRAINT "solvency_status_ck" CHECK ("solvency"."status" in ('draft', 'posted', 'annulled'))
);
--> statement-breakpoint
CREATE TABLE "solvency_number" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "solvency_number_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_client" integer NOT NULL,
	"id_period" integer NOT NULL,
	"id_kind" integer NOT NULL,
	"prefix" text,
	"last_number" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "solvency" ADD CONSTRAINT "solvency_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solvency" ADD CONSTRAINT "solvency_id_period_period_id_fk" FOREIGN KEY ("id_period") REFERENCES "public"."period"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solvency" ADD CONSTRAINT "solvency_id_taxpayer_taxpayer_id_fk" FOREIGN KEY ("id_taxpayer") REFERENCES "public"."taxpayer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solvency_number" ADD CONSTRAINT "solvency_number_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solvency_number" ADD CONSTRAINT "solvency_number_id_period_period_id_fk" FOREIGN KEY ("id_period") REFERENCES "public"."period"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "solvency_number_uq" ON "solvency" USING btree ("id_client","id_period","id_kind","number") WHERE "solvency"."number" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "solvency_verify_uq" ON "solvency" USING btree ("verify_id");--> statement-breakpoint
CREATE UNIQUE INDEX "solvency_reverses_uq" ON "solvency" USING btree ("id_reverses");--> statement-breakpoint
CREATE INDEX "solvency_list_idx" ON "solvency" USING btree ("id_client","id_period","issue_date","id");--> statement-breakpoint
CREATE INDEX "solvency_taxpayer_idx" ON "solvency" USING btree ("id_taxpayer");--> statement-breakpoint
CREATE UNIQUE INDEX "solvency_counter_uq" ON "solvency_number" USING btree ("id_client","id_period","id_kind");