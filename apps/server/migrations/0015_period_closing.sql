CREATE TABLE "period_closing" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "period_closing_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_client" integer NOT NULL,
	"id_period" integer NOT NULL,
	"action" text NOT NULL,
	"reason" text,
	"id_user" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "period_closing_action" CHECK ("period_closing"."action" in ('cierre', 'reapertura'))
);
--> statement-breakpoint
ALTER TABLE "period_closing" ADD CONSTRAINT "period_closing_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "period_closing" ADD CONSTRAINT "period_closing_id_period_period_id_fk" FOREIGN KEY ("id_period") REFERENCES "public"."period"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "period_closing_period_idx" ON "period_closing" USING btree ("id_period","id");