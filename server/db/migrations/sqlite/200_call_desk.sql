-- The call desk (extension `callDesk`, docs/call-desk.md): each call request gets a state, an assignee, a follow-up
-- date, the caller's name and city when known (website enquiries), and a link to the vendor application it became.
ALTER TABLE call_requests ADD COLUMN state TEXT NOT NULL DEFAULT 'new'
  CHECK (state IN ('new', 'contacted', 'follow_up', 'converted', 'closed'));
ALTER TABLE call_requests ADD COLUMN assignee_id INTEGER REFERENCES admins(id) ON DELETE SET NULL;
ALTER TABLE call_requests ADD COLUMN follow_up_on TEXT;
ALTER TABLE call_requests ADD COLUMN closed_reason TEXT;
ALTER TABLE call_requests ADD COLUMN caller_name TEXT;
ALTER TABLE call_requests ADD COLUMN caller_city TEXT;
ALTER TABLE call_requests ADD COLUMN vendor_id INTEGER REFERENCES vendor_users(id) ON DELETE SET NULL;
CREATE INDEX call_requests_desk ON call_requests (state, follow_up_on);
CREATE INDEX call_requests_vendor ON call_requests (vendor_id);

-- The notes as a timeline: every note is kept with its author and time (the legacy `notes` column holds the newest).
CREATE TABLE call_request_notes (
  id              INTEGER PRIMARY KEY,
  call_request_id INTEGER NOT NULL REFERENCES call_requests(id) ON DELETE CASCADE,
  body            TEXT NOT NULL,
  author_id       INTEGER REFERENCES admins(id) ON DELETE SET NULL,
  author_name     TEXT,
  at              TEXT NOT NULL
);
CREATE INDEX call_request_notes_request ON call_request_notes (call_request_id, id);
