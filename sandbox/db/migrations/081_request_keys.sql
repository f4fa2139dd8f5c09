-- Issue 38: what each keyed write (a requestId row of the endpoint table)
-- asked for, so the same requestId sent with another request is refused
-- (request.id.reused) instead of answering the first request's result.
CREATE TABLE request_keys (
  member_id INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  request_id TEXT NOT NULL,
  -- SHA-256 of the operation and the body without its requestId and secrets.
  fingerprint TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL,
  PRIMARY KEY (member_id, request_id)
);
