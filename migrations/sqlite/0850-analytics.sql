-- Site analytics without tracking (decision 243). Page views and goals are counted in each instance's memory
-- and added here in batches; nothing names a person. A visitor is a SHA-256 of the address, user agent and
-- site under the day's salt: the salt is kept only for its day, the hashes only until the day's visitors are
-- counted, so nobody can be followed from one day to the next.
CREATE TABLE analytics_salts (
  day text PRIMARY KEY,
  salt text NOT NULL
) STRICT;
-- The day's visitors as hashes, one row each: two instances add to the same set without counting one twice.
CREATE TABLE analytics_visitors (
  day text NOT NULL,
  visitor text NOT NULL,
  PRIMARY KEY (day, visitor)
) STRICT, WITHOUT ROWID;
-- Per day (head office's clock): page views and, once the day is over, its visitors. Kept 25 months.
CREATE TABLE analytics_days (
  day text PRIMARY KEY,
  views integer NOT NULL DEFAULT 0,
  visitors integer NOT NULL DEFAULT 0
) STRICT;
-- Page views by what was seen and where from. `period` is a day (2026-11-27) for 30 days, then its month
-- (2026-11) once rolled up. An absent value is ''.
CREATE TABLE analytics_views (
  period text NOT NULL,
  path text NOT NULL,
  language text NOT NULL,
  referrer text NOT NULL,
  source text NOT NULL,
  medium text NOT NULL,
  campaign text NOT NULL,
  device text NOT NULL,
  views integer NOT NULL,
  PRIMARY KEY (period, path, language, referrer, source, medium, campaign, device)
) STRICT, WITHOUT ROWID;
-- Goals reached (a message sent, an application, a click to a brand's website…), by brand and by the page
-- they were reached from; days, then months, as above.
CREATE TABLE analytics_goals (
  period text NOT NULL,
  goal text NOT NULL,
  brand text NOT NULL,
  page text NOT NULL,
  count integer NOT NULL,
  PRIMARY KEY (period, goal, brand, page)
) STRICT, WITHOUT ROWID;
