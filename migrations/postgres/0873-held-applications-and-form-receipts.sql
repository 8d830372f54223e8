-- A retail application sent without JavaScript (confirmed with a form token, no bot-check proof) is held as a
-- held contact message is: nothing is mailed, to sales or to the address typed, until staff release it.
ALTER TABLE retail_applications ADD COLUMN held_at bigint;

-- What a public form's post came to, by a hash of the proof it carried (its form token or its bot-check
-- answer) and the form's name: the same post sent again (a reload, back and send again, a double click) is
-- answered with this rather than stored twice. Kept as long as the form token could be used.
CREATE TABLE form_receipts (
  key text PRIMARY KEY,
  -- What keeping the post returned (JSON: an application's reference, a message's number, or null).
  receipt text NOT NULL,
  -- 1: the bot check passed; 0: a plain post confirmed with a form token.
  bot_checked integer NOT NULL,
  expires_at bigint NOT NULL
);
CREATE INDEX form_receipts_expires_at ON form_receipts (expires_at);
