-- Line sheets (decision 252): a made line sheet, kept as long as a prepared download, so its PDF can be
-- fetched and shared; the items keep the photos the lookup found (none for a product whose photo is coming).
CREATE TABLE photo_line_sheets (
  id text PRIMARY KEY,
  created_at integer NOT NULL,
  language text NOT NULL,
  manager text NOT NULL,
  items text NOT NULL
) STRICT;
CREATE INDEX photo_line_sheets_created_at ON photo_line_sheets (created_at);
-- A share link of a line sheet names its language and brand manager; a link of photos has no language.
ALTER TABLE photo_shares ADD COLUMN line_sheet_language text;
ALTER TABLE photo_shares ADD COLUMN line_sheet_manager text NOT NULL DEFAULT '';
-- The history records line sheets, with their language. SQLite cannot change a column's check, so the table
-- is made again with the new one and its rows copied over.
CREATE TABLE photo_history_next (
  id integer PRIMARY KEY,
  created_at integer NOT NULL,
  kind text NOT NULL CHECK (kind IN ('export', 'sheet', 'share', 'lineSheet')),
  preset text NOT NULL,
  item_count integer NOT NULL,
  photo_count integer NOT NULL,
  bytes integer,
  items text NOT NULL,
  download_id text,
  sheet_format text,
  language text
) STRICT;
INSERT INTO photo_history_next (id, created_at, kind, preset, item_count, photo_count, bytes, items, download_id, sheet_format)
  SELECT id, created_at, kind, preset, item_count, photo_count, bytes, items, download_id, sheet_format FROM photo_history;
DROP TABLE photo_history;
ALTER TABLE photo_history_next RENAME TO photo_history;
CREATE INDEX photo_history_created_at ON photo_history (created_at);
CREATE INDEX photo_history_download_id ON photo_history (download_id);
