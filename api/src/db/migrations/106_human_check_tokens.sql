-- The tokens of a hosted human check (Turnstile, hCaptcha) already verified: a token is taken once, and a
-- replay within the window is refused without asking the provider. Only a sha256 of the token is kept;
-- the key is the hash alone, so a token is refused again at any tenant.
CREATE TABLE human_check_tokens (
  token_hash text PRIMARY KEY,
  tenant_id integer NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  claimed_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);

CREATE INDEX human_check_tokens_expiry_idx ON human_check_tokens (expires_at);
