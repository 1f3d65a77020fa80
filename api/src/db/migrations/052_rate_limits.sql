-- Every rate limit's window: one row per limit and subject, taken by one conditional upsert
-- (api/src/limits/sql-limiter.ts). tenant_id 0 holds limits that are not a tenant's (operator-key failures).
CREATE TABLE rate_limits (
  tenant_id integer NOT NULL,
  rule text NOT NULL,
  subject text NOT NULL,
  window_start timestamptz NOT NULL,
  count integer NOT NULL,
  PRIMARY KEY (tenant_id, rule, subject)
);

-- Password logins are counted in rate_limits now.
DROP TABLE password_logins;
