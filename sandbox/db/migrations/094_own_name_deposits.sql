-- Own-name payments (issue 33, PAY): who paid a deposit, as the provider's
-- signed callback named them (payer_tax_id, digits only), and why a payment
-- was held for refund instead of credited (hold_reason: payerMismatch,
-- payerMissing). The payer's tax id is kept because the refund goes back to
-- that account, and it may be someone other than the member.
ALTER TABLE deposit_orders ADD COLUMN payer_tax_id TEXT;
ALTER TABLE deposit_orders ADD COLUMN hold_reason TEXT;
