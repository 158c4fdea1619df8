-- Issue #17: every instance caches live sessions in memory and must forget one the moment it is
-- revoked, whichever instance or statement revoked it (logout, password change or reset, refresh
-- reuse, a deleted user's sessions going with it by cascade). These triggers announce each such
-- change on the channel the instances LISTEN to; NOTIFY is delivered only when the transaction
-- commits, and never if it rolls back. Payload: 's:<session id>' or 'u:<user id>'.
CREATE OR REPLACE FUNCTION notify_session_revoked() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_revocations', 's:' || OLD.id::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_revoked_notify AFTER UPDATE ON sessions FOR EACH ROW
  WHEN (NEW.revoked_at IS DISTINCT FROM OLD.revoked_at OR NEW.user_id IS DISTINCT FROM OLD.user_id
        OR NEW.expires_at < OLD.expires_at)
  EXECUTE FUNCTION notify_session_revoked();
--> statement-breakpoint
CREATE TRIGGER sessions_deleted_notify AFTER DELETE ON sessions FOR EACH ROW
  EXECUTE FUNCTION notify_session_revoked();
--> statement-breakpoint
-- The cache also holds the user's role, company and e-mail: a change to any of them is announced too.
CREATE OR REPLACE FUNCTION notify_session_user_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_revocations', 'u:' || OLD.id::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_session_fields_notify AFTER UPDATE ON users FOR EACH ROW
  WHEN (NEW.role IS DISTINCT FROM OLD.role OR NEW.client_id IS DISTINCT FROM OLD.client_id
        OR NEW.email IS DISTINCT FROM OLD.email)
  EXECUTE FUNCTION notify_session_user_changed();
--> statement-breakpoint
CREATE TRIGGER users_deleted_notify AFTER DELETE ON users FOR EACH ROW
  EXECUTE FUNCTION notify_session_user_changed();
