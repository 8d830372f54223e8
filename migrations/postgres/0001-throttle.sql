-- Attempts counted per client and purpose (sign-in failures, contact submissions), shared by every server process.
-- Times in this schema are milliseconds since 1970 (UTC), as on SQLite, so both engines return the same values.
CREATE TABLE throttle_events (
  bucket text NOT NULL,
  client text NOT NULL,
  at bigint NOT NULL
);
CREATE INDEX throttle_events_lookup ON throttle_events (bucket, client, at);
