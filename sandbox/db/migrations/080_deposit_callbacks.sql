-- Issue 38: what the provider reported for an order. paid_minor is the amount
-- its callback said was paid (an order whose payment differs from it is held
-- for review, status 'review', and not credited); provider_ref is the
-- provider's own reference, unique per merchant so one payment never settles
-- two orders.
ALTER TABLE deposit_orders ADD COLUMN provider_ref TEXT;
ALTER TABLE deposit_orders ADD COLUMN paid_minor BIGINT;
CREATE UNIQUE INDEX deposit_orders_provider_ref ON deposit_orders (merchant, provider_ref);
