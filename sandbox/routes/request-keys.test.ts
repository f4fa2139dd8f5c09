import { describe, expect, it } from 'vitest';
import { moneyTestKit } from '../test-money.ts';
import { envelope, sandboxForFile } from '../test-support.ts';

/** One requestId, one request (issue 38, defect 4): the route wrapper binds each keyed write's key to its request. */

const sandbox = sandboxForFile({}, 300_000);
const { player, money, deposit, addPix, withdraw } = moneyTestKit(sandbox);

describe('keyed writes', () => {
  it('MONEY-31 the same requestId with another amount is refused, not answered with the first order', async () => {
    const { username, headers } = await player(0);
    const first = envelope<{ orderId: string; amount: number }>(
      await deposit(headers, { channel: 'PIX', amount: 50, requestId: 'key-reuse-0001' }),
    );
    expect(first).toMatchObject({ success: true, value: { amount: 50 } });
    expect(envelope(await deposit(headers, { channel: 'PIX', amount: 60, requestId: 'key-reuse-0001' }))).toMatchObject(
      { success: false, errorCode: 'request.id.reused' },
    );
    expect(envelope(await deposit(headers, { channel: 'TED', amount: 50, requestId: 'key-reuse-0001' }))).toMatchObject(
      { success: false, errorCode: 'request.id.reused' },
    );
    // The same request again answers the first order; one order in all.
    const again = envelope<{ orderId: string }>(
      await deposit(headers, { requestId: 'key-reuse-0001', amount: 50, channel: 'PIX' }),
    );
    expect(again.value.orderId).toBe(first.value.orderId);
    expect((await money(username)).deposits).toHaveLength(1);
  });

  it('MONEY-31 a key of one write is refused at another; a payment password typed again is the same request', async () => {
    const { username, headers } = await player(500);
    expect(envelope(await deposit(headers, { channel: 'PIX', amount: 50, requestId: 'key-cross-0001' }))).toMatchObject(
      { success: true },
    );
    const payoutAccountId = await addPix(headers);
    const request = { amount: 100, payoutAccountId };
    expect(
      envelope(await withdraw(headers, { ...request, paymentPassword: '654321', requestId: 'key-cross-0001' })),
    ).toMatchObject({ success: false, errorCode: 'request.id.reused' });
    expect(
      envelope(await withdraw(headers, { ...request, paymentPassword: '111111', requestId: 'key-cross-0002' })),
    ).toMatchObject({ success: false, errorCode: 'payment.password.invalid' });
    expect(
      envelope(await withdraw(headers, { ...request, paymentPassword: '654321', requestId: 'key-cross-0002' })),
    ).toMatchObject({ success: true });
    expect((await money(username)).withdrawals).toHaveLength(1);
  });
});
