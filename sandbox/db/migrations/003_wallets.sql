-- Wallet accounts per member; accountTypeId 2 is the main wallet (contract §4.4).
CREATE TABLE wallets (
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  account_type_id integer NOT NULL,
  currency text NOT NULL,
  balance numeric(18, 2) NOT NULL DEFAULT 0,
  PRIMARY KEY (member_id, account_type_id)
);
