-- The durable job queue (server/jobs/, docs/architecture.md "Background work"): one row per job. A worker claims a
-- due queued job (or a running one whose lease ran out: its instance died) by one conditional UPDATE, sets
-- locked_by and locked_until, and ends it done, queued again for a retry (run_at later), or dead. `key` names the
-- event that enqueued it: the same event never enqueues twice. Times are ISO 8601 UTC text, as everywhere.
CREATE TABLE jobs (
  id           INTEGER PRIMARY KEY,
  kind         TEXT NOT NULL,
  payload      TEXT NOT NULL DEFAULT '{}',
  key          TEXT UNIQUE,
  state        TEXT NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'running', 'done', 'dead')),
  attempts     INTEGER NOT NULL DEFAULT 0,
  max_attempts INTEGER NOT NULL DEFAULT 5 CHECK (max_attempts >= 1),
  run_at       TEXT NOT NULL,
  locked_by    TEXT,
  locked_until TEXT,
  last_error   TEXT,
  created_at   TEXT NOT NULL,
  finished_at  TEXT
);
-- The claim reads the due jobs in order: queued by run_at, running by lease end.
CREATE INDEX jobs_due ON jobs (state, run_at, id);
CREATE INDEX jobs_lease ON jobs (state, locked_until);
CREATE INDEX jobs_kind ON jobs (kind, state, id);

-- Recurring jobs: one row per schedule name; the instance whose conditional update moves next_run_at on owns the
-- run and enqueues it with the key `name@<due time>`.
CREATE TABLE job_schedules (
  name        TEXT PRIMARY KEY,
  kind        TEXT NOT NULL,
  rule        TEXT NOT NULL,
  next_run_at TEXT NOT NULL,
  last_run_at TEXT,
  updated_at  TEXT NOT NULL
);
