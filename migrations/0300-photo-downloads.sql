-- Downloads prepared by the Photo Downloader: the resolved photos of a batch, fetched once by the browser's
-- download manager. Kept in the database so any server process can stream them; expired rows are pruned.
CREATE TABLE photo_downloads (
  id text PRIMARY KEY,
  mode text NOT NULL CHECK (mode IN ('photos', 'sheet')),
  file_name text NOT NULL,
  items jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX photo_downloads_created_at ON photo_downloads (created_at);
