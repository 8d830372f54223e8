-- Downloads prepared by the Photo Downloader: the resolved photos of a batch (JSON text), fetched once by the
-- browser's download manager. Kept in the database so any server process can stream them; expired rows are pruned.
CREATE TABLE photo_downloads (
  id text PRIMARY KEY,
  mode text NOT NULL CHECK (mode IN ('photos', 'sheet')),
  file_name text NOT NULL,
  items text NOT NULL,
  created_at integer NOT NULL
) STRICT;

CREATE INDEX photo_downloads_created_at ON photo_downloads (created_at);
