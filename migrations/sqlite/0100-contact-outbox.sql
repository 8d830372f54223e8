-- Contact messages are stored here before anything is sent, then delivered by the outbox worker.
CREATE TABLE contact_outbox (
  id integer PRIMARY KEY,
  created_at integer NOT NULL,
  -- The resolved address the message goes to, and what the visitor wrote (JSON text, as validated).
  recipient text NOT NULL,
  submission text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at integer NOT NULL,
  -- While sending, the claim expires at this time, so a crashed process's message is picked up again.
  claimed_until integer,
  last_error text,
  sent_at integer
) STRICT;
CREATE INDEX contact_outbox_due ON contact_outbox (next_attempt_at) WHERE status IN ('pending', 'sending');

-- Solved bot-check challenges, kept until they expire so each is accepted once.
CREATE TABLE contact_used_challenges (
  signature text PRIMARY KEY,
  expires_at integer NOT NULL
) STRICT;
