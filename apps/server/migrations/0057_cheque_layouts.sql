CREATE TABLE "cheque_layout" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cheque_layout_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_client" integer NOT NULL,
	"id_bank" integer NOT NULL,
	"name" text NOT NULL,
	"place" text,
	"width_mm" integer NOT NULL,
	"height_mm" integer NOT NULL,
	"amount_x" integer NOT NULL,
	"amount_y" integer NOT NULL,
	"payee_x" integer NOT NULL,
	"payee_y" integer NOT NULL,
	"words_x" integer NOT NULL,
	"words_y" integer NOT NULL,
	"words_width" integer NOT NULL,
	"date_x" integer NOT NULL,
	"date_y" integer NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (erario_ext.search_text(coalesce("name"::text, ''))) STORED
);
--> statement-breakpoint
ALTER TABLE "cheque_layout" ADD CONSTRAINT "cheque_layout_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cheque_layout" ADD CONSTRAINT "cheque_layout_id_bank_bank_id_fk" FOREIGN KEY ("id_bank") REFERENCES "public"."bank"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cheque_layout_client_idx" ON "cheque_layout" USING btree ("id_client","name");--> statement-breakpoint
CREATE INDEX "cheque_layout_id_bank_idx" ON "cheque_layout" USING btree ("id_bank");--> statement-breakpoint
CREATE UNIQUE INDEX "cheque_layout_id_bank_uq" ON "cheque_layout" USING btree ("id_client","id_bank");--> statement-breakpoint
CREATE INDEX "cheque_layout_search_idx" ON "cheque_layout" USING gin ("search_text" erario_ext.gin_trgm_ops);