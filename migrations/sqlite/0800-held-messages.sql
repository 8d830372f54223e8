-- A message sent without JavaScript (no bot-check proof) is kept, not mailed: held for staff to read, then
-- deliver or delete (decision 232). While held_at is set the outbox worker leaves the message alone.
ALTER TABLE contact_outbox ADD COLUMN held_at integer;
