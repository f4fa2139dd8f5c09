-- Issue 38 (defect 5): the payment-password changes a member made, by the request id of the attempt, so a
-- change whose answer was lost can be read back, and the same attempt sent again answers as the first did.
CREATE TABLE payment_password_requests (
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  request_id text NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (member_id, request_id)
);
