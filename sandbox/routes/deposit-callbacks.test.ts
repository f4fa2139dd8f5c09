import { describe, expect, it } from 'vitest';
import { CALLBACK_FRESHNESS_MS, signCallback, type ProviderCallback } from '../domain/deposit-callbacks.ts';
import { moneyTestKit } from '../test-money.ts';
import { envelope, sandboxForFile } from '../test-support.ts';

/**
 * Hostile provider callbacks (issue 38): a signature proves who sent a
 * callback, not that its payment matches the order, that it is fresh or that
 * its reference was never used.
 */

const sandbox = sandboxForFile({}, 300_000);
const { player, money, deposit } = moneyTestKit(sandbox);

const sendCallback = (callback: ProviderCallback) =>
  sandbox.call({
    url: '/wps/payment/callback',
    method: 'POST',
    headers: { 'x-provider-signature': signCallback('demo', callback) },
    payload: {
      orderId: callback.orderId,
      status: callback.status,
      amount: callback.amountMinor,
      providerRef: callback.providerRef,
      timestamp: callback.timestamp,
    },
  });

async function pendingOrder(requestId: string, amount = 100) {
  const { username, headers } = await player(0);
  const order = envelope<{ orderId: string }>(await deposit(headers, { channel: 'PIX', amount, requestId })).value;
  return { username, headers, orderId: order.orderId };
}

describe('provider callbacks', () => {
  it('MONEY-29 an underpaid PAID callback credits nothing and holds the order for review', async () => {
    const { username, headers, orderId } = await pendingOrder('cb-underpaid-01');
    const paid = { orderId, status: 'PAID', providerRef: `REF-${orderId}`, timestamp: Date.now() } as const;
    const answer = envelope(await sendCallback({ ...paid, amountMinor: 1_00 }));
    expect(answer).toMatchObject({ success: true, value: { orderId, status: 'review' } });
    const held = await money(username);
    expect(held.available).toBe(0);
    expect(held.deposits).toEqual([expect.objectContaining({ id: orderId, status: 'review', paidMinor: 1_00 })]);
    // The record shows it held too, and a later callback with the right amount does not pay it behind the review.
    expect(envelope(await sendCallback({ ...paid, amountMinor: 100_00 }))).toMatchObject({
      value: { status: 'review' },
    });
    expect((await money(username)).available).toBe(0);
    const record = envelope<{ content: { id: string; status: string }[] }>(
      await sandbox.call({ url: '/wps/relay/ODS2_DepositReport?pageNo=1&pageSize=10', headers }),
    );
    expect(record.value.content).toEqual([expect.objectContaining({ id: orderId, status: 'REVIEW' })]);
  });

  it('MONEY-29 an overpaid PAID callback is held for review as well; the exact amount is credited', async () => {
    const over = await pendingOrder('cb-overpaid-01');
    const callback = { orderId: over.orderId, status: 'PAID', providerRef: `REF-${over.orderId}` } as const;
    expect(envelope(await sendCallback({ ...callback, amountMinor: 1_000_00, timestamp: Date.now() }))).toMatchObject({
      value: { status: 'review' },
    });
    expect((await money(over.username)).available).toBe(0);
    const exact = await pendingOrder('cb-exact-01');
    const paid = { orderId: exact.orderId, status: 'PAID', providerRef: `REF-${exact.orderId}` } as const;
    expect(envelope(await sendCallback({ ...paid, amountMinor: 100_00, timestamp: Date.now() }))).toMatchObject({
      value: { status: 'paid' },
    });
    expect((await money(exact.username)).available).toBe(100);
  });

  it('MONEY-30 refuses a signed callback outside the freshness window, either way', async () => {
    const { username, orderId } = await pendingOrder('cb-stale-01');
    const callback = { orderId, status: 'PAID', amountMinor: 100_00, providerRef: `REF-${orderId}` } as const;
    for (const timestamp of [
      Date.now() - 365 * 24 * 60 * 60_000,
      Date.now() - CALLBACK_FRESHNESS_MS - 60_000,
      Date.now() + CALLBACK_FRESHNESS_MS + 60_000,
    ]) {
      expect(envelope(await sendCallback({ ...callback, timestamp }))).toMatchObject({
        success: false,
        errorCode: 'callback.stale',
      });
    }
    expect((await money(username)).deposits).toEqual([expect.objectContaining({ status: 'pending' })]);
    expect(envelope(await sendCallback({ ...callback, timestamp: Date.now() - 60_000 }))).toMatchObject({
      value: { status: 'paid' },
    });
  });

  it('MONEY-30 one provider reference settles one order of the merchant', async () => {
    const first = await pendingOrder('cb-ref-01');
    const second = await pendingOrder('cb-ref-02');
    const providerRef = `REF-SHARED-${first.orderId}`;
    const paid = { status: 'PAID', amountMinor: 100_00, providerRef } as const;
    expect(envelope(await sendCallback({ ...paid, orderId: first.orderId, timestamp: Date.now() }))).toMatchObject({
      value: { status: 'paid' },
    });
    // The same callback again is a no-op; the reference on another order is refused.
    expect(envelope(await sendCallback({ ...paid, orderId: first.orderId, timestamp: Date.now() }))).toMatchObject({
      value: { status: 'paid' },
    });
    expect(envelope(await sendCallback({ ...paid, orderId: second.orderId, timestamp: Date.now() }))).toMatchObject({
      success: false,
      errorCode: 'callback.reference.reused',
    });
    expect((await money(first.username)).available).toBe(100);
    expect((await money(second.username)).available).toBe(0);
  });
});
