-- Every process sharing the database forgets its kept "the sign-in still stands" answers the moment
-- one may have ended anywhere (issue 44): a sign-out or revocation, a sign-in cut short, a user
-- deactivated or removed, a membership removed or moved, any of their tables emptied. Notifications are delivered when the
-- transaction commits, and one transaction's identical notifications are folded into one.
CREATE OR REPLACE FUNCTION erario_sessions_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('erario_sessions', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER user_session_ended AFTER UPDATE ON user_session FOR EACH ROW
  WHEN ((OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL) OR NEW.expires_at < OLD.expires_at)
  EXECUTE FUNCTION erario_sessions_changed();
--> statement-breakpoint
CREATE TRIGGER user_session_removed AFTER DELETE ON user_session FOR EACH STATEMENT
  EXECUTE FUNCTION erario_sessions_changed();
--> statement-breakpoint
CREATE TRIGGER app_user_deactivated AFTER UPDATE ON app_user FOR EACH ROW
  WHEN (OLD.active AND NOT NEW.active)
  EXECUTE FUNCTION erario_sessions_changed();
--> statement-breakpoint
CREATE TRIGGER app_user_removed AFTER DELETE ON app_user FOR EACH STATEMENT
  EXECUTE FUNCTION erario_sessions_changed();
--> statement-breakpoint
CREATE TRIGGER user_client_moved AFTER UPDATE ON user_client FOR EACH ROW
  WHEN (OLD.id_client IS DISTINCT FROM NEW.id_client OR OLD.id_user IS DISTINCT FROM NEW.id_user)
  EXECUTE FUNCTION erario_sessions_changed();
--> statement-breakpoint
CREATE TRIGGER user_client_removed AFTER DELETE ON user_client FOR EACH STATEMENT
  EXECUTE FUNCTION erario_sessions_changed();
--> statement-breakpoint
CREATE TRIGGER user_session_truncated AFTER TRUNCATE ON user_session FOR EACH STATEMENT
  EXECUTE FUNCTION erario_sessions_changed();
--> statement-breakpoint
CREATE TRIGGER app_user_truncated AFTER TRUNCATE ON app_user FOR EACH STATEMENT
  EXECUTE FUNCTION erario_sessions_changed();
--> statement-breakpoint
CREATE TRIGGER user_client_truncated AFTER TRUNCATE ON user_client FOR EACH STATEMENT
  EXECUTE FUNCTION erario_sessions_changed();
