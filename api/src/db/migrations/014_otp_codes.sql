-- Login codes sent by SMS, one row per send (the rows also count sends for the rate limits). Only a
-- salted sha256 of the code is kept. A code is used once; wrong attempts are counted.
CREATE TABLE otp_codes (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id integer NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  country_code text NOT NULL CHECK (country_code IN ('SA', 'EG', 'AE', 'QA')),
  mobile text NOT NULL,
  code_salt text NOT NULL,
  code_hash text NOT NULL,
  ip text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

CREATE INDEX otp_codes_mobile_idx ON otp_codes (tenant_id, country_code, mobile, created_at);
CREATE INDEX otp_codes_ip_idx ON otp_codes (tenant_id, ip, created_at);
