-- Whatever ends a session (sign-out, a password change or reset revoking it, its user deleted, a
-- tool deleting rows), moves its expiry or owner, or disables or enables a user notifies
-- 'session_status_changed' with the user id, from whichever process or tool made the change:
-- every API process forgets what it remembered about that user's sessions
-- (modules/identity/cached-identity-repository.ts), so their ID tokens are refused from the next
-- call. A TRUNCATE of the sessions skips row triggers, so it notifies an empty payload: everyone.
CREATE FUNCTION notify_session_status_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    PERFORM pg_notify('session_status_changed', '');
  ELSIF TG_TABLE_NAME = 'user' THEN
    PERFORM pg_notify('session_status_changed', NEW.id);
  ELSE
    PERFORM pg_notify('session_status_changed', OLD.user_id);
    IF TG_OP = 'UPDATE' AND OLD.user_id IS DISTINCT FROM NEW.user_id THEN
      PERFORM pg_notify('session_status_changed', NEW.user_id);
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER session_notify_status_deleted AFTER DELETE ON session
  FOR EACH ROW EXECUTE FUNCTION notify_session_status_changed();
--> statement-breakpoint
-- better-auth moves a session's expiry forward about once a day while it is used; other updates
-- (its updated_at alone, say) change nothing a cached answer depends on.
CREATE TRIGGER session_notify_status_updated AFTER UPDATE ON session
  FOR EACH ROW WHEN (
    OLD.expires_at IS DISTINCT FROM NEW.expires_at
    OR OLD.user_id IS DISTINCT FROM NEW.user_id
    OR OLD.id IS DISTINCT FROM NEW.id
  )
  EXECUTE FUNCTION notify_session_status_changed();
--> statement-breakpoint
CREATE TRIGGER session_notify_status_truncated AFTER TRUNCATE ON session
  FOR EACH STATEMENT EXECUTE FUNCTION notify_session_status_changed();
--> statement-breakpoint
CREATE TRIGGER user_notify_session_status AFTER UPDATE OF disabled ON "user"
  FOR EACH ROW WHEN (OLD.disabled IS DISTINCT FROM NEW.disabled)
  EXECUTE FUNCTION notify_session_status_changed();
