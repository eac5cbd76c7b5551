CREATE TABLE "worker_arc" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "worker_arc_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_client" integer NOT NULL,
	"id_employee" integer NOT NULL,
	"year" smallint NOT NULL,
	"name" text NOT NULL,
	"id_number" text NOT NULL,
	"total_paid" numeric(18, 2) NOT NULL,
	"total_withheld" numeric(18, 2) NOT NULL,
	"verify_id" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_by" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "worker_arc" ADD CONSTRAINT "worker_arc_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_arc" ADD CONSTRAINT "worker_arc_id_employee_employee_id_fk" FOREIGN KEY ("id_employee") REFERENCES "public"."employee"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "worker_arc_verify_uq" ON "worker_arc" USING btree ("verify_id");--> statement-breakpoint
CREATE UNIQUE INDEX "worker_arc_totals_uq" ON "worker_arc" USING btree ("id_client","id_employee","year","total_paid","total_withheld");