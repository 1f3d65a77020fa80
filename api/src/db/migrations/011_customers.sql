-- Customers of one tenant: the same mobile at another tenant is another customer. The mobile is in
-- national form (551234567 for SA, 01012345678 for EG).
CREATE TABLE customers (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id integer NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  name text NOT NULL DEFAULT '',
  country_code text NOT NULL CHECK (country_code IN ('SA', 'EG', 'AE', 'QA')),
  mobile text NOT NULL CHECK (mobile ~ '^[0-9]{8,11}$'),
  email text,
  gender text CHECK (gender IN ('male', 'female')),
  birth_date date,
  referral_code text,
  group_id integer,
  group_name text,
  avatar text,
  -- For a later login by e-mail and password (an scrypt hash); customers who log in by code have none.
  password_hash text,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (tenant_id, id),
  UNIQUE (tenant_id, country_code, mobile),
  UNIQUE (tenant_id, referral_code)
);

CREATE TABLE customer_addresses (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id integer NOT NULL,
  customer_id integer NOT NULL,
  street_name text NOT NULL,
  building_type text NOT NULL CHECK (building_type IN ('house', 'villa', 'office')),
  building_number text,
  floor_number text,
  apartment_number text,
  special_mark text,
  description text CHECK (length(description) <= 300),
  latitude double precision CHECK (latitude BETWEEN -90 AND 90),
  longitude double precision CHECK (longitude BETWEEN -180 AND 180),
  created_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (tenant_id, customer_id) REFERENCES customers (tenant_id, id) ON DELETE CASCADE
);

CREATE INDEX customer_addresses_customer_idx ON customer_addresses (tenant_id, customer_id);

-- Vehicles for pickup from the car (curbside). Brand and colour are plain columns for now.
CREATE TABLE customer_vehicles (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id integer NOT NULL,
  customer_id integer NOT NULL,
  brand_id integer NOT NULL,
  brand_name text NOT NULL,
  brand_logo text,
  color_id integer NOT NULL,
  color_name text NOT NULL,
  color_code text NOT NULL,
  plate_number text NOT NULL CHECK (length(plate_number) <= 20),
  created_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (tenant_id, customer_id) REFERENCES customers (tenant_id, id) ON DELETE CASCADE
);

CREATE INDEX customer_vehicles_customer_idx ON customer_vehicles (tenant_id, customer_id);
