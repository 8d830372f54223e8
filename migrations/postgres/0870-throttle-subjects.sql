-- What each counted attempt was at (decision 263): the account a sign-in from an address named, or the address
-- a sign-in at an account came from. A success clears only its own pair's failures, never another account's.
ALTER TABLE throttle_events ADD COLUMN about text NOT NULL DEFAULT '';
