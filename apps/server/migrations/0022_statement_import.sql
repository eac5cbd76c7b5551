CREATE TABLE "bank_statement_format" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bank_statement_format_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_client" integer NOT NULL,
	"id_bank" integer NOT NULL,
	"format" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bank_statement_line" ADD COLUMN "fingerprint" text;--> statement-breakpoint
ALTER TABLE "bank_statement_format" ADD CONSTRAINT "bank_statement_format_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_format" ADD CONSTRAINT "bank_statement_format_id_bank_bank_id_fk" FOREIGN KEY ("id_bank") REFERENCES "public"."bank"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_statement_format_uq" ON "bank_statement_format" USING btree ("id_client","id_bank");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_statement_line_print_uq" ON "bank_statement_line" USING btree ("id_statement","fingerprint") WHERE "bank_statement_line"."fingerprint" is not null;