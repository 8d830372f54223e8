-- A sheet's format ('links': the spec's `Item Number,Image URL`), kept with the prepared download and the history.
ALTER TABLE photo_downloads ADD COLUMN sheet_format text NOT NULL DEFAULT 'links';
ALTER TABLE photo_history ADD COLUMN sheet_format text;
-- Items whose photos staff exported or linked with a preset: only these answer at
-- /images/exports/{preset}/{item}/{file}. The photo names are those of the latest export.
CREATE TABLE photo_export_items (
  preset text NOT NULL,
  item text NOT NULL,
  photos text NOT NULL,
  exported_at integer NOT NULL,
  PRIMARY KEY (preset, item)
) STRICT;
