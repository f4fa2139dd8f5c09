-- SMS verification codes (000 §3, §7): one row per code sent, single use, expiring.
CREATE TABLE sms_codes (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant text NOT NULL,
  mobile text NOT NULL,
  code text NOT NULL,
  purpose text NOT NULL,
  expires_at timestamptz NOT NULL,
  consumed boolean NOT NULL DEFAULT false
);
CREATE INDEX sms_codes_mobile ON sms_codes (merchant, mobile, id DESC);
