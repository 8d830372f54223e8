-- Images uploaded in the studio (decision 221), stored where every instance reads them. An image is named by a
-- digest of its original, so its address changes with its content and can be cached for good; the original is
-- kept so its sizes can be made again. What an image shows is said
-- where it is used (the brand's document, in each language).
CREATE TABLE content_images (
  id text PRIMARY KEY,
  kind text NOT NULL,
  original bytea NOT NULL,
  original_type text NOT NULL,
  width integer NOT NULL,
  height integer NOT NULL,
  uploaded_by integer REFERENCES staff_accounts (id),
  uploaded_at bigint NOT NULL
);

-- Every size and format the pages ask for, by the file name in its address (`hero-1920.avif`).
CREATE TABLE content_image_files (
  image_id text NOT NULL REFERENCES content_images (id),
  file text NOT NULL,
  bytes bytea NOT NULL,
  PRIMARY KEY (image_id, file)
);
