-- Registration (000 §2.4, §3, §7): the field configuration per merchant, the
-- country dialing codes, affiliate codes, what each registration sent, and the
-- sandbox's test identity provider (social sign-in and phone verification).
CREATE TABLE register_settings (
  merchant text PRIMARY KEY,
  -- { methods: {username, mobile}, phoneVerification, fields: {<name>: {enabled, required, acceptedPattern, minLength, maxLength, patternId}} }
  settings jsonb NOT NULL
);

CREATE TABLE countries (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  country_code text NOT NULL UNIQUE,
  country_name text NOT NULL,
  dialing_code text NOT NULL,
  sort_order integer NOT NULL DEFAULT 0
);

CREATE TABLE affiliate_codes (
  merchant text NOT NULL,
  code text NOT NULL,
  -- Empty: valid on every domain.
  domain text NOT NULL DEFAULT '',
  active boolean NOT NULL DEFAULT true,
  PRIMARY KEY (merchant, code)
);

CREATE TABLE registrations (
  member_id integer PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  register_method text NOT NULL,
  register_url text NOT NULL,
  affiliate_code text NOT NULL,
  domain text NOT NULL,
  channel text,
  -- The optional fields as sent (payment password excluded: hashed below).
  details jsonb NOT NULL,
  payment_password_hash text,
  created_at timestamptz NOT NULL
);

-- Test identity provider: phone codes it "sends" and the id tokens it issues.
CREATE TABLE identity_phone_codes (
  verification_id text PRIMARY KEY,
  merchant text NOT NULL,
  mobile text NOT NULL,
  dialing_code text NOT NULL,
  code text NOT NULL,
  expires_at timestamptz NOT NULL,
  consumed boolean NOT NULL DEFAULT false
);

CREATE TABLE identity_tokens (
  -- sha256 of the token.
  token_hash text PRIMARY KEY,
  merchant text NOT NULL,
  -- 'phone', 'facebook' or 'google'
  kind text NOT NULL,
  mobile text,
  dialing_code text,
  -- The member a social sign-in stands for (username), when any.
  subject text,
  expires_at timestamptz NOT NULL,
  consumed boolean NOT NULL DEFAULT false
);
