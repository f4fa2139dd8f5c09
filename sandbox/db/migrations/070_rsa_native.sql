-- Issue 16: the RSA key's private JWK, so the sandbox unwraps session keys
-- with Node's native RSA instead of BigInt arithmetic on the event loop.
-- A key made before this column existed keeps working the slow way.
ALTER TABLE rsa_keys ADD COLUMN private_jwk TEXT;
