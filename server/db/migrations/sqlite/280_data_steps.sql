-- One-time data steps written in code (server/db/dataSteps.ts), run at start after the migrations and recorded
-- here by name: a rewrite of stored values (text stored before NFC) that SQL alone cannot express on both engines.
CREATE TABLE data_steps (
  name       TEXT PRIMARY KEY,
  applied_at TEXT NOT NULL
);
