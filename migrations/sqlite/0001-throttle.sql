-- Attempts counted per client and purpose (sign-in failures, contact submissions).
-- Times in this schema are milliseconds since 1970 (UTC), as on PostgreSQL, so both engines return the same values.
CREATE TABLE throttle_events (
  bucket text NOT NULL,
  client text NOT NULL,
  at integer NOT NULL
) STRICT;
CREATE INDEX throttle_events_lookup ON throttle_events (bucket, client, at);
