-- "I've arrived": when the customer of a pickup from the car told the branch the car is outside (null
-- until then). The first press is kept; it is said only while the order is accepted or ready.
ALTER TABLE orders ADD COLUMN arrived_at timestamptz;
