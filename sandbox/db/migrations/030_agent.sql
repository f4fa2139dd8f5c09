-- Agent area (001 §2 Agent home, §4): today's team counters and pending contract requests per member.
CREATE TABLE agent_profiles (
  member_id integer PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  team_login integer NOT NULL DEFAULT 0,
  team_bet integer NOT NULL DEFAULT 0,
  team_register integer NOT NULL DEFAULT 0,
  team_online integer NOT NULL DEFAULT 0,
  dailysalreqtype text,
  divtypecompperiodreq text,
  contracthoursalreq text
);
