-- One-time data steps written in code (server/db/dataSteps.ts), run at start after the migrations and recorded
-- here by name: a rewrite of stored values (text stored before NFC) that SQL alone cannot express on both engines.
CREATE TABLE data_steps (
  name       text PRIMARY KEY,
  applied_at text NOT NULL
);
