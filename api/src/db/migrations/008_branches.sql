-- The tenant's branches. busy adds busy_extra_minutes to preparation_minutes; manually_closed closes
-- the branch whatever its working hours say. The status is computed at request time.
CREATE TABLE branches (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id integer NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  name_ar text NOT NULL,
  name_en text NOT NULL,
  address_ar text NOT NULL DEFAULT '',
  address_en text NOT NULL DEFAULT '',
  phone text,
  latitude double precision NOT NULL CHECK (latitude BETWEEN -90 AND 90),
  longitude double precision NOT NULL CHECK (longitude BETWEEN -180 AND 180),
  preparation_minutes integer NOT NULL DEFAULT 20 CHECK (preparation_minutes >= 0),
  busy boolean NOT NULL DEFAULT false,
  busy_extra_minutes integer NOT NULL DEFAULT 0 CHECK (busy_extra_minutes >= 0),
  manually_closed boolean NOT NULL DEFAULT false,
  asap_allowed boolean NOT NULL DEFAULT true,
  schedule_allowed boolean NOT NULL DEFAULT true,
  order_types text[] NOT NULL DEFAULT '{}' CHECK (order_types <@ ARRAY['delivery', 'pickup', 'curbside', 'dine_in']::text[]),
  active boolean NOT NULL DEFAULT true,
  sort integer NOT NULL DEFAULT 0,
  UNIQUE (tenant_id, id)
);

CREATE INDEX branches_tenant_sort_idx ON branches (tenant_id, sort, id);

-- Opening periods per weekday (0 = Sunday), local times of the tenant's time zone. Several periods a
-- day are allowed; a period whose closing time is not after its opening time passes midnight.
CREATE TABLE branch_working_hours (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id integer NOT NULL,
  branch_id integer NOT NULL,
  weekday smallint NOT NULL CHECK (weekday BETWEEN 0 AND 6),
  opens text NOT NULL CHECK (opens ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  closes text NOT NULL CHECK (closes ~ '^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$'),
  FOREIGN KEY (tenant_id, branch_id) REFERENCES branches (tenant_id, id) ON DELETE CASCADE
);

CREATE INDEX branch_working_hours_branch_idx ON branch_working_hours (tenant_id, branch_id);
