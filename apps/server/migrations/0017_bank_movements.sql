CREATE TABLE "bank_balance" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bank_balance_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_client" integer NOT NULL,
	"id_period" integer NOT NULL,
	"id_bank_account" integer NOT NULL,
	"movements" numeric(18, 2) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_movement" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bank_movement_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
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
	"version" integer DEFAULT 0 NOT NULL,
	"id_kind" integer NOT NULL,
	"id_bank_account" integer NOT NULL,
	"movement_date" date NOT NULL,
	"reference" text,
	"id_beneficiary" integer,
	"description" text NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"id_budget_document" integer,
	CONSTRAINT "bank_movement_status_ck" CHECK ("bank_movement"."status" in ('draft', 'posted', 'annulled')),
	CONSTRAINT "bank_movement_kind_ck" CHECK ("bank_movement"."id_kind" between 1 and 6)
);
--> statement-breakpoint
CREATE TABLE "bank_movement_number" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bank_movement_number_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_client" integer NOT NULL,
	"id_period" integer NOT NULL,
	"id_kind" integer NOT NULL,
	"prefix" text,
	"last_number" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bank_balance" ADD CONSTRAINT "bank_balance_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_balance" ADD CONSTRAINT "bank_balance_id_period_period_id_fk" FOREIGN KEY ("id_period") REFERENCES "public"."period"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_balance" ADD CONSTRAINT "bank_balance_id_bank_account_bank_account_id_fk" FOREIGN KEY ("id_bank_account") REFERENCES "public"."bank_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_movement" ADD CONSTRAINT "bank_movement_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_movement" ADD CONSTRAINT "bank_movement_id_period_period_id_fk" FOREIGN KEY ("id_period") REFERENCES "public"."period"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_movement" ADD CONSTRAINT "bank_movement_id_bank_account_bank_account_id_fk" FOREIGN KEY ("id_bank_account") REFERENCES "public"."bank_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_movement" ADD CONSTRAINT "bank_movement_id_beneficiary_beneficiary_id_fk" FOREIGN KEY ("id_beneficiary") REFERENCES "public"."beneficiary"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_movement_number" ADD CONSTRAINT "bank_movement_number_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_movement_number" ADD CONSTRAINT "bank_movement_number_id_period_period_id_fk" FOREIGN KEY ("id_period") REFERENCES "public"."period"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_balance_uq" ON "bank_balance" USING btree ("id_client","id_period","id_bank_account");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_movement_number_uq" ON "bank_movement" USING btree ("id_client","id_period","id_kind","number") WHERE "bank_movement"."number" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_movement_verify_uq" ON "bank_movement" USING btree ("verify_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_movement_reverses_uq" ON "bank_movement" USING btree ("id_reverses");--> statement-breakpoint
CREATE INDEX "bank_movement_list_idx" ON "bank_movement" USING btree ("id_client","id_period","movement_date","id");--> statement-breakpoint
CREATE INDEX "bank_movement_account_idx" ON "bank_movement" USING btree ("id_bank_account","movement_date","id");--> statement-breakpoint
CREATE INDEX "bank_movement_beneficiary_idx" ON "bank_movement" USING btree ("id_beneficiary");--> statement-breakpoint
CREATE INDEX "bank_movement_budget_document_idx" ON "bank_movement" USING btree ("id_budget_document");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_movement_cheque_uq" ON "bank_movement" USING btree ("id_client","id_bank_account","reference") WHERE "bank_movement"."id_kind" = 1 and "bank_movement"."id_reverses" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_movement_counter_uq" ON "bank_movement_number" USING btree ("id_client","id_period","id_kind");