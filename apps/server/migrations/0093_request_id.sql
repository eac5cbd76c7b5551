ALTER TABLE "audit_log" ADD COLUMN "request_id" text;--> statement-breakpoint
ALTER TABLE "security_event" ADD COLUMN "request_id" text;--> statement-breakpoint
CREATE INDEX "audit_log_request_idx" ON "audit_log" USING btree ("request_id") WHERE "audit_log"."request_id" is not null;--> statement-breakpoint
-- Each entry names the request that wrote it (`erario.request_id`, set by withTransaction), as it
-- names the person and the sign-in.
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
  INSERT INTO audit_log (id_client, id_user, id_session, action, entity, entity_id, before, after, request_id)
  VALUES (
    coalesce((v_row ->> 'id_client')::integer, nullif(current_setting('erario.client_id', true), '')::integer),
    nullif(current_setting('erario.user_id', true), '')::integer,
    nullif(current_setting('erario.session_id', true), '')::integer,
    TG_OP,
    TG_TABLE_NAME,
    coalesce(v_row ->> 'id', v_row ->> 'code'),
    v_old,
    v_new,
    nullif(current_setting('erario.request_id', true), '')
  );
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The request id joins what the hash covers at the end, where concat_ws leaves out a null: the entries
-- sealed before it existed keep the hashes they were sealed with.
CREATE OR REPLACE FUNCTION erario_audit_text(r audit_log, previous text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT concat_ws('|', coalesce(previous, ''), r.id::text, coalesce(r.id_client::text, ''),
    coalesce(r.id_user::text, ''), coalesce(r.id_session::text, ''),
    to_char(r.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US'), r.action, r.entity,
    coalesce(r.entity_id, ''), coalesce(r.before::text, ''), coalesce(r.after::text, ''), r.request_id)
$$;
--> statement-breakpoint
-- The sealer still changes nothing of an entry but its place and hash: its request id included.
CREATE OR REPLACE FUNCTION erario_audit_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND current_setting('erario.sealing', true) = 'on'
     AND OLD.seal IS NULL AND NEW.seal IS NOT NULL AND NEW.hash IS NOT NULL
     AND (NEW.id, NEW.id_client, NEW.id_user, NEW.id_session, NEW.at, NEW.action, NEW.entity, NEW.entity_id,
          NEW.before, NEW.after, NEW.request_id)
         IS NOT DISTINCT FROM
         (OLD.id, OLD.id_client, OLD.id_user, OLD.id_session, OLD.at, OLD.action, OLD.entity, OLD.entity_id,
          OLD.before, OLD.after, OLD.request_id) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'La auditoría no se modifica ni se borra.' USING ERRCODE = 'insufficient_privilege';
END
$$;
