-- The trading audit log is append-only (decision 004): rows are inserted, never changed or removed.
CREATE FUNCTION trading_audit_log_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'trading_audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER trading_audit_log_append_only
  BEFORE UPDATE OR DELETE ON trading_audit_log
  FOR EACH ROW EXECUTE FUNCTION trading_audit_log_refuse_change();
