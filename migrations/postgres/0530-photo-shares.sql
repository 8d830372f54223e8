-- Share links: a set of items and a preset a retailer downloads without signing in, until the link expires
-- or staff revoke it. Only a hash of the token is kept, and its first characters to tell links apart.
CREATE TABLE photo_shares (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  token_hint text NOT NULL,
  created_at bigint NOT NULL,
  expires_at bigint NOT NULL,
  revoked_at bigint,
  preset text NOT NULL,
  items text NOT NULL,
  note text NOT NULL DEFAULT '',
  downloads integer NOT NULL DEFAULT 0
);

CREATE INDEX photo_shares_created_at ON photo_shares (created_at);
