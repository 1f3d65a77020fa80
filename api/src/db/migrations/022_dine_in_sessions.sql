-- A table's dine-in session, named in the table's QR link (/menu/dine_in/session/{id}): a random UUID,
-- or a fixed readable id for the demo sessions. At most one open session per table (the partial unique
-- index); a closed session keeps its table and closed_at.
CREATE TABLE dine_in_sessions (
  id text PRIMARY KEY CHECK (id ~ '^[A-Za-z0-9-]{1,64}$'),
  tenant_id integer NOT NULL,
  table_id integer NOT NULL,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
  opened_at timestamptz NOT NULL,
  closed_at timestamptz,
  CHECK ((status = 'closed') = (closed_at IS NOT NULL)),
  UNIQUE (tenant_id, id),
  FOREIGN KEY (tenant_id, table_id) REFERENCES dine_in_tables (tenant_id, id) ON DELETE CASCADE
);

CREATE UNIQUE INDEX dine_in_sessions_open_table_idx ON dine_in_sessions (tenant_id, table_id) WHERE status = 'open';

-- Every move of a session from one table to another (possibly of another branch), for the staff's history.
CREATE TABLE dine_in_session_moves (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id integer NOT NULL,
  session_id text NOT NULL,
  from_table_id integer NOT NULL,
  to_table_id integer NOT NULL,
  moved_at timestamptz NOT NULL,
  FOREIGN KEY (tenant_id, session_id) REFERENCES dine_in_sessions (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, from_table_id) REFERENCES dine_in_tables (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, to_table_id) REFERENCES dine_in_tables (tenant_id, id) ON DELETE CASCADE
);

CREATE INDEX dine_in_session_moves_session_idx ON dine_in_session_moves (tenant_id, session_id, id);
