-- Line sheets (decision 252): a made line sheet, kept as long as a prepared download, so its PDF can be
-- fetched and shared; the items keep the photos the lookup found (none for a product whose photo is coming).
CREATE TABLE photo_line_sheets (
  id text PRIMARY KEY,
  created_at bigint NOT NULL,
  language text NOT NULL,
  manager text NOT NULL,
  items text NOT NULL
);
CREATE INDEX photo_line_sheets_created_at ON photo_line_sheets (created_at);
-- A share link of a line sheet names its language and brand manager; a link of photos has no language.
ALTER TABLE photo_shares ADD COLUMN line_sheet_language text;
ALTER TABLE photo_shares ADD COLUMN line_sheet_manager text NOT NULL DEFAULT '';
-- The history records line sheets, with their language.
ALTER TABLE photo_history DROP CONSTRAINT photo_history_kind_check;
ALTER TABLE photo_history ADD CONSTRAINT photo_history_kind_check
  CHECK (kind IN ('export', 'sheet', 'share', 'lineSheet'));
ALTER TABLE photo_history ADD COLUMN language text;
