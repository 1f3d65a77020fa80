-- Advertising banners. `place` says where they show (web_popup, web_slider, app_home, ...).
CREATE TABLE banners (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id integer NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  place text NOT NULL,
  type text NOT NULL CHECK (type IN ('item', 'group', 'url', 'default')),
  image text NOT NULL,
  title_ar text NOT NULL DEFAULT '',
  title_en text NOT NULL DEFAULT '',
  item_id integer CHECK (type <> 'item' OR item_id IS NOT NULL),
  group_id integer CHECK (type <> 'group' OR group_id IS NOT NULL),
  url text CHECK (type <> 'url' OR url IS NOT NULL),
  -- Minutes the banner stays hidden after the customer closes it.
  appear_in_period integer NOT NULL DEFAULT 0 CHECK (appear_in_period >= 0),
  active boolean NOT NULL DEFAULT true,
  sort integer NOT NULL DEFAULT 0
);

CREATE INDEX banners_tenant_place_idx ON banners (tenant_id, place);
