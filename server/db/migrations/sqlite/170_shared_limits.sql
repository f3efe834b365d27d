-- Limits that every app instance shares, so several instances over one database count as one server.
-- login_throttle: failed password checks per key (`address:<ip>`, `account:<email>`), server/auth/loginThrottle.ts.
-- `attempts` counts failures plus checks in flight; the wait past the limit runs from `last_at`. A row idle for the
-- throttle's forget period is pruned.
CREATE TABLE login_throttle (
  key      TEXT PRIMARY KEY,
  attempts INTEGER NOT NULL,
  last_at  TEXT NOT NULL
);
CREATE INDEX login_throttle_last_at ON login_throttle (last_at);

-- rate_limits: requests per rate-limited route and client in the current window (server/rateLimitStore.ts);
-- a row whose window is over starts again from one, and is pruned.
CREATE TABLE rate_limits (
  key      TEXT PRIMARY KEY,
  hits     INTEGER NOT NULL,
  reset_at TEXT NOT NULL
);
CREATE INDEX rate_limits_reset_at ON rate_limits (reset_at);
