-- A lead marked handled (answered, or nothing to answer) by a member of staff: when, and which account
-- (staff_accounts.id). Both null again when the mark is undone. The audit log keeps every change.
ALTER TABLE contact_outbox ADD COLUMN handled_at bigint;
ALTER TABLE contact_outbox ADD COLUMN handled_by integer;
