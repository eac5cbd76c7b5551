CREATE TABLE "cash_box_day" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cash_box_day_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_client" integer NOT NULL,
	"id_cash_box" integer NOT NULL,
	"day" date NOT NULL,
	"id_cashier" integer NOT NULL,
	"opening_float" numeric(18, 2) DEFAULT '0' NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"id_close" integer,
	CONSTRAINT "cash_box_day_float_ck" CHECK ("cash_box_day"."opening_float" >= 0)
);
--> statement-breakpoint
CREATE TABLE "receipt" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "receipt_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
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
	"id_cash_box_day" integer,
	"receipt_date" date NOT NULL,
	"id_taxpayer" integer NOT NULL,
	"taxed_object_kind" text,
	"id_taxed_object" integer,
	"id_operation_type" integer,
	"note" text,
	"amount_net" numeric(18, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "receipt_status_ck" CHECK ("receipt"."status" in ('draft', 'posted', 'annulled')),
	CONSTRAINT "receipt_object_ck" CHECK (("receipt"."taxed_object_kind" is null) = ("receipt"."id_taxed_object" is null))
);
--> statement-breakpoint
CREATE TABLE "receipt_concept" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "receipt_concept_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_receipt" integer NOT NULL,
	"line" integer NOT NULL,
	"id_collection_concept" integer NOT NULL,
	"code" text,
	"description" text,
	"income_code" text,
	"amount" numeric(18, 2) NOT NULL,
	"discount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"amount_net" numeric(18, 2) GENERATED ALWAYS AS (amount - discount) STORED,
	"details" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receipt_number" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "receipt_number_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_client" integer NOT NULL,
	"id_period" integer NOT NULL,
	"id_cash_box" integer NOT NULL,
	"prefix" text,
	"last_number" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receipt_voucher" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "receipt_voucher_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_receipt" integer NOT NULL,
	"line" integer NOT NULL,
	"id_payment_form" integer NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"voucher_date" date NOT NULL,
	"id_bank" integer,
	"id_bank_account" integer,
	"reference" text,
	"id_bank_movement" integer
);
--> statement-breakpoint
ALTER TABLE "withholding_payment_number" ALTER COLUMN "id_kind" SET DATA TYPE integer;--> statement-breakpoint
ALTER TABLE "cash_box_day" ADD CONSTRAINT "cash_box_day_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_box_day" ADD CONSTRAINT "cash_box_day_id_cash_box_cash_box_id_fk" FOREIGN KEY ("id_cash_box") REFERENCES "public"."cash_box"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_box_day" ADD CONSTRAINT "cash_box_day_id_cashier_app_user_id_fk" FOREIGN KEY ("id_cashier") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt" ADD CONSTRAINT "receipt_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt" ADD CONSTRAINT "receipt_id_period_period_id_fk" FOREIGN KEY ("id_period") REFERENCES "public"."period"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt" ADD CONSTRAINT "receipt_id_cash_box_cash_box_id_fk" FOREIGN KEY ("id_cash_box") REFERENCES "public"."cash_box"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt" ADD CONSTRAINT "receipt_id_cash_box_day_cash_box_day_id_fk" FOREIGN KEY ("id_cash_box_day") REFERENCES "public"."cash_box_day"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt" ADD CONSTRAINT "receipt_id_taxpayer_taxpayer_id_fk" FOREIGN KEY ("id_taxpayer") REFERENCES "public"."taxpayer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt" ADD CONSTRAINT "receipt_id_operation_type_operation_type_id_fk" FOREIGN KEY ("id_operation_type") REFERENCES "public"."operation_type"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_concept" ADD CONSTRAINT "receipt_concept_id_receipt_receipt_id_fk" FOREIGN KEY ("id_receipt") REFERENCES "public"."receipt"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_concept" ADD CONSTRAINT "receipt_concept_id_collection_concept_collection_concept_id_fk" FOREIGN KEY ("id_collection_concept") REFERENCES "public"."collection_concept"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_number" ADD CONSTRAINT "receipt_number_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_number" ADD CONSTRAINT "receipt_number_id_period_period_id_fk" FOREIGN KEY ("id_period") REFERENCES "public"."period"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_voucher" ADD CONSTRAINT "receipt_voucher_id_receipt_receipt_id_fk" FOREIGN KEY ("id_receipt") REFERENCES "public"."receipt"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_voucher" ADD CONSTRAINT "receipt_voucher_id_payment_form_payment_form_id_fk" FOREIGN KEY ("id_payment_form") REFERENCES "public"."payment_form"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_voucher" ADD CONSTRAINT "receipt_voucher_id_bank_bank_id_fk" FOREIGN KEY ("id_bank") REFERENCES "public"."bank"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_voucher" ADD CONSTRAINT "receipt_voucher_id_bank_account_bank_account_id_fk" FOREIGN KEY ("id_bank_account") REFERENCES "public"."bank_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cash_box_day_uq" ON "cash_box_day" USING btree ("id_cash_box","day");--> statement-breakpoint
CREATE UNIQUE INDEX "cash_box_day_open_box_uq" ON "cash_box_day" USING btree ("id_cash_box") WHERE "cash_box_day"."id_close" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "cash_box_day_open_cashier_uq" ON "cash_box_day" USING btree ("id_client","id_cashier") WHERE "cash_box_day"."id_close" is null;--> statement-breakpoint
CREATE INDEX "cash_box_day_client_idx" ON "cash_box_day" USING btree ("id_client","day");--> statement-breakpoint
CREATE UNIQUE INDEX "receipt_number_uq" ON "receipt" USING btree ("id_client","id_period","id_cash_box","number") WHERE "receipt"."number" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "receipt_verify_uq" ON "receipt" USING btree ("verify_id");--> statement-breakpoint
CREATE UNIQUE INDEX "receipt_reverses_uq" ON "receipt" USING btree ("id_reverses");--> statement-breakpoint
CREATE INDEX "receipt_list_idx" ON "receipt" USING btree ("id_client","id_period","receipt_date","id");--> statement-breakpoint
CREATE INDEX "receipt_box_day_idx" ON "receipt" USING btree ("id_cash_box_day");--> statement-breakpoint
CREATE INDEX "receipt_taxpayer_idx" ON "receipt" USING btree ("id_taxpayer","receipt_date");--> statement-breakpoint
CREATE UNIQUE INDEX "receipt_concept_line_uq" ON "receipt_concept" USING btree ("id_receipt","line");--> statement-breakpoint
CREATE INDEX "receipt_concept_concept_idx" ON "receipt_concept" USING btree ("id_collection_concept");--> statement-breakpoint
CREATE UNIQUE INDEX "receipt_counter_uq" ON "receipt_number" USING btree ("id_client","id_period","id_cash_box");--> statement-breakpoint
CREATE UNIQUE INDEX "receipt_voucher_line_uq" ON "receipt_voucher" USING btree ("id_receipt","line");--> statement-breakpoint
CREATE INDEX "receipt_voucher_form_idx" ON "receipt_voucher" USING btree ("id_payment_form");--> statement-breakpoint
CREATE INDEX "receipt_voucher_account_idx" ON "receipt_voucher" USING btree ("id_bank_account");