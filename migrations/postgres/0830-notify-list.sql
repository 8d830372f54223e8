-- The notify-me list of the B2B page: who asked to hear when online ordering opens. An address is kept only
-- once its owner confirms it from the mailed link (double opt-in); an unconfirmed one goes 30 days after it
-- was asked for, a confirmed one when it unsubscribes. No token is stored: the confirmation link's is kept as
-- a SHA-256 hash, the unsubscribe link's is signed with the server's secret.
CREATE TABLE notify_list (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- As given, lowercased: one address is one row.
  email text NOT NULL UNIQUE,
  language text NOT NULL CHECK (language IN ('en', 'fr')),
  -- When the address was last asked for (and its confirmation mail sent).
  requested_at bigint NOT NULL,
  confirmed_at bigint,
  -- The open confirmation link's token, hashed; null once confirmed.
  confirm_hash text UNIQUE
);
CREATE INDEX notify_list_requested_at ON notify_list (requested_at);
