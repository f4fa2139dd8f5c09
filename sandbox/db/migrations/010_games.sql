-- Favourite and recent games per member (001 §3, §7). The catalogue itself is
-- generated deterministically in seed/games.ts (docs/decisions.md, "Games and lottery").
CREATE TABLE favourite_games (
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  node_id text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, node_id)
);

CREATE TABLE recent_games (
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  node_id text NOT NULL,
  played_at timestamptz NOT NULL,
  PRIMARY KEY (member_id, node_id)
);
