-- One audit entry per written row, in the writer's transaction: who (erario.user_id), for which client
-- (the row's id_client, else erario.client_id), when, and the row before and after. Secrets are dropped.
CREATE OR REPLACE FUNCTION erario_audit() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_old jsonb;
  v_new jsonb;
  v_row jsonb;
BEGIN
  IF TG_OP <> 'INSERT' THEN v_old := to_jsonb(OLD) - 'password_hash' - 'token_hash'; END IF;
  IF TG_OP <> 'DELETE' THEN v_new := to_jsonb(NEW) - 'password_hash' - 'token_hash'; END IF;
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
--> statement-breakpoint
CREATE TRIGGER company_audit AFTER INSERT OR UPDATE OR DELETE ON company FOR EACH ROW EXECUTE FUNCTION erario_audit();
--> statement-breakpoint
CREATE TRIGGER client_audit AFTER INSERT OR UPDATE OR DELETE ON client FOR EACH ROW EXECUTE FUNCTION erario_audit();
--> statement-breakpoint
CREATE TRIGGER app_module_audit AFTER INSERT OR UPDATE OR DELETE ON app_module FOR EACH ROW EXECUTE FUNCTION erario_audit();
--> statement-breakpoint
CREATE TRIGGER screen_audit AFTER INSERT OR UPDATE OR DELETE ON screen FOR EACH ROW EXECUTE FUNCTION erario_audit();
--> statement-breakpoint
CREATE TRIGGER client_module_audit AFTER INSERT OR UPDATE OR DELETE ON client_module FOR EACH ROW EXECUTE FUNCTION erario_audit();
--> statement-breakpoint
CREATE TRIGGER period_audit AFTER INSERT OR UPDATE OR DELETE ON period FOR EACH ROW EXECUTE FUNCTION erario_audit();
--> statement-breakpoint
CREATE TRIGGER notification_audit AFTER INSERT OR UPDATE OR DELETE ON notification FOR EACH ROW EXECUTE FUNCTION erario_audit();
--> statement-breakpoint
CREATE TRIGGER app_user_audit AFTER INSERT OR UPDATE OR DELETE ON app_user FOR EACH ROW EXECUTE FUNCTION erario_audit();
--> statement-breakpoint
CREATE TRIGGER user_client_audit AFTER INSERT OR UPDATE OR DELETE ON user_client FOR EACH ROW EXECUTE FUNCTION erario_audit();
--> statement-breakpoint
CREATE TRIGGER user_screen_audit AFTER INSERT OR UPDATE OR DELETE ON user_screen FOR EACH ROW EXECUTE FUNCTION erario_audit();
--> statement-breakpoint
CREATE TRIGGER user_session_audit AFTER INSERT OR UPDATE OR DELETE ON user_session FOR EACH ROW EXECUTE FUNCTION erario_audit();
--> statement-breakpoint
CREATE TRIGGER password_reset_audit AFTER INSERT OR UPDATE OR DELETE ON password_reset FOR EACH ROW EXECUTE FUNCTION erario_audit();
