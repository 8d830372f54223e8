-- Which server process holds a message it is sending ("host:pid"): it hands its claims back when it stops,
-- and an operator can tell whose claim a stuck message waits on.
ALTER TABLE contact_outbox ADD COLUMN claimed_by text;
