-- The export preset a prepared photo download was made with ('originals': the photos as stored).
ALTER TABLE photo_downloads ADD COLUMN preset text NOT NULL DEFAULT 'originals';
