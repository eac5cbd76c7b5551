CREATE TABLE "sign_in_challenge" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"id_user" integer NOT NULL,
	"ip" text,
	"user_agent" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_mfa" (
	"id_user" integer PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"last_step" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_recovery_code" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_recovery_code_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_user" integer NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "client" ADD COLUMN "mfa_admins" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "client" ADD COLUMN "mfa_cashiers" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sign_in_challenge" ADD CONSTRAINT "sign_in_challenge_id_user_app_user_id_fk" FOREIGN KEY ("id_user") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_mfa" ADD CONSTRAINT "user_mfa_id_user_app_user_id_fk" FOREIGN KEY ("id_user") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_recovery_code" ADD CONSTRAINT "user_recovery_code_id_user_app_user_id_fk" FOREIGN KEY ("id_user") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sign_in_challenge_user_idx" ON "sign_in_challenge" USING btree ("id_user");--> statement-breakpoint
CREATE UNIQUE INDEX "user_recovery_code_uq" ON "user_recovery_code" USING btree ("id_user","code_hash");--> statement-breakpoint
-- The second factor's secret (sealed) and the recovery codes' hashes stay out of the audit trail too.
CREATE OR REPLACE FUNCTION erario_audit() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_old jsonb;
  v_new jsonb;
  v_row jsonb;
BEGIN
  IF TG_OP <> 'INSERT' THEN v_old := to_jsonb(OLD) - 'password_hash' - 'token_hash' - 'secret' - 'code_hash'; END IF;
  IF TG_OP <> 'DELETE' THEN v_new := to_jsonb(NEW) - 'password_hash' - 'token_hash' - 'secret' - 'code_hash'; END IF;
  IF TG_OP = 'UPDATE' AND v_old = v_new AND to_jsonb(OLD) = to_jsonb(NEW) THEN RETURN NULL; END IF;
  v_row := coalesce(v_new, v_old);
  INSERT INTO audit_log (id_client, id_user, action, entity, entity_id, before, after)
  VALUES (
    coalesce((v_row ->> 'id_client')::integer, nullif(current_setting('erario.client_id', true), '')::integer),
    nullif(current_setting('erario.user_id', true), '')::integer,
    TG_OP,
    TG_TABLE_NAME,
    coalesce(v_row ->> 'id', v_row ->> 'code'),
    v_old,
    v_new
  );
  RETURN NULL;
END
$$;
