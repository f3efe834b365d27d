-- Where a call request came from ('website' for the public enquiry form); NULL for older requests.
ALTER TABLE call_requests ADD COLUMN source text;
