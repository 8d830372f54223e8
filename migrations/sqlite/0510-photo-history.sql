-- Every Photo Downloader export and sheet (and, later, share), for the tools' history and "Run again". The item
-- numbers are kept whole (JSON text) so a run can be repeated; rows older than the retention are pruned.
CREATE TABLE photo_history (
  id integer PRIMARY KEY,
  created_at integer NOT NULL,
  kind text NOT NULL CHECK (kind IN ('export', 'sheet', 'share')),
  preset text NOT NULL,
  item_count integer NOT NULL,
  photo_count integer NOT NULL,
  bytes integer,
  items text NOT NULL,
  download_id text
) STRICT;

CREATE INDEX photo_history_created_at ON photo_history (created_at);
CREATE INDEX photo_history_download_id ON photo_history (download_id);
