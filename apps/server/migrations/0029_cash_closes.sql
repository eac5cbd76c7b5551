CREATE TABLE "cash_close" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cash_close_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
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
	"id_cash_box" integer NOT NULL,
	"id_cash_box_day" integer NOT NULL,
	"close_date" date NOT NULL,
	"counted_cash" numeric(18, 2) NOT NULL,
	"expected_cash" numeric(18, 2),
	"collected" numeric(18, 2),
	"difference" numeric(18, 2),
	"note" text,
	"summary" jsonb,
	CONSTRAINT "cash_close_status_ck" CHECK ("cash_close"."status" in ('draft', 'posted', 'annulled'))
);
--> statement-breakpoint
CREATE TABLE "cash_close_number" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cash_close_number_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_client" integer NOT NULL,
	"id_period" integer NOT NULL,
	"id_cash_box" integer NOT NULL,
	"prefix" text,
	"last_number" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cash_close" ADD CONSTRAINT "cash_close_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_close" ADD CONSTRAINT "cash_close_id_period_period_id_fk" FOREIGN KEY ("id_period") REFERENCES "public"."period"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_close" ADD CONSTRAINT "cash_close_id_cash_box_cash_box_id_fk" FOREIGN KEY ("id_cash_box") REFERENCES "public"."cash_box"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_close" ADD CONSTRAINT "cash_close_id_cash_box_day_cash_box_day_id_fk" FOREIGN KEY ("id_cash_box_day") REFERENCES "public"."cash_box_day"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_close_number" ADD CONSTRAINT "cash_close_number_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_close_number" ADD CONSTRAINT "cash_close_number_id_period_period_id_fk" FOREIGN KEY ("id_period") REFERENCES "public"."period"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cash_close_number_uq" ON "cash_close" USING btree ("id_client","id_period","id_cash_box","number") WHERE "cash_close"."number" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "cash_close_verify_uq" ON "cash_close" USING btree ("verify_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cash_close_reverses_uq" ON "cash_close" USING btree ("id_reverses");--> statement-breakpoint
CREATE INDEX "cash_close_list_idx" ON "cash_close" USING btree ("id_client","id_period","close_date","id");--> statement-breakpoint
CREATE INDEX "cash_close_day_idx" ON "cash_close" USING btree ("id_cash_box_day");--> statement-breakpoint
CREATE UNIQUE INDEX "cash_close_counter_uq" ON "cash_close_number" USING btree ("id_client","id_period","id_cash_box");