CREATE TABLE "withholding" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "withholding_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_client" integer NOT NULL,
	"id_period" integer NOT NULL,
	"id_kind" smallint NOT NULL,
	"source_table" text NOT NULL,
	"id_source" integer NOT NULL,
	"id_document" integer NOT NULL,
	"id_beneficiary" integer NOT NULL,
	"withheld_on" date NOT NULL,
	"receipt_number" text NOT NULL,
	"bill_date" date NOT NULL,
	"bill_number" text NOT NULL,
	"bill_control" text NOT NULL,
	"bill_total" numeric(18, 2) NOT NULL,
	"taxable_base" numeric(18, 2) NOT NULL,
	"exempt" numeric(18, 2) NOT NULL,
	"tax" numeric(18, 2) NOT NULL,
	"iva_rate" numeric(7, 4) NOT NULL,
	"base" numeric(18, 2) NOT NULL,
	"rate" numeric(7, 4) NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"concept" text,
	"status" text DEFAULT 'withheld' NOT NULL,
	"id_payment" integer,
	"annulled_at" timestamp with time zone,
	CONSTRAINT "withholding_status_ck" CHECK ("withholding"."status" in ('withheld', 'paid', 'annulled')),
	CONSTRAINT "withholding_paid_ck" CHECK (("withholding"."status" = 'paid') = ("withholding"."id_payment" is not null))
);
--> statement-breakpoint
CREATE TABLE "withholding_number" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "withholding_number_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_client" integer NOT NULL,
	"id_kind" smallint NOT NULL,
	"year_month" integer NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withholding_payment" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "withholding_payment_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
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
	"id_kind" smallint NOT NULL,
	"payment_date" date NOT NULL,
	"id_beneficiary" integer,
	"description" text NOT NULL,
	"id_bank_account" integer,
	"payment_method" text,
	"payment_reference" text,
	"amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"id_order" integer,
	"id_voucher" integer,
	"id_bank_movement" integer,
	CONSTRAINT "withholding_payment_status_ck" CHECK ("withholding_payment"."status" in ('draft', 'posted', 'annulled')),
	CONSTRAINT "withholding_payment_method_ck" CHECK ("withholding_payment"."payment_method" is null or "withholding_payment"."payment_method" in ('cheque', 'transfer'))
);
--> statement-breakpoint
CREATE TABLE "withholding_payment_line" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "withholding_payment_line_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_client" integer NOT NULL,
	"id_payment" integer NOT NULL,
	"id_withholding" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withholding_payment_number" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "withholding_payment_number_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_client" integer NOT NULL,
	"id_period" integer NOT NULL,
	"id_kind" smallint NOT NULL,
	"prefix" text,
	"last_number" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "budget_bill" ADD COLUMN "iva_rate" numeric(5, 2) DEFAULT '16' NOT NULL;--> statement-breakpoint
