import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope, startTestSandbox, type TestSandbox } from '../test-support.ts';

/** The agent's team and engagement against the sandbox (issue 14). */

let sandbox: TestSandbox;
let agent: Record<string, string>;
beforeAll(async () => {
  sandbox = await startTestSandbox();
  agent = { authorization: await sandbox.token('agent1', 'Agent123') };
}, 120_000);
afterAll(() => sandbox.close());

const audit = async () => envelope(await sandbox.control('GET', 'ledger/audit')).value;
const get = async <T>(url: string, headers = agent) => envelope<T>(await sandbox.call({ url, headers }));

describe('team', () => {
  it('AGENTX-01 AGENTX-02 the overview and the member list cover every level of the seeded tree', async () => {
    const overview = (
      await get<{ registrations: number; activePlayers: number; bets: number; wins: number; netLoss: number }>(
        '/wps/agent/team/overview',
      )
    ).value;
    expect(overview.activePlayers).toBeGreaterThan(10);
    expect(overview.netLoss).toBeCloseTo(overview.bets - overview.wins, 2);
    const all = (
      await get<{ total: number; content: { level: number; username: string; status: string }[] }>(
        '/wps/agent/subordinates?pageSize=100',
      )
    ).value;
    expect(all.total).toBe(25);
    expect(new Set(all.content.map((row) => row.level))).toEqual(new Set([1, 2, 3]));
    const level3 = (await get<{ content: { username: string }[] }>('/wps/agent/subordinates?level=3&pageSize=100'))
      .value;
    expect(level3.content.map((row) => row.username).sort()).toEqual(['deep1', 'deep2', 'deep3']);
    const search = (await get<{ content: { username: string }[] }>('/wps/agent/subordinates?username=SUB2P')).value;
    expect(search.content).toHaveLength(5);
    const disabled = (await get<{ content: { username: string }[] }>('/wps/agent/subordinates?status=disabled')).value;
    expect(disabled.content.map((row) => row.username)).toEqual(['sub2p4']);
  });

  it('AGENTX-03 drills into a downline and refuses a member outside the tree', async () => {
    const top = (await get<{ content: { id: number; username: string }[] }>('/wps/agent/subordinates?pageSize=100'))
      .value.content;
    const sub = top.find((row) => row.username === 'subagent1');
    const branch = (
      await get<{ content: { username: string }[] }>(`/wps/agent/subordinates?parentId=${sub?.id ?? 0}&pageSize=100`)
    ).value.content;
    expect(branch).toHaveLength(8);
    const stranger = envelope<{ id: number }>(
      await sandbox.control('POST', 'accounts', { username: 'strangerx', password: 'Secret123', type: 0 }),
    ).value;
    expect((await get(`/wps/agent/subordinates?parentId=${stranger.id}`)).errorCode).toBe('team.member.outside');
    expect((await get(`/wps/agent/downline/rebate?memberId=${stranger.id}`)).errorCode).toBe('team.member.outside');
  });

  it('AGENTX-07 a downline rate above the agent own is refused with the allowed maximum', async () => {
    const top = (await get<{ content: { id: number; username: string }[] }>('/wps/agent/subordinates?pageSize=100'))
      .value.content;
    const player = top.find((row) => row.username === 'team1');
    const update = (rates: Record<string, number>) =>
      sandbox.call({
        url: '/wps/agent/downline/rebate',
        method: 'PUT',
        headers: agent,
        payload: { memberId: player?.id, rates },
      });
    expect(envelope(await update({ RNG: 1.5 }))).toMatchObject({
      success: false,
      errorCode: 'rebate.above.limit',
      value: { limits: { RNG: 1.2 } },
    });
    expect(envelope(await update({ RNG: 1.1 }))).toMatchObject({ success: true, value: { rates: { RNG: 1.1 } } });
  });

  it('AGENTX-08 AGENTX-11 open account creates a downline who can log in; players may not open accounts', async () => {
    const created = await sandbox.encryptedCall({
      url: '/wps/agent/downline',
      headers: agent,
      body: { username: 'newdown1', password: 'Down1234', type: 'player', rates: { RNG: 0.5 } },
    });
    expect(envelope(created)).toMatchObject({
      success: true,
      value: { username: 'newdown1', type: 0, rates: { RNG: 0.5 } },
    });
    expect(await sandbox.token('newdown1', 'Down1234')).toMatch(/^[0-9a-f]{32}$/);
    const again = await sandbox.encryptedCall({
      url: '/wps/agent/downline',
      headers: agent,
      body: { username: 'newdown1', password: 'Down1234', type: 'player' },
    });
    expect(envelope(again).errorCode).toBe('username.exists');
    const player = { authorization: await sandbox.token() };
    expect((await get('/wps/agent/team/overview', player)).errorCode).toBe('agent.only');
  });

  it('AGENTX-09 dividends: terms with tiers, this month, settled periods and totals', async () => {
    const info = (await get<{ period: string; tiers: { ratio: number }[] }>('/wps/agent/dividend/info')).value;
    expect(info.period).toBe('monthly');
    expect(info.tiers.map((tier) => tier.ratio)).toEqual([20, 25, 30, 35]);
    const history = (
      await get<{ periods: { status: string }[]; pending: number; paid: number }>('/wps/agent/dividend/history')
    ).value;
    expect(history.periods.map((period) => period.status)).toEqual(['pending', 'paid']);
    expect(history.pending).toBeGreaterThanOrEqual(0);
  });
});

