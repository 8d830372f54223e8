-- Who made a share link, by name as it was then: the retailer's page says who sent the photos (decision 241).
-- Links made before this name only the company.
ALTER TABLE photo_shares ADD COLUMN sent_by text NOT NULL DEFAULT '';
