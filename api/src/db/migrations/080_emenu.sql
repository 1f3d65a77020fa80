-- The electronic menu (docs/api.md, "Electronic menu").

-- The allergens items name (menu_items.allergens, by code) are the tenant's catalogue (060_catalogues).

-- The uuids printed in QR codes: 'branch' opens one branch's e-menu, 'branches' lets the guest
-- choose among several (a food court, a chain's shared menu).
CREATE TABLE emenu_links (
  uuid uuid PRIMARY KEY,
  tenant_id integer NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('branch', 'branches')),
  branch_ids integer[] NOT NULL CHECK (cardinality(branch_ids) > 0),
  CHECK (kind = 'branches' OR cardinality(branch_ids) = 1)
);

CREATE INDEX emenu_links_tenant_idx ON emenu_links (tenant_id, kind);

-- Guests' feedback from the e-menu. The mobile is in national form.
CREATE TABLE emenu_feedback (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id integer NOT NULL,
  branch_id integer NOT NULL,
  rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
  comment text,
  name text,
  mobile text,
  created_at timestamptz NOT NULL,
  UNIQUE (tenant_id, id),
  FOREIGN KEY (tenant_id, branch_id) REFERENCES branches (tenant_id, id) ON DELETE CASCADE
);

CREATE INDEX emenu_feedback_branch_day_idx ON emenu_feedback (tenant_id, branch_id, created_at);

-- Photos of a feedback, metadata stripped; the bytes live in the photo store under storage_key.
CREATE TABLE emenu_feedback_photos (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id integer NOT NULL,
  feedback_id integer NOT NULL,
  storage_key text NOT NULL UNIQUE,
  content_type text NOT NULL CHECK (content_type IN ('image/jpeg', 'image/png', 'image/webp')),
  bytes integer NOT NULL CHECK (bytes > 0),
  sort integer NOT NULL DEFAULT 0,
  FOREIGN KEY (tenant_id, feedback_id) REFERENCES emenu_feedback (tenant_id, id) ON DELETE CASCADE
);

CREATE INDEX emenu_feedback_photos_feedback_idx ON emenu_feedback_photos (tenant_id, feedback_id);
