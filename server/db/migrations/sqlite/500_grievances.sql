-- The grievance desk (extension `grievances`, docs/grievances.md): complaints from the public form with the due
-- times of the Consumer Protection (E-Commerce) Rules 2020 computed at receipt (src/domain/grievances.ts);
-- `due_at` is the one that runs in the current state (acknowledgement, then resolution; NULL once resolved).
CREATE TABLE grievances (
  id              INTEGER PRIMARY KEY,
  name            TEXT NOT NULL,
  complainant     TEXT NOT NULL CHECK (complainant IN ('buyer', 'vendor', 'other')),
  category        TEXT NOT NULL CHECK (category IN ('quality', 'delivery', 'vendor_conduct', 'account', 'personal_data', 'other')),
  description     TEXT NOT NULL,
  phone_number    TEXT NOT NULL,
  email           TEXT,
  language        TEXT NOT NULL DEFAULT 'en',
  attachment      TEXT,
  attachment_type TEXT,
  state           TEXT NOT NULL DEFAULT 'received' CHECK (state IN ('received', 'acknowledged', 'escalated', 'resolved')),
  received_at     TEXT NOT NULL,
  acknowledge_by  TEXT NOT NULL,
  resolve_by      TEXT NOT NULL,
  due_at          TEXT,
  acknowledged_at TEXT,
  resolved_at     TEXT,
  resolution      TEXT,
  escalated_at    TEXT,
  assignee_id     INTEGER REFERENCES admins(id) ON DELETE SET NULL
);
CREATE INDEX grievances_due ON grievances (due_at);
CREATE INDEX grievances_state ON grievances (state, received_at);
CREATE INDEX grievances_received ON grievances (received_at);

-- What happened to a grievance, in order: received, acknowledged, a note, assigned, escalated, resolved, reopened.
-- The acknowledgement and the resolution carry the text the complainant is to be told (`message`) until the
-- delivery system sends it.
CREATE TABLE grievance_events (
  id           INTEGER PRIMARY KEY,
  grievance_id INTEGER NOT NULL REFERENCES grievances(id) ON DELETE CASCADE,
  kind         TEXT NOT NULL,
  body         TEXT,
  message      TEXT,
  author_id    INTEGER REFERENCES admins(id) ON DELETE SET NULL,
  author_name  TEXT,
  at           TEXT NOT NULL
);
CREATE INDEX grievance_events_grievance ON grievance_events (grievance_id, id);
