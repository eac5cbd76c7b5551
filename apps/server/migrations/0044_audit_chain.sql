ALTER TABLE "audit_log" ADD COLUMN "id_session" integer;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "seal" bigint;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "audit_log_seal_uq" ON "audit_log" USING btree ("seal");--> statement-breakpoint
CREATE INDEX "audit_log_unsealed_idx" ON "audit_log" USING btree ("id") WHERE "audit_log"."seal" is null;--> statement-breakpoint
-- Each entry records the sign-in it came from (erario.session_id, set by withTransaction).
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
  INSERT INTO audit_log (id_client, id_user, id_session, action, entity, entity_id, before, after)
  VALUES (
    coalesce((v_row ->> 'id_client')::integer, nullif(current_setting('erario.client_id', true), '')::integer),
    nullif(current_setting('erario.user_id', true), '')::integer,
    nullif(current_setting('erario.session_id', true), '')::integer,
    TG_OP,
    TG_TABLE_NAME,
    coalesce(v_row ->> 'id', v_row ->> 'code'),
    v_old,
    v_new
  );
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- What an entry's hash covers, in a fixed text: the hash before it and every column of the entry (the
-- time in UTC, so the server's time zone changes nothing; jsonb prints its keys in one order).
CREATE OR REPLACE FUNCTION erario_audit_text(r audit_log, previous text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT concat_ws('|', coalesce(previous, ''), r.id::text, coalesce(r.id_client::text, ''),
    coalesce(r.id_user::text, ''), coalesce(r.id_session::text, ''),
    to_char(r.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US'), r.action, r.entity,
    coalesce(r.entity_id, ''), coalesce(r.before::text, ''), coalesce(r.after::text, ''))
$$;
--> statement-breakpoint
-- Seals up to `batch` committed entries into the chain, in id order after the last sealed one: each
-- takes the next place and the sha-256 of its text with the hash before it. One sealer at a time.
CREATE OR REPLACE FUNCTION erario_audit_seal(batch integer) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  v_place bigint;
  v_hash text;
  r audit_log;
  n integer := 0;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('erario_audit_seal'));
  -- The guard lets this transaction, and no other, give entries their place.
  PERFORM set_config('erario.sealing', 'on', true);
  SELECT seal, hash INTO v_place, v_hash FROM audit_log WHERE seal IS NOT NULL ORDER BY seal DESC LIMIT 1;
  v_place := coalesce(v_place, 0);
  FOR r IN SELECT * FROM audit_log WHERE seal IS NULL ORDER BY id LIMIT batch LOOP
    v_place := v_place + 1;
    v_hash := encode(sha256(convert_to(erario_audit_text(r, v_hash), 'UTF8')), 'hex');
    UPDATE audit_log SET seal = v_place, hash = v_hash WHERE id = r.id;
    n := n + 1;
  END LOOP;
  RETURN n;
END
$$;
--> statement-breakpoint
-- The chain read again from its start: the first place whose entry or order no longer gives its hash
-- (an entry changed, removed or slipped in), or null when every one holds.
CREATE OR REPLACE FUNCTION erario_audit_verify() RETURNS bigint LANGUAGE plpgsql STABLE AS $$
DECLARE
  v_hash text;
  v_expected bigint := 0;
  r audit_log;
BEGIN
  FOR r IN SELECT * FROM audit_log WHERE seal IS NOT NULL ORDER BY seal LOOP
    v_expected := v_expected + 1;
    IF r.seal <> v_expected THEN RETURN v_expected; END IF;
    v_hash := encode(sha256(convert_to(erario_audit_text(r, v_hash), 'UTF8')), 'hex');
    IF r.hash IS DISTINCT FROM v_hash THEN RETURN r.seal; END IF;
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Nobody edits or deletes an entry through any connection that keeps the triggers on: the only change
-- let through is the sealer's (erario_audit_seal, which marks its transaction), giving an unsealed
-- entry its place and hash and touching nothing else.
CREATE OR REPLACE FUNCTION erario_audit_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND current_setting('erario.sealing', true) = 'on'
     AND OLD.seal IS NULL AND NEW.seal IS NOT NULL AND NEW.hash IS NOT NULL
     AND (NEW.id, NEW.id_client, NEW.id_user, NEW.id_session, NEW.at, NEW.action, NEW.entity, NEW.entity_id,
          NEW.before, NEW.after)
         IS NOT DISTINCT FROM
         (OLD.id, OLD.id_client, OLD.id_user, OLD.id_session, OLD.at, OLD.action, OLD.entity, OLD.entity_id,
          OLD.before, OLD.after) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'La auditoría no se modifica ni se borra.' USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
CREATE TRIGGER audit_log_guard BEFORE UPDATE OR DELETE ON audit_log FOR EACH ROW EXECUTE FUNCTION erario_audit_guard();
--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log FOR EACH STATEMENT EXECUTE FUNCTION erario_audit_guard();
