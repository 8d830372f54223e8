-- The site's content as published data (decision 219). Every publication of an item (a brand, later a page,
-- the company facts, a legal text) is a numbered revision holding the whole document as JSON, validated by
-- content/'s zod schemas; the newest revision of an item is what visitors see. A rollback is a publication too.
-- author_id is NULL for the revision made from content/ on first start.
CREATE TABLE content_revisions (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL,
  item text NOT NULL,
  number integer NOT NULL,
  document text NOT NULL,
  note text NOT NULL DEFAULT '',
  author_id integer REFERENCES staff_accounts (id),
  published_at bigint NOT NULL,
  UNIQUE (kind, item, number)
);

-- At most one draft per item, beside its published revision. `version` grows with each save; a save names
-- the version it was edited from, so a second editor is told instead of overwriting the first.
CREATE TABLE content_drafts (
  kind text NOT NULL,
  item text NOT NULL,
  document text NOT NULL,
  base_number integer NOT NULL,
  version integer NOT NULL,
  saved_by integer REFERENCES staff_accounts (id),
  saved_at bigint NOT NULL,
  PRIMARY KEY (kind, item)
);
