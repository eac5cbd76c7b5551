CREATE TABLE "cheque_book" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cheque_book_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_client" integer NOT NULL,
	"id_bank_account" integer NOT NULL,
	"first_number" text NOT NULL,
	"last_number" text NOT NULL,
	"received_on" date NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (erario_ext.search_text(coalesce("first_number"::text, '') || ' ' || coalesce("last_number"::text, ''))) STORED
);
--> statement-breakpoint
CREATE TABLE "cheque_void" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cheque_void_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_client" integer NOT NULL,
	"id_cheque_book" integer NOT NULL,
	"number" text NOT NULL,
	"kind" text DEFAULT 'spoiled' NOT NULL,
	"voided_on" date NOT NULL,
	"reason" text NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (erario_ext.search_text(coalesce("number"::text, '') || ' ' || coalesce("reason"::text, ''))) STORED
);
--> statement-breakpoint
ALTER TABLE "cheque_book" ADD CONSTRAINT "cheque_book_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cheque_book" ADD CONSTRAINT "cheque_book_id_bank_account_bank_account_id_fk" FOREIGN KEY ("id_bank_account") REFERENCES "public"."bank_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cheque_void" ADD CONSTRAINT "cheque_void_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cheque_void" ADD CONSTRAINT "cheque_void_id_cheque_book_cheque_book_id_fk" FOREIGN KEY ("id_cheque_book") REFERENCES "public"."cheque_book"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cheque_book_client_idx" ON "cheque_book" USING btree ("id_client","first_number");--> statement-breakpoint
CREATE INDEX "cheque_book_id_bank_account_idx" ON "cheque_book" USING btree ("id_bank_account");--> statement-breakpoint
CREATE UNIQUE INDEX "cheque_book_id_bank_account_first_number_uq" ON "cheque_book" USING btree ("id_client","id_bank_account","first_number");--> statement-breakpoint
CREATE INDEX "cheque_book_search_idx" ON "cheque_book" USING gin ("search_text" erario_ext.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cheque_void_client_idx" ON "cheque_void" USING btree ("id_client","voided_on");--> statement-breakpoint
CREATE INDEX "cheque_void_id_cheque_book_idx" ON "cheque_void" USING btree ("id_cheque_book");--> statement-breakpoint
CREATE UNIQUE INDEX "cheque_void_id_cheque_book_number_uq" ON "cheque_void" USING btree ("id_client","id_cheque_book","number");--> statement-breakpoint
CREATE INDEX "cheque_void_search_idx" ON "cheque_void" USING gin ("search_text" erario_ext.gin_trgm_ops);