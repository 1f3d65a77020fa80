-- Demo data added after the demo tenants were created (branches, customers), each step applied once,
-- also to a database seeded by an earlier version.
CREATE TABLE applied_seeds (
  name text PRIMARY KEY,
  applied_at timestamptz NOT NULL DEFAULT now()
);
