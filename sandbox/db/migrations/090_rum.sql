-- OPS-15: real-user monitoring (the beacons of src/app/rum/), one table,
-- bounded: sandbox/domain/rum.ts keeps the newest rows only. No personal
-- data: merchant, build, page id, what was measured or went wrong.
CREATE TABLE rum_events (
  id bigserial PRIMARY KEY,
  received_at timestamptz NOT NULL,
  merchant text NOT NULL,
  build text NOT NULL,
  page text NOT NULL,
  -- 'vital' (name: LCP, INP, CLS, TTFB; value), 'error' (name: message; source: file:line:col),
  -- 'csp' (name: directive; source: what was blocked)
  kind text NOT NULL,
  name text NOT NULL,
  value double precision,
  source text NOT NULL DEFAULT ''
);
CREATE INDEX rum_events_merchant_time ON rum_events (merchant, kind, received_at);
