-- Signed-in staff sessions. The cookie holds a random id; only its SHA-256 is stored, so a copy of
-- this table cannot be replayed as cookies. Rows outlive nothing: expired ones are deleted on sign-in.
CREATE TABLE staff_sessions (
  id_hash text PRIMARY KEY,
  started_at integer NOT NULL,
  last_seen_at integer NOT NULL
) STRICT;
CREATE INDEX staff_sessions_started_at ON staff_sessions (started_at);
