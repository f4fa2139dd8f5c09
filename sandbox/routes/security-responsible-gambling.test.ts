import { describe, expect, it } from 'vitest';
import { envelope, newPlayer, sandboxForFile } from '../test-support.ts';

/** Responsible gambling against the sandbox (issue 13): deposit, loss and session limits, breaks, self-exclusion. */

const sandbox = sandboxForFile({}, 120_000);

const player = (balance = 500) => newPlayer(sandbox, 'sec', balance);

describe('responsible gambling', () => {
  it('RG-01 RG-02 a lower deposit limit applies at once, a higher one after 24 hours; deposits over it are refused', async () => {
    const { username, headers } = await player();
    const scope = `rg-${Date.now()}`;
    const cookies = { lobby_scope: scope };
    const save = (body: Record<string, unknown>) =>
      sandbox.call({ url: '/wps/member/responsibleGaming', method: 'PUT', headers, cookies, payload: body });
    expect(envelope(await save({ depositDaily: 100 })).value).toMatchObject({
      limits: { depositDaily: 100 },
      pending: null,
    });
    const deposit = (amount: number, requestId: string) =>
      sandbox.call({
        url: '/wps/transaction/deposit',
        method: 'POST',
        headers,
        cookies,
        payload: { channel: 'PIX', amount, requestId },
      });
    expect(envelope(await deposit(60, 'rg-dep-00001')).success).toBe(true);
    expect(envelope(await deposit(60, 'rg-dep-00002'))).toMatchObject({
      errorCode: 'limit.deposit.exceeded',
      value: { remaining: 40 },
    });
    const raised = envelope<{
      limits: { depositDaily: number };
      pending: { depositDaily: number };
      pendingFrom: number;
    }>(await save({ depositDaily: 500 })).value;
    expect(raised.limits.depositDaily).toBe(100);
    expect(raised.pending.depositDaily).toBe(500);
    await sandbox.control('POST', 'clock', { offsetMs: 25 * 3_600_000 }, scope);
    // A day later the session has ended: log in again on the moved clock.
    const login = envelope<{ token: string }>(
      await sandbox.login({ username, password: 'Secret123' }, { cookies }),
    ).value;
    const later = envelope<{ limits: { depositDaily: number }; pending: unknown }>(
      await sandbox.call({ url: '/wps/member/responsibleGaming', headers: { authorization: login.token }, cookies }),
    ).value;
    expect(later).toMatchObject({ limits: { depositDaily: 500 }, pending: null });
  });

  it('RG-03 RG-04 RG-05 the loss limit and the session limit stop play; the reality check sums the session', async () => {
    const { username, headers } = await player(1000);
    await sandbox.call({
      url: '/wps/member/responsibleGaming',
      method: 'PUT',
      headers,
      payload: { lossDaily: 5, realityCheckMinutes: 30 },
    });
    const launch = () => sandbox.call({ url: '/wps/game/launchGame?nodeId=BGS-RNG-001', headers });
    expect(envelope(await launch()).success).toBe(true);
    // rtp 0: every round loses, so the loss is exactly the stakes.
    await sandbox.control('POST', 'play', { username, rounds: 4, stake: 1, rtp: 0 });
    const check = envelope<{ rounds: number; net: number; realityCheckMinutes: number }>(
      await sandbox.call({ url: '/wps/member/responsibleGaming/session', headers }),
    ).value;
    expect(check).toMatchObject({ rounds: 4, net: -4, realityCheckMinutes: 30 });
    expect(envelope(await launch()).success).toBe(true);
    await sandbox.control('POST', 'play', { username, rounds: 1, stake: 1, rtp: 0 });
    expect(envelope(await launch()).errorCode).toBe('limit.loss.reached');
    const other = await player(100);
    const scope = `session-${Date.now()}`;
    await sandbox.call({
      url: '/wps/member/responsibleGaming',
      method: 'PUT',
      headers: other.headers,
      payload: { sessionMinutes: 60 },
    });
    await sandbox.control('POST', 'clock', { offsetMs: 61 * 60_000 }, scope);
    expect(
      envelope(
        await sandbox.call({
          url: '/wps/game/launchGame?nodeId=BGS-RNG-001',
          headers: other.headers,
          cookies: { lobby_scope: scope },
        }),
      ).errorCode,
    ).toBe('limit.session.reached');
  });

  it('POLISH-17 a break ends at the minute the confirmation named, when it agrees with the duration; else at the next whole minute', async () => {
    const { headers } = await player();
    const MINUTE = 60_000;
    const DAY = 86_400_000;
    const exclude = async (days: number, until: number) =>
      envelope<{ exclusion: { until: number } }>(
        await sandbox.call({
          url: '/wps/member/responsibleGaming/exclusion',
          method: 'POST',
          headers,
          payload: { kind: 'coolOff', days, until },
        }),
      ).value.exclusion.until;
    // An end far from now + duration (a wrong clock, a forged request) is not taken: the platform's own, to the minute.
    const before = Date.now();
    const own = await exclude(1, before + 5 * DAY);
    expect(own % MINUTE).toBe(0);
    expect(own).toBeGreaterThanOrEqual(before + DAY);
    expect(own).toBeLessThanOrEqual(Date.now() + DAY + MINUTE);
    // The end the confirmation showed, two minutes off the platform's clock, is the end applied.
    const agreed = Math.ceil((Date.now() + 2 * DAY) / MINUTE) * MINUTE + 2 * MINUTE;
    expect(await exclude(2, agreed)).toBe(agreed);
  });

  it('RG-06 RG-07 self-exclusion blocks login and deposits until its end; help links come from the tenant', async () => {
    const { username, headers } = await player();
    const state = envelope<{ helpLinks: unknown[] }>(
      await sandbox.call({ url: '/wps/member/responsibleGaming', headers }),
    ).value;
    expect(state.helpLinks).toEqual([{ label: 'Gamblers Anonymous', url: 'https://www.gamblersanonymous.org' }]);
    expect(
      envelope(
        await sandbox.call({
          url: '/wps/member/responsibleGaming/exclusion',
          method: 'POST',
          headers,
          payload: { kind: 'selfExclusion', days: 30 },
        }),
      ).success,
    ).toBe(false);
    const excluded = envelope<{ exclusion: { kind: string; until: number } }>(
      await sandbox.call({
        url: '/wps/member/responsibleGaming/exclusion',
        method: 'POST',
        headers,
        payload: { kind: 'selfExclusion', days: 183 },
      }),
    ).value;
    expect(excluded.exclusion.kind).toBe('selfExclusion');
    expect(
      envelope(
        await sandbox.call({
          url: '/wps/transaction/deposit',
          method: 'POST',
          headers,
          payload: { channel: 'PIX', amount: 50, requestId: 'excluded-dep1' },
        }),
      ).errorCode,
    ).toBe('member.excluded');
    const login = envelope<{ until: number }>(await sandbox.login({ username, password: 'Secret123' }));
    expect(login).toMatchObject({
      success: false,
      errorCode: 'member.excluded',
      value: { kind: 'selfExclusion', until: excluded.exclusion.until },
    });
    const shorter = envelope<{ exclusion: { until: number } }>(
      await sandbox.call({
        url: '/wps/member/responsibleGaming/exclusion',
        method: 'POST',
        headers,
        payload: { kind: 'coolOff', days: 2 },
      }),
    ).value;
    expect(shorter.exclusion.until).toBe(excluded.exclusion.until);
  });
});
