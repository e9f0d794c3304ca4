-- The audit trail (audit.ts, docs/deployment.md "Audit trail"): who read or changed which patient
-- record, every sign-in, sign-out, kick and account change; when and from where. Append-only:
-- the trigger refuses every UPDATE, DELETE and TRUNCATE, except the server's pruning of rows past
-- the retention (180 days), which it asks for by setting doctor_console.audit_prune in its
-- transaction. Shared by every instance on the database.
CREATE TABLE audit_log (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  -- the signed-in doctor (null: nobody, e.g. a failed sign-in; or the operator's command line)
  doctor_id int,
  -- who else: the account a failed sign-in named, or "operator" for the accounts command
  actor text,
  -- read | change | sign-in | sign-in-failed | sign-out | kick | account
  action text NOT NULL,
  -- what was read or changed: the call (listOrders, getNutritionPrescription, …) or the file kind
  what text NOT NULL,
  -- which record: the ids the call named (payRecordId=12, …), or the file's path
  record text,
  -- from where: the client's address (behind TRUST_PROXY, the proxy's X-Forwarded-For)
  address text,
  request_id text
);
CREATE INDEX audit_log_at ON audit_log (at);
CREATE INDEX audit_log_doctor_at ON audit_log (doctor_id, at);

CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND current_setting('doctor_console.audit_prune', true) = 'on' AND OLD.at < now() - interval '180 days' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only (%)', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
