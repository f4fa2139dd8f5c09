-- Members of every merchant, their sessions and the captchas handed out.
CREATE TABLE members (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant text NOT NULL,
  -- Stored lower case: the login is case-insensitive.
  username text NOT NULL,
  -- scrypt$N$r$p$salt$hash (hex), one salt per member.
  password_hash text NOT NULL,
  -- 0 player, 1/2/41/42 agents, 4 trial, 40 … (000 §6).
  type integer NOT NULL,
  nickname text,
  mobile text,
  email text,
  club_label text,
  to_upline boolean NOT NULL DEFAULT false,
  first_time_login boolean NOT NULL DEFAULT false,
  password_expired boolean NOT NULL DEFAULT false,
  disabled boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_login_at timestamptz,
  last_login_ip text,
  UNIQUE (merchant, username)
);

CREATE TABLE sessions (
  -- sha256 of the token: a copy of the database does not hold live tokens.
  token_hash text PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  merchant text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  ended_at timestamptz
);
CREATE INDEX sessions_member ON sessions (member_id);

CREATE TABLE captchas (
  id text PRIMARY KEY,
  code text NOT NULL,
  expires_at timestamptz NOT NULL
);
