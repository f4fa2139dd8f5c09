-- Regulated markets (issue 33): identity collected at registration, the
-- verification of it (documents and the vendor's verdict), location checks
-- per session, the simulated PIX key directory and closed accounts.

-- What registration collected under a profile that asks for it. The CPF (11 digits) is unique per merchant.
CREATE TABLE member_identities (
  member_id integer PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  merchant text NOT NULL,
  cpf text,
  full_name text,
  birth_date date,
  UNIQUE (merchant, cpf)
);

-- One verification case per member: pending until the vendor decides, then verified or rejected (with a reason).
CREATE TABLE verifications (
  member_id integer PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  -- The vendor's case id, named in its signed callback.
  reference text NOT NULL UNIQUE,
  status text NOT NULL,
  reason text,
  submitted_at timestamptz NOT NULL,
  decided_at timestamptz
);

-- Document images, received in chunks (resumable) and checked by content when complete.
-- Stored here, never under a public URL: only the control API reads them back.
CREATE TABLE verification_uploads (
  id text PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  -- front, back, selfie
  kind text NOT NULL,
  -- The bytes announced when the upload started.
  size integer NOT NULL,
  received bytea NOT NULL DEFAULT ''::bytea,
  -- receiving, stored; a refused upload is deleted
  status text NOT NULL,
  mime text,
  width integer,
  height integer,
  created_at timestamptz NOT NULL,
  completed_at timestamptz
);
CREATE INDEX verification_uploads_member ON verification_uploads (member_id, kind, status);

-- The positions a session reported; play needs a recent one inside the jurisdiction.
CREATE TABLE location_checks (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  session_hash text NOT NULL,
  latitude double precision NOT NULL,
  longitude double precision NOT NULL,
  accuracy double precision,
  inside boolean NOT NULL,
  at timestamptz NOT NULL
);
CREATE INDEX location_checks_session ON location_checks (session_hash, at DESC);

-- The simulated PIX directory (DICT): who holds a key that is not a CPF.
CREATE TABLE pix_key_owners (
  key text PRIMARY KEY,
  cpf text NOT NULL
);

-- A closed account: login refused from then on; its records are kept, its contact fields erased.
ALTER TABLE members ADD COLUMN closed_at timestamptz;
