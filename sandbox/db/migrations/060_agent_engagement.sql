-- Agent and engagement (issue 14): rebate rates and claims, dividends, red rain,
-- referrals and missions. The team tree is members.parent_id (050_money.sql).

-- Rebate rate of a member per game type, in percent of stakes (e.g. 0.80).
CREATE TABLE rebate_rates (
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  game_type text NOT NULL,
  rate numeric(5, 2) NOT NULL,
  PRIMARY KEY (member_id, game_type)
);

CREATE TABLE rebate_rate_history (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  game_type text NOT NULL,
  old_rate numeric(5, 2),
  new_rate numeric(5, 2) NOT NULL,
  changed_by integer REFERENCES members (id) ON DELETE SET NULL,
  at timestamptz NOT NULL
);

-- A claim of manual rebate: the stakes it covers (bets since the previous claim) and the amount paid.
CREATE TABLE rebate_claims (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  game_type text NOT NULL,
  stakes_minor bigint NOT NULL,
  rate numeric(5, 2) NOT NULL,
  amount_minor bigint NOT NULL,
  request_id text NOT NULL,
  at timestamptz NOT NULL,
  UNIQUE (member_id, request_id, game_type)
);

-- The dividend contract of an agent and its settled periods.
CREATE TABLE dividend_periods (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  period_start timestamptz NOT NULL,
  period_end timestamptz NOT NULL,
  team_net_loss_minor bigint NOT NULL,
  active_players integer NOT NULL,
  ratio numeric(5, 2) NOT NULL,
  amount_minor bigint NOT NULL,
  status text NOT NULL,
  paid_at timestamptz,
  UNIQUE (member_id, period_start)
);

-- One grab per member per rain; the prize is decided by the server.
CREATE TABLE red_rain_grabs (
  rain_id text NOT NULL,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  prize_minor bigint NOT NULL,
  at timestamptz NOT NULL,
  PRIMARY KEY (rain_id, member_id)
);

CREATE TABLE referral_codes (
  member_id integer PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  merchant text NOT NULL,
  code text NOT NULL,
  UNIQUE (merchant, code)
);

CREATE TABLE referrals (
  invitee_id integer PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  inviter_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  at timestamptz NOT NULL,
  reward_minor bigint NOT NULL DEFAULT 0,
  rewarded_at timestamptz
);
CREATE INDEX referrals_inviter ON referrals (inviter_id);

CREATE TABLE mission_claims (
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  mission_id text NOT NULL,
  period_key text NOT NULL,
  reward_minor bigint NOT NULL,
  at timestamptz NOT NULL,
  PRIMARY KEY (member_id, mission_id, period_key)
);
