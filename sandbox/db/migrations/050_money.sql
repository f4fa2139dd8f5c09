-- Money (issue 13): a double-entry ledger in minor units, deposit orders,
-- withdrawal requests, payout accounts, payment passwords, bets, security
-- bindings, login history and responsible-gambling limits.

-- The upline of a member (superior transfer, the agent's team tree).
ALTER TABLE members ADD COLUMN parent_id integer REFERENCES members (id) ON DELETE SET NULL;

-- One row per account: a member's available or held money, or a house account of a merchant.
-- balance_minor is the sum of the account's entries, written in the same transaction as them.
CREATE TABLE ledger_accounts (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- 'member:<id>:available', 'member:<id>:held', 'house:<merchant>:<code>'
  key text NOT NULL UNIQUE,
  merchant text NOT NULL,
  member_id integer REFERENCES members (id) ON DELETE CASCADE,
  currency text NOT NULL,
  balance_minor bigint NOT NULL DEFAULT 0
);

-- One business event; its entries sum to zero. The idempotency key makes a repeated write a no-op.
CREATE TABLE ledger_movements (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant text NOT NULL,
  idempotency_key text NOT NULL,
  kind text NOT NULL,
  member_id integer REFERENCES members (id) ON DELETE CASCADE,
  -- What the movement is about: an order id, a bet id, a withdrawal id.
  reference text,
  note text,
  created_at timestamptz NOT NULL,
  UNIQUE (merchant, idempotency_key)
);
CREATE INDEX ledger_movements_member ON ledger_movements (member_id, created_at DESC);

CREATE TABLE ledger_entries (
  movement_id bigint NOT NULL REFERENCES ledger_movements (id) ON DELETE CASCADE,
  account_id integer NOT NULL REFERENCES ledger_accounts (id) ON DELETE CASCADE,
  amount_minor bigint NOT NULL,
  PRIMARY KEY (movement_id, account_id)
);

CREATE TABLE deposit_orders (
  id text PRIMARY KEY,
  merchant text NOT NULL,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  request_id text NOT NULL,
  channel text NOT NULL,
  amount_minor bigint NOT NULL,
  bonus_minor bigint NOT NULL DEFAULT 0,
  turnover_minor bigint NOT NULL DEFAULT 0,
  -- pending, paid, failed, expired
  status text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  settled_at timestamptz,
  UNIQUE (member_id, request_id)
);

-- Wagering a member still owes before withdrawing (bonus turnover).
CREATE TABLE turnover_requirements (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  order_id text NOT NULL,
  required_minor bigint NOT NULL,
  created_at timestamptz NOT NULL
);

CREATE TABLE payout_accounts (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  -- pix, bank, ewallet, crypto
  type text NOT NULL,
  holder text NOT NULL,
  -- The type's fields (PIX key type and key, bank code/agency/account, wallet id, network/address).
  details jsonb NOT NULL,
  is_default boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  removed boolean NOT NULL DEFAULT false
);

CREATE TABLE withdrawals (
  id text PRIMARY KEY,
  merchant text NOT NULL,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  request_id text NOT NULL,
  payout_account_id integer NOT NULL REFERENCES payout_accounts (id),
  amount_minor bigint NOT NULL,
  -- pending, approved, rejected
  status text NOT NULL,
  created_at timestamptz NOT NULL,
  settled_at timestamptz,
  reason text,
  UNIQUE (member_id, request_id)
);

CREATE TABLE payment_passwords (
  member_id integer PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  password_hash text NOT NULL,
  failures integer NOT NULL DEFAULT 0,
  locked_until timestamptz
);

CREATE TABLE bets (
  id text PRIMARY KEY,
  merchant text NOT NULL,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  vendor text NOT NULL,
  game_type text NOT NULL,
  game_name text NOT NULL,
  stake_minor bigint NOT NULL,
  win_minor bigint NOT NULL,
  -- settled (the sandbox settles at once)
  status text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX bets_member ON bets (member_id, created_at DESC);

-- Phone and e-mail bindings waiting for their code, and which are verified.
CREATE TABLE contact_verifications (
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  -- phone, email
  channel text NOT NULL,
  target text NOT NULL,
  code text NOT NULL,
  expires_at timestamptz NOT NULL,
  verified_at timestamptz,
  PRIMARY KEY (member_id, channel)
);

CREATE TABLE login_history (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  at timestamptz NOT NULL,
  ip text,
  device text
);
CREATE INDEX login_history_member ON login_history (member_id, at DESC);

-- Responsible gambling: limits in minor units (null = none); an increase waits in pending_* until pending_from.
CREATE TABLE gambling_limits (
  member_id integer PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  deposit_daily bigint,
  deposit_weekly bigint,
  deposit_monthly bigint,
  loss_daily bigint,
  session_minutes integer,
  reality_check_minutes integer,
  pending jsonb,
  pending_from timestamptz,
  -- cool-off or self-exclusion
  excluded_until timestamptz,
  exclusion_kind text
);
