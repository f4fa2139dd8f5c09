-- The RSA key pair of the encrypted calls (contract §3.1). One row; kept so
-- a restart does not invalidate a modulus a client has already fetched.
CREATE TABLE rsa_keys (
  id integer PRIMARY KEY CHECK (id = 1),
  modulus_hex text NOT NULL,
  private_exponent_hex text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
