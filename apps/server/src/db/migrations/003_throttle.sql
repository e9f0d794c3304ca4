-- The throttle's counters (http/throttle.ts), in the database so that every instance sees them.
CREATE TABLE throttle (
  key text PRIMARY KEY,
  -- failures (or attempts) counted since window_start
  hits int NOT NULL DEFAULT 0,
  window_start timestamptz NOT NULL,
  -- how many times the key has been blocked in a row: each block lasts twice the one before
  strikes int NOT NULL DEFAULT 0,
  blocked_until timestamptz
);
CREATE INDEX throttle_window ON throttle (window_start);
