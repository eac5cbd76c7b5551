CREATE TABLE "income_declaration" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "income_declaration_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
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
	"declaration_date" date NOT NULL,
	"id_taxpayer" integer NOT NULL,
	"id_patent" integer NOT NULL,
	"period" text NOT NULL,
	"note" text,
	"late" boolean,
	"income_total" numeric(18, 2),
	"tax_amount" numeric(18, 2),
	"tax_units" numeric(18, 2),
	"tcmmv_rate" numeric(18, 8),
	"tcmmv_currency" text,
	"tcmmv_date" date,
	CONSTRAINT "income_declaration_status_ck" CHECK ("income_declaration"."status" in ('draft', 'posted', 'annulled'))
);
--> statement-breakpoint
CREATE TABLE "income_declaration_line" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "income_declaration_line_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_declaration" integer NOT NULL,
	"line" integer NOT NULL,
	"id_economic_activity" integer NOT NULL,
	"income" numeric(18, 2) NOT NULL,
	"rate" numeric(18, 2),
	"rate_from" date,
	"minimum_units" numeric(18, 2),
	"by_rate" numeric(18, 2),
	"minimum_amount" numeric(18, 2),
	"tax" numeric(18, 2),
	"tax_units" numeric(18, 2)
);
--> statement-breakpoint
CREATE TABLE "income_declaration_number" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "income_declaration_number_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_client" integer NOT NULL,
	"id_period" integer NOT NULL,
	"id_kind" integer NOT NULL,
	"prefix" text,
	"last_number" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "income_declaration" ADD CONSTRAINT "income_declaration_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "income_declaration" ADD CONSTRAINT "income_declaration_id_period_period_id_fk" FOREIGN KEY ("id_period") REFERENCES "public"."period"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "income_declaration" ADD CONSTRAINT "income_declaration_id_taxpayer_taxpayer_id_fk" FOREIGN KEY ("id_taxpayer") REFERENCES "public"."taxpayer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "income_declaration" ADD CONSTRAINT "income_declaration_id_patent_patent_id_fk" FOREIGN KEY ("id_patent") REFERENCES "public"."patent"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "income_declaration_line" ADD CONSTRAINT "income_declaration_line_id_declaration_income_declaration_id_fk" FOREIGN KEY ("id_declaration") REFERENCES "public"."income_declaration"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "income_declaration_line" ADD CONSTRAINT "income_declaration_line_id_economic_activity_economic_activity_id_fk" FOREIGN KEY ("id_economic_activity") REFERENCES "public"."economic_activity"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "income_declaration_number" ADD CONSTRAINT "income_declaration_number_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "income_declaration_number" ADD CONSTRAINT "income_declaration_number_id_period_period_id_fk" FOREIGN KEY ("id_period") REFERENCES "public"."period"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "income_declaration_number_uq" ON "income_declaration" USING btree ("id_client","id_period","id_kind","number") WHERE "income_declaration"."number" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "income_declaration_verify_uq" ON "income_declaration" USING btree ("verify_id");--> statement-breakpoint
CREATE UNIQUE INDEX "income_declaration_reverses_uq" ON "income_declaration" USING btree ("id_reverses");--> statement-breakpoint
CREATE INDEX "income_declaration_list_idx" ON "income_declaration" USING btree ("id_client","id_period","declaration_date","id");--> statement-breakpoint
CREATE INDEX "income_declaration_taxpayer_idx" ON "income_declaration" USING btree ("id_taxpayer");--> statement-breakpoint
CREATE UNIQUE INDEX "income_declaration_in_force_uq" ON "income_declaration" USING btree ("id_client","id_patent","id_kind","period") WHERE "income_declaration"."status" = 'posted' and "income_declaration"."id_reverses" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "income_declaration_line_uq" ON "income_declaration_line" USING btree ("id_declaration","line");--> statement-breakpoint
CREATE UNIQUE INDEX "income_declaration_counter_uq" ON "income_declaration_number" USING btree ("id_client","id_period","id_kind");