-- For the staff Messages tool and retention: the form a message came from (department or brand id) as columns
-- to filter on, the visitor's words lowercased to search, when a message was sent again by staff (its delivery
-- deadline counts from then), and when it failed for good (failed messages are deleted a while after).
ALTER TABLE contact_outbox ADD COLUMN department text;
ALTER TABLE contact_outbox ADD COLUMN brand text;
ALTER TABLE contact_outbox ADD COLUMN search_text text NOT NULL DEFAULT '';
ALTER TABLE contact_outbox ADD COLUMN requeued_at bigint;
ALTER TABLE contact_outbox ADD COLUMN failed_at bigint;

-- Messages stored before this: their form from the stored JSON; a failure time of their last scheduled attempt.
UPDATE contact_outbox SET
  department = submission::json ->> 'department',
  brand = submission::json ->> 'brand',
  search_text = lower(concat_ws(' ',
    submission::json ->> 'firstName', submission::json ->> 'lastName',
    submission::json ->> 'company', submission::json ->> 'email',
    submission::json ->> 'phone', submission::json ->> 'message', recipient)),
  failed_at = CASE WHEN status = 'failed' THEN next_attempt_at END;

CREATE INDEX contact_outbox_created_at ON contact_outbox (created_at);
