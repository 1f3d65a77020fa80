-- A customer may change a confirmed reservation (time, party) until this many hours before its time;
-- NULL: the branch takes no changes from customers (they call it).
ALTER TABLE reservation_settings ADD COLUMN change_hours integer DEFAULT 2 CHECK (change_hours >= 0);