describe('engagement', () => {
  it('AGENTX-12 red rain pays once per member per rain and nothing outside a rain', async () => {
    const scope = 'rain-scope';
    const player = { authorization: await sandbox.token() };
    const cookies = { lobby_scope: scope };
    const grab = () =>
      sandbox.call({ url: '/wps/relay/MCSFE_grabRedEnvelope', method: 'POST', headers: player, cookies, payload: {} });
    // 05:00 UTC on the scope's clock, between the scheduled rains: the last one passed, so the clock only goes back
    // (a clock moved forward would age the session just made past its lifetime when this runs between 00:00 and 05:00).
    const todayFiveAm = Math.floor(Date.now() / 86_400_000) * 86_400_000 + 5 * 3_600_000;
    const fiveAm = todayFiveAm > Date.now() ? todayFiveAm - 86_400_000 : todayFiveAm;
    await sandbox.control('POST', 'clock', { offsetMs: fiveAm - Date.now() }, scope);
    const rain = envelope<{ live: unknown; next: { start: number } }>(
      await sandbox.call({ url: '/wps/relay/MCSFE_getRedRain', headers: player, cookies }),
    ).value;
    expect(rain.live).toBeNull();
    expect(rain.next.start).toBe(fiveAm + 7 * 3_600_000);
    expect(envelope(await grab()).errorCode).toBe('redrain.not.live');
    await sandbox.control('POST', 'red-rain', { minutes: 5, prize: 8.88 }, scope);
    const first = envelope<{ prize: number; again: boolean }>(await grab()).value;
    expect(first).toMatchObject({ prize: 8.88, again: false });
    const second = envelope<{ prize: number; again: boolean }>(await grab()).value;
    expect(second).toMatchObject({ prize: 8.88, again: true });
    // Read on the same scope: its clock decides the record's default period.
    const record = await sandbox.call({
      url: '/wps/relay/ODS2_MemberTransaction?type=red_rain',
      headers: player,
      cookies,
    });
    const movements = envelope<{ content: { type: string }[] }>(record).value.content;
    expect(movements).toHaveLength(1);
  });

  it('ENGAGE-02 a friend registering with the referral code is listed, and the first deposit rewards the inviter once', async () => {
    const inviter = { authorization: await sandbox.token() };
    const { referralCode } = (
      await get<{ referralCode: string }>('/wps/relay/MCSFE_getReferralDetails?autoGenerate=true', inviter)
    ).value;
    expect((await get(`/wps/affiliate/check?code=${referralCode}&domain=`, inviter)).success).toBe(true);
    await sandbox.control('POST', 'register-settings', { fields: { captcha: { enabled: false } } });
    const registered = await sandbox.encryptedCall({
      url: '/wps/member/register',
      method: 'PUT',
      body: {
        username: 'friend01',
        password: 'Friend123',
        confirmPassword: 'Friend123',
        affiliateCode: referralCode,
        registerMethod: 'H5',
        registerUrl: 'demo.localhost',
        countryDialingCode: '',
        domain: '',
        type: 0,
      },
    });
    expect(envelope(registered).success).toBe(true);
    const friend = { authorization: await sandbox.token('friend01', 'Friend123') };
    const invitations = (
      await get<{ content: { username: string; deposited: boolean }[] }>(
        '/wps/relay/MCSFE_getReferralInvitations',
        inviter,
      )
    ).value.content;
    expect(invitations).toEqual([expect.objectContaining({ username: 'fr***1', deposited: false })]);
    const order = envelope<{ orderId: string }>(
      await sandbox.call({
        url: '/wps/transaction/deposit',
        method: 'POST',
        headers: friend,
        payload: { channel: 'PIX', amount: 50, requestId: 'friend-first-dep' },
      }),
    ).value;
    for (let index = 0; index < 2; index += 1)
      await sandbox.control('POST', 'deposits/settle', { orderId: order.orderId, status: 'paid' });
    const rewards = (
      await get<{ content: { type: string; amount: number }[] }>(
        '/wps/relay/ODS2_MemberTransaction?type=reward',
        inviter,
      )
    ).value.content;
    expect(rewards).toEqual([expect.objectContaining({ amount: 10 })]);
  });

  it('ENGAGE-03 ENGAGE-04 manual rebate is claimed once per request and listed', async () => {
    const player = { authorization: await sandbox.token('team3', 'Team1234') };
    const due = (
      await get<{ content: { gameType: string; amount: number }[] }>('/wps/relay/MCSFE_getClaimableRebate', player)
    ).value.content;
    const total = due.reduce((sum, row) => sum + row.amount, 0);
    expect(total).toBeGreaterThan(0);
    const claim = () =>
      sandbox.call({
        url: '/wps/relay/MCSFE_claimRebate',
        method: 'POST',
        headers: player,
        payload: { requestId: 'rebate-claim-01' },
      });
    expect(envelope<{ amount: number }>(await claim()).value.amount).toBeCloseTo(total, 2);
    expect(envelope<{ replayed: boolean }>(await claim()).value.replayed).toBe(true);
    expect(
      (
        await sandbox.call({
          url: '/wps/relay/MCSFE_claimRebate',
          method: 'POST',
          headers: player,
          payload: { requestId: 'rebate-claim-02' },
        })
      ).json(),
    ).toMatchObject({ errorCode: 'rebate.nothing.to.claim' });
    const report = (await get<{ content: unknown[] }>('/wps/relay/ODS2_RebateReport', player)).value.content;
    expect(report.length).toBeGreaterThan(0);
  });

  it('ENGAGE-05 a complete mission is claimed once; an open one is refused', async () => {
    // A member of its own with no deposits: the seeded player's deposit two days back falls in this week on some weekdays.
    await sandbox.control('POST', 'accounts', { username: 'missionunit', password: 'Secret123', type: 0 });
    const player = { authorization: await sandbox.token('missionunit', 'Secret123') };
    const claim = (missionId: string) =>
      sandbox.call({ url: '/wps/relay/MCSFE_claimMission', method: 'POST', headers: player, payload: { missionId } });
    expect(envelope<{ reward: number; again: boolean }>(await claim('daily-login')).value).toEqual({
      missionId: 'daily-login',
      reward: 1,
      again: false,
    });
    expect(envelope<{ again: boolean }>(await claim('daily-login')).value.again).toBe(true);
    expect(envelope(await claim('weekly-deposit')).errorCode).toBe('mission.not.complete');
    const board = (await get<{ top: { username: string }[] }>('/wps/relay/MCSFE_getLeaderboard', player)).value;
    for (const row of board.top) expect(row.username).toMatch(/\*\*/);
    expect(await audit()).toEqual({
      totalMinor: 0,
      unbalancedMovements: 0,
      driftedAccounts: 0,
      negativeMemberAccounts: 0,
    });
  });
});
