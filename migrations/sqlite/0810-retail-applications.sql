-- Retail account applications (/retailers/apply): what the buyer sent, as validated (JSON), and where sales
-- has got with it. The mails (to sales, and the buyer's acknowledgement) go through the outbox.
CREATE TABLE retail_applications (
  id integer PRIMARY KEY,
  created_at integer NOT NULL,
  language text NOT NULL CHECK (language IN ('en', 'fr')),
  details text NOT NULL,
  -- The names, e-mail address, phone, city and tax numbers lowercased, for staff to search.
  search_text text NOT NULL,
  -- 1: the browser passed the bot check; 0: sent without JavaScript, confirmed with a form token.
  bot_checked integer NOT NULL,
  status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'inReview', 'approved', 'declined')),
  status_changed_at integer NOT NULL
) STRICT;
CREATE INDEX retail_applications_created_at ON retail_applications (created_at);

-- Every change of an application's status: when, and which member of staff made it.
CREATE TABLE retail_application_changes (
  id integer PRIMARY KEY,
  application_id integer NOT NULL,
  status text NOT NULL CHECK (status IN ('new', 'inReview', 'approved', 'declined')),
  changed_at integer NOT NULL,
  changed_by integer
) STRICT;
CREATE INDEX retail_application_changes_application ON retail_application_changes (application_id);
