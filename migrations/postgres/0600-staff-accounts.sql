-- Named staff accounts (decision 213). The first owner is made at start-up from OWNER_EMAIL; its password_hash
-- stays NULL while it signs in with the configured TOOLS_PASSWORD(_HASH). An invited account has none until
-- its invitation is used. E-mail addresses are stored lowercased, so one address is one account.
CREATE TABLE staff_accounts (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email text NOT NULL UNIQUE,
  name text NOT NULL,
  role text NOT NULL CHECK (role IN ('owner', 'marketing', 'sales')),
  language text NOT NULL CHECK (language IN ('en', 'fr')),
  state text NOT NULL CHECK (state IN ('invited', 'active', 'deactivated')),
  password_hash text,
  totp_secret text,
  totp_enabled_at bigint,
  totp_last_step bigint,
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL
);

-- Sessions from before accounts named nobody: they end, and staff sign in once more with an e-mail address.
DROP TABLE staff_sessions;
CREATE TABLE staff_sessions (
  id_hash text PRIMARY KEY,
  account_id integer NOT NULL REFERENCES staff_accounts (id),
  started_at bigint NOT NULL,
  last_seen_at bigint NOT NULL,
  second_factor_due_until bigint,
  device text NOT NULL DEFAULT '',
  ip_prefix text NOT NULL DEFAULT ''
);
CREATE INDEX staff_sessions_started_at ON staff_sessions (started_at);
CREATE INDEX staff_sessions_account ON staff_sessions (account_id);

-- One-time links (invitation, password reset): only a hash of the token is kept; a used one keeps used_at.
CREATE TABLE staff_tokens (
  token_hash text PRIMARY KEY,
  account_id integer NOT NULL REFERENCES staff_accounts (id),
  purpose text NOT NULL CHECK (purpose IN ('invitation', 'reset')),
  created_at bigint NOT NULL,
  expires_at bigint NOT NULL,
  used_at bigint
);
CREATE INDEX staff_tokens_account ON staff_tokens (account_id);

-- Addresses an account signed in from (a digest of each): from one of them, a guesser's burst against the
-- account does not lock its own people out.
CREATE TABLE staff_known_clients (
  account_id integer NOT NULL REFERENCES staff_accounts (id),
  client_hash text NOT NULL,
  last_signed_in_at bigint NOT NULL,
  PRIMARY KEY (account_id, client_hash)
);

CREATE TABLE staff_recovery_codes (
  account_id integer NOT NULL REFERENCES staff_accounts (id),
  code_hash text NOT NULL,
  used_at bigint,
  PRIMARY KEY (account_id, code_hash)
);

-- Who did what, to which record, from where. Written by one function with fixed action names; never a lead's
-- words. actor_id is NULL for a failed sign-in that named no account.
CREATE TABLE audit_log (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at bigint NOT NULL,
  actor_id integer REFERENCES staff_accounts (id),
  action text NOT NULL,
  record text,
  detail text,
  ip_prefix text NOT NULL
);
CREATE INDEX audit_log_at ON audit_log (at);
CREATE INDEX audit_log_actor_at ON audit_log (actor_id, at);

-- Mail for staff (invitations, resets) waits in the same outbox as leads, so an SMTP outage delays it and
-- never loses it. The Messages tool lists leads only.
ALTER TABLE contact_outbox ADD COLUMN kind text NOT NULL DEFAULT 'lead' CHECK (kind IN ('lead', 'staff'));
