-- Key/value settings; the group is the key prefix before the first '.' (general.site_name -> general).
CREATE TABLE settings (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id integer NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  key text NOT NULL CHECK (key ~ '^[a-z0-9_-]+\.[A-Za-z0-9_.-]+$'),
  value text NOT NULL DEFAULT '',
  -- The value is a JSON document (list, object), decoded when the caller asks with jsonVal.
  is_json boolean NOT NULL DEFAULT false,
  group_name text GENERATED ALWAYS AS (split_part(key, '.', 1)) STORED,
  UNIQUE (tenant_id, key)
);

CREATE INDEX settings_tenant_group_idx ON settings (tenant_id, group_name);