ALTER TABLE "budget_bill" ADD COLUMN "retention_islr" numeric(18, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "budget_bill" ADD COLUMN "islr_concept" text;--> statement-breakpoint
ALTER TABLE "budget_bill" ADD COLUMN "islr_rate" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "budget_bill" ADD COLUMN "retention_timbre" numeric(18, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "budget_document" ADD COLUMN "issued_by_table" text;--> statement-breakpoint
ALTER TABLE "budget_document" ADD COLUMN "issued_by_id" integer;--> statement-breakpoint
ALTER TABLE "bank_movement" ADD COLUMN "issued_by_table" text;--> statement-breakpoint
ALTER TABLE "bank_movement" ADD COLUMN "issued_by_id" integer;--> statement-breakpoint
ALTER TABLE "withholding" ADD CONSTRAINT "withholding_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withholding" ADD CONSTRAINT "withholding_id_period_period_id_fk" FOREIGN KEY ("id_period") REFERENCES "public"."period"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withholding" ADD CONSTRAINT "withholding_id_beneficiary_beneficiary_id_fk" FOREIGN KEY ("id_beneficiary") REFERENCES "public"."beneficiary"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withholding_number" ADD CONSTRAINT "withholding_number_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withholding_payment" ADD CONSTRAINT "withholding_payment_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withholding_payment" ADD CONSTRAINT "withholding_payment_id_period_period_id_fk" FOREIGN KEY ("id_period") REFERENCES "public"."period"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withholding_payment" ADD CONSTRAINT "withholding_payment_id_beneficiary_beneficiary_id_fk" FOREIGN KEY ("id_beneficiary") REFERENCES "public"."beneficiary"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withholding_payment_line" ADD CONSTRAINT "withholding_payment_line_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withholding_payment_line" ADD CONSTRAINT "withholding_payment_line_id_payment_withholding_payment_id_fk" FOREIGN KEY ("id_payment") REFERENCES "public"."withholding_payment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withholding_payment_line" ADD CONSTRAINT "withholding_payment_line_id_withholding_withholding_id_fk" FOREIGN KEY ("id_withholding") REFERENCES "public"."withholding"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withholding_payment_number" ADD CONSTRAINT "withholding_payment_number_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withholding_payment_number" ADD CONSTRAINT "withholding_payment_number_id_period_period_id_fk" FOREIGN KEY ("id_period") REFERENCES "public"."period"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "withholding_receipt_uq" ON "withholding" USING btree ("id_client","id_kind","receipt_number");--> statement-breakpoint
CREATE UNIQUE INDEX "withholding_bill_uq" ON "withholding" USING btree ("id_client","id_kind","id_beneficiary","bill_number","bill_control") WHERE "withholding"."status" <> 'annulled';--> statement-breakpoint
CREATE INDEX "withholding_list_idx" ON "withholding" USING btree ("id_client","id_kind","withheld_on","id");--> statement-breakpoint
CREATE INDEX "withholding_period_idx" ON "withholding" USING btree ("id_client","id_period","withheld_on");--> statement-breakpoint
CREATE INDEX "withholding_document_idx" ON "withholding" USING btree ("id_document");--> statement-breakpoint
CREATE INDEX "withholding_source_idx" ON "withholding" USING btree ("source_table","id_source");--> statement-breakpoint
CREATE INDEX "withholding_payment_idx" ON "withholding" USING btree ("id_payment");--> statement-breakpoint
CREATE INDEX "withholding_beneficiary_idx" ON "withholding" USING btree ("id_beneficiary");--> statement-breakpoint
CREATE UNIQUE INDEX "withholding_number_uq" ON "withholding_number" USING btree ("id_client","id_kind","year_month");--> statement-breakpoint
CREATE UNIQUE INDEX "withholding_payment_number_uq" ON "withholding_payment" USING btree ("id_client","id_period","id_kind","number") WHERE "withholding_payment"."number" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "withholding_payment_verify_uq" ON "withholding_payment" USING btree ("verify_id");--> statement-breakpoint
CREATE UNIQUE INDEX "withholding_payment_reverses_uq" ON "withholding_payment" USING btree ("id_reverses");--> statement-breakpoint
CREATE INDEX "withholding_payment_list_idx" ON "withholding_payment" USING btree ("id_client","id_period","payment_date","id");--> statement-breakpoint
CREATE INDEX "withholding_payment_beneficiary_idx" ON "withholding_payment" USING btree ("id_beneficiary");--> statement-breakpoint
CREATE UNIQUE INDEX "withholding_payment_line_uq" ON "withholding_payment_line" USING btree ("id_payment","id_withholding");--> statement-breakpoint
CREATE INDEX "withholding_payment_line_withholding_idx" ON "withholding_payment_line" USING btree ("id_withholding");--> statement-breakpoint
CREATE UNIQUE INDEX "withholding_payment_counter_uq" ON "withholding_payment_number" USING btree ("id_client","id_period","id_kind");--> statement-breakpoint
-- The cheques and transfers that egress vouchers issued before the kit kept its issuers: each is
-- still annulled only with its voucher.
UPDATE "bank_movement" m SET "issued_by_table" = 'budget_document', "issued_by_id" = d."id"
  FROM "budget_document" d WHERE d."id_bank_movement" = m."id";
