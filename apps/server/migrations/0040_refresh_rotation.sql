CREATE TABLE "user_session_retired_token" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"id_session" integer NOT NULL,
	"retired_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_session_retired_token" ADD CONSTRAINT "user_session_retired_token_id_session_user_session_id_fk" FOREIGN KEY ("id_session") REFERENCES "public"."user_session"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_session_retired_token_session_idx" ON "user_session_retired_token" USING btree ("id_session");