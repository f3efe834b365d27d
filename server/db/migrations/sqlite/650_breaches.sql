-- The personal-data breach register (extension `breachRegister`, docs/breaches.md): what the owner records about a
-- suspected breach, and the due times of its two clocks computed from detection (src/domain/breaches.ts):
-- CERT-In's 6-hour report and the Data Protection Board's 72-hour detailed report. Lists are JSON text.
CREATE TABLE breaches (
  id                  INTEGER PRIMARY KEY,
  summary             TEXT NOT NULL,
  description         TEXT NOT NULL,
  description_ta      TEXT,
  occurred_at         TEXT,
  detected_at         TEXT NOT NULL,
  data_categories     TEXT NOT NULL DEFAULT '[]',
  affected_count      INTEGER NOT NULL DEFAULT 0,
  affected_vendor_ids TEXT NOT NULL DEFAULT '[]',
  affected_others     TEXT,
  status              TEXT NOT NULL DEFAULT 'suspected' CHECK (status IN ('suspected', 'confirmed', 'reported', 'closed')),
  measures            TEXT,
  measures_ta         TEXT,
  advice              TEXT,
  advice_ta           TEXT,
  notes               TEXT,
  cert_in_due         TEXT NOT NULL,
  cert_in_reported_at TEXT,
  board_due           TEXT NOT NULL,
  board_reported_at   TEXT,
  notified_vendor_ids TEXT NOT NULL DEFAULT '[]',
  recorded_by         INTEGER REFERENCES admins(id) ON DELETE SET NULL,
  created_at          TEXT NOT NULL,
  updated_at          TEXT NOT NULL
);
CREATE INDEX breaches_detected ON breaches (detected_at);
CREATE INDEX breaches_status ON breaches (status, detected_at);

-- Retention (docs/breaches.md): the rows whose personal data the daily run removed, so it skips them next time.
-- A table of its own, so the answers that read call requests and vendors whole do not change.
CREATE TABLE retention_anonymised (
  entity    TEXT NOT NULL CHECK (entity IN ('call_request', 'vendor')),
  entity_id INTEGER NOT NULL,
  at        TEXT NOT NULL,
  PRIMARY KEY (entity, entity_id)
);
