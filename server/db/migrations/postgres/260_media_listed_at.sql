-- When each file was listed in the media journal (ISO 8601, UTC, written by the app): a sweep removes only files
-- listed longer ago than its grace period, so an instance starting or sweeping beside others never removes an
-- upload or a dropped file whose change is still on its way to committing. Rows an earlier version listed carry the
-- epoch: the first sweep takes them for leftovers (docs/scaling.md: upgrading).
ALTER TABLE media_pending_removal ADD COLUMN listed_at text NOT NULL DEFAULT '1970-01-01T00:00:00.000Z';
