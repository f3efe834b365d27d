-- Stories moderation: a story leaves the public player 24 hours after created_at (by the query, no job), an admin
-- may hide one with a reason, and the retention purge removes rows older than STORY_RETENTION_DAYS. The index
-- serves both the public window and the purge.
ALTER TABLE vendor_stories ADD COLUMN hidden_at TEXT;
ALTER TABLE vendor_stories ADD COLUMN hidden_reason TEXT;
ALTER TABLE vendor_stories ADD COLUMN hidden_by INTEGER REFERENCES admins(id) ON DELETE SET NULL;
CREATE INDEX vendor_stories_created ON vendor_stories (created_at);
