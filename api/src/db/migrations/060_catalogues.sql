-- The tenant's catalogues of event types (reservations, waiting list) and allergens (e-menu,
-- reservations), with bilingual names and an emoji icon. docs/api.md, "Catalogues".
CREATE TABLE event_types (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id integer NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  name_ar text NOT NULL,
  name_en text NOT NULL,
  icon text NOT NULL,
  sort integer NOT NULL DEFAULT 0,
  UNIQUE (tenant_id, id)
);

CREATE INDEX event_types_tenant_idx ON event_types (tenant_id, sort, id);

-- Menu items name their allergens by `code` (menu_items.allergens): the e-menu and a reservation's
-- party read the same catalogue.
CREATE TABLE allergens (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id integer NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  code text NOT NULL CHECK (code ~ '^[a-z_]{1,40}$'),
  name_ar text NOT NULL,
  name_en text NOT NULL,
  icon text NOT NULL,
  sort integer NOT NULL DEFAULT 0,
  UNIQUE (tenant_id, id),
  UNIQUE (tenant_id, code)
);

CREATE INDEX allergens_tenant_idx ON allergens (tenant_id, sort, id);
