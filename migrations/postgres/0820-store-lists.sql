-- Where to buy (/where-to-buy): the authorised retailers' stores, imported by staff from a file. Each file
-- checked is a list; the list put live most recently is the one visitors search. Earlier lists keep their row
-- (who imported what, and when) but lose their stores.
CREATE TABLE store_lists (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  created_at bigint NOT NULL,
  -- The staff account that imported the file; null for the sample list a new site starts with.
  created_by integer,
  file_name text NOT NULL,
  store_count integer NOT NULL,
  -- The rows left out and why (JSON), for the check's report.
  failed_rows text NOT NULL,
  published_at bigint,
  published_by integer
);
CREATE INDEX store_lists_published_at ON store_lists (published_at);

CREATE TABLE stores (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  list_id integer NOT NULL,
  -- The row's order in its file, which the export keeps.
  position integer NOT NULL,
  name text NOT NULL,
  address text NOT NULL,
  city text NOT NULL,
  province text NOT NULL,
  postal_code text NOT NULL,
  phone text NOT NULL,
  website text NOT NULL,
  -- The ids of the brands it carries (JSON array).
  brands text NOT NULL
);
CREATE INDEX stores_list ON stores (list_id);
