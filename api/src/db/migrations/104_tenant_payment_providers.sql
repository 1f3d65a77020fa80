-- Each tenant's own online payment provider and its credentials (docs/api.md, "Payment adapters").
-- `credentials` is the JSON of the provider's keys sealed with AES-256-GCM under SECRETS_KEY
-- (`v1.<iv>.<tag>.<ciphertext>`, base64url; the tenant's id is the additional data, so a sealed value
-- copied to another tenant's row does not open). A tenant without a row pays through PAYMENT_PROVIDER.
CREATE TABLE tenant_payment_providers (
  tenant_id integer PRIMARY KEY REFERENCES tenants (id) ON DELETE CASCADE,
  provider text NOT NULL CHECK (provider IN ('sandbox', 'moyasar', 'paymob')),
  credentials text NOT NULL,
  updated_at timestamptz NOT NULL
);

-- The adapter of a stored session is found by its reference (verify, refund).
CREATE INDEX payment_sessions_provider_ref_idx ON payment_sessions (provider_ref);
CREATE INDEX reservation_payments_provider_ref_idx ON reservation_payments (provider_ref);
