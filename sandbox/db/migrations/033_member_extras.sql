-- Member extras (000 §2.8, §7): head icons (PROFPIC3) as data URLs and feedback (FEEDBACK3) per member.
CREATE TABLE member_icons (
  member_id integer PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  data_url text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE feedbacks (
  id serial PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  content text NOT NULL,
  image_names text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
