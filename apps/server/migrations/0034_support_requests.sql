CREATE TABLE "support_event" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "support_event_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_request" integer NOT NULL,
	"id_client" integer NOT NULL,
	"id_user" integer NOT NULL,
	"from_support" boolean DEFAULT false NOT NULL,
	"kind" text NOT NULL,
	"from_status" integer,
	"to_status" integer,
	"automatic" boolean DEFAULT false NOT NULL,
	"comment" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_event_kind_ck" CHECK ("support_event"."kind" in ('created', 'moved', 'comment'))
);
--> statement-breakpoint
CREATE TABLE "support_request" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "support_request_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_client" integer NOT NULL,
	"id_period" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"id_status" integer DEFAULT 1 NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_request_status_ck" CHECK ("support_request"."id_status" between 1 and 4)
);
--> statement-breakpoint
ALTER TABLE "support_event" ADD CONSTRAINT "support_event_id_request_support_request_id_fk" FOREIGN KEY ("id_request") REFERENCES "public"."support_request"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_event" ADD CONSTRAINT "support_event_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_event" ADD CONSTRAINT "support_event_id_user_app_user_id_fk" FOREIGN KEY ("id_user") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_request" ADD CONSTRAINT "support_request_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_request" ADD CONSTRAINT "support_request_id_period_period_id_fk" FOREIGN KEY ("id_period") REFERENCES "public"."period"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_request" ADD CONSTRAINT "support_request_created_by_app_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_event_request_idx" ON "support_event" USING btree ("id_request","at","id");--> statement-breakpoint
CREATE INDEX "support_request_period_idx" ON "support_request" USING btree ("id_period","created_at");--> statement-breakpoint
CREATE INDEX "support_request_created_idx" ON "support_request" USING btree ("created_at");