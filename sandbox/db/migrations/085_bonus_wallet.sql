-- Bonus wallet and money notifications (issue 34). Bonus money is the ledger
-- account 'member:<id>:bonus' (ledger.ts); this table holds each bonus's terms
-- and wagering. member_events is the record the event stream and the inbox
-- are made from.

CREATE TABLE bonuses (
  id text PRIMARY KEY,
  merchant text NOT NULL,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  -- deposit (an offer or a code at deposit), code (redeemed on the promotions page), mission
  source text NOT NULL,
  -- The offer, code or mission it came from (bonus-offers.ts).
  template text NOT NULL,
  -- The offer's name as the platform shows it.
  name text NOT NULL,
  -- One bonus per deposit order, code per member, mission per period: a repeated grant finds this row.
  grant_key text NOT NULL UNIQUE,
  order_id text,
  -- The request that redeemed a code: the same request again answers this grant, another one is refused.
  request_id text,
  -- awaiting_deposit, queued, active; then converted, forfeited, expired, lost or cancelled
  status text NOT NULL,
  amount_minor bigint NOT NULL,
  deposit_minor bigint NOT NULL DEFAULT 0,
  -- bonus: the requirement is multiplier × bonus; bonus_deposit: multiplier × (bonus + deposit)
  wagering_base text NOT NULL,
  multiplier integer NOT NULL,
  required_minor bigint NOT NULL,
  wagered_minor bigint NOT NULL DEFAULT 0,
  -- Percent of a stake that counts, by game type ({"RNG":100,"LIVE":10,"LOTT":0,…}).
  contributions jsonb NOT NULL,
  max_stake_minor bigint NOT NULL,
  validity_ms bigint NOT NULL,
  created_at timestamptz NOT NULL,
  activated_at timestamptz,
  expires_at timestamptz,
  ended_at timestamptz,
  -- What became cash (converted) or went back to the house (forfeited, expired).
  outcome_minor bigint,
  expiry_warned boolean NOT NULL DEFAULT false,
  CHECK (wagered_minor <= required_minor)
);
CREATE INDEX bonuses_member ON bonuses (member_id, created_at DESC);
-- At most one active bonus per member: its balance is the member's bonus account.
CREATE UNIQUE INDEX bonuses_one_active ON bonuses (member_id) WHERE status = 'active';

-- What part of a bet was bonus money and how much of it counted towards wagering.
ALTER TABLE bets ADD COLUMN bonus_id text REFERENCES bonuses (id) ON DELETE SET NULL;
ALTER TABLE bets ADD COLUMN bonus_stake_minor bigint NOT NULL DEFAULT 0;
ALTER TABLE bets ADD COLUMN wagering_minor bigint NOT NULL DEFAULT 0;

-- Money events of a member (deposit credited, withdrawal paid or rejected,
-- bonus granted, met, expiring or expired, a limit in force). The id is the
-- event stream's event id; event_key makes recording an event idempotent.
CREATE TABLE member_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  kind text NOT NULL,
  -- Amounts in minor units with their currency, names, dates: the client words and formats them.
  details jsonb NOT NULL,
  event_key text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL
);
CREATE INDEX member_events_member ON member_events (member_id, id);

-- An event's inbox message: the inbox is the record of what the stream pushed.
ALTER TABLE inbox_mails ADD COLUMN event_id bigint REFERENCES member_events (id) ON DELETE CASCADE;
