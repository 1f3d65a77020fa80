-- "I'm on my way": when a called party told the restaurant it is coming (null until then). The grace
-- time it has is the branch's no_show_minutes (waiting_list_branches).
ALTER TABLE waiting_entries ADD COLUMN on_my_way_at timestamptz;
