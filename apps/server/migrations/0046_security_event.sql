CREATE TABLE "security_event" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "security_event_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"id_client" integer,
	"id_user" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"usuario" text,
	"ip" text,
	"detail" jsonb
);
--> statement-breakpoint
CREATE INDEX "security_event_at_idx" ON "security_event" USING btree ("at");--> statement-breakpoint
-- Append-only, as the audit trail it feeds.
CREATE OR REPLACE FUNCTION erario_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'Los eventos de seguridad no se modifican ni se borran.' USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
CREATE TRIGGER security_event_guard BEFORE UPDATE OR DELETE ON security_event FOR EACH ROW EXECUTE FUNCTION erario_append_only();
--> statement-breakpoint
CREATE TRIGGER security_event_no_truncate BEFORE TRUNCATE ON security_event FOR EACH STATEMENT EXECUTE FUNCTION erario_append_only();
