CREATE TABLE "islr_certificate" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "islr_certificate_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_client" integer NOT NULL,
	"id_beneficiary" integer NOT NULL,
	"year" smallint NOT NULL,
	"total_paid" numeric(18, 2) NOT NULL,
	"total_withheld" numeric(18, 2) NOT NULL,
	"verify_id" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_by" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "islr_certificate" ADD CONSTRAINT "islr_certificate_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "islr_certificate" ADD CONSTRAINT "islr_certificate_id_beneficiary_beneficiary_id_fk" FOREIGN KEY ("id_beneficiary") REFERENCES "public"."beneficiary"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "islr_certificate_verify_uq" ON "islr_certificate" USING btree ("verify_id");--> statement-breakpoint
CREATE UNIQUE INDEX "islr_certificate_totals_uq" ON "islr_certificate" USING btree ("id_client","id_beneficiary","year","total_paid","total_withheld");