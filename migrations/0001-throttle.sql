-- Attempts counted per client and purpose (sign-in failures, contact submissions), shared by every server process.
CREATE TABLE throttle_events (
  bucket text NOT NULL,
  client text NOT NULL,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX throttle_events_lookup ON throttle_events (bucket, client, at);
