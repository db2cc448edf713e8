-- Every change to an account's row tells the API instances which account changed (decision 068):
-- each instance keeps the signed-in users' rows in memory and forgets one when its email arrives
-- on this channel. OLD.email: the cache is keyed by the email a session token names.
CREATE FUNCTION users_notify_session_user_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_user_changed', OLD.email);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_session_user_changed
  AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION users_notify_session_user_changed();
