import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope, sandboxForFile, startTestSandbox, type TestSandbox } from '../test-support.ts';

const sandbox = sandboxForFile();

interface Status {
  maintenance: boolean;
  regionRestriction: boolean;
  maintainTime: number | null;
  endTime: number | null;
  customerService: Array<{ csType: string; path: string }>;
}
type WhitelabelValue = { flags: Array<{ code: string; enabled: boolean }> };

const statusIn = async (scope: string | null, merchant = 'demo') =>
  envelope<Status>(
    await sandbox.call({ url: '/wps/system/status', merchant, ...(scope ? { cookies: { lobby_scope: scope } } : {}) }),
  ).value;
const flagIn = async (scope: string | null, code: string, merchant = 'demo') =>
  envelope<WhitelabelValue>(
    await sandbox.call({
      url: '/wps/system/whitelabel',
      merchant,
      ...(scope ? { cookies: { lobby_scope: scope } } : {}),
    }),
  ).value.flags.find((flag) => flag.code === code)?.enabled;
const consolidatedIn = async (scope: string, merchant = 'demo') =>
  envelope<{ flags: Record<string, boolean>; mobileTemplate: Record<string, string>; location: string }>(
    await sandbox.call({ url: '/wps/system/settings/consolidated', merchant, cookies: { lobby_scope: scope } }),
  ).value;

describe('control API in test mode', () => {
  it('answers health with the known merchants (broken tenant files skipped)', async () => {
    const response = await sandbox.control('GET', 'health');
    expect(response.statusCode).toBe(200);
    expect(envelope(response).value).toEqual({ status: 'ok', testMode: true, merchants: ['aurora', 'demo'] });
  });

  it('BOOT-02 BOOT-03 sets maintenance and region restriction, with a maintenance window', async () => {
    const scope = 'status-scope';
    await sandbox.control('POST', 'status', { maintenance: true, regionRestriction: true }, scope);
    const status = await statusIn(scope);
    expect(status).toMatchObject({ maintenance: true, regionRestriction: true });
    expect(status.maintainTime).toBeGreaterThan(0);
    expect(status.endTime).toBe((status.maintainTime ?? 0) + 2 * 60 * 60 * 1000);
    await sandbox.control('POST', 'status', { maintenance: false }, scope);
    expect(await statusIn(scope)).toMatchObject({
      maintenance: false,
      regionRestriction: true,
      maintainTime: null,
      endTime: null,
    });
  });

  it('replaces the customer-service list and puts the tenant list back with null', async () => {
    const scope = 'cs-scope';
    await sandbox.control('POST', 'status', { customerService: [] }, scope);
    expect((await statusIn(scope)).customerService).toEqual([]);
    await sandbox.control('POST', 'status', { customerService: null }, scope);
    expect((await statusIn(scope)).customerService).toHaveLength(1);
  });

  it('FLAG-05 overrides whitelabel and consolidated flags; null removes an override', async () => {
    const scope = 'flag-scope';
    await sandbox.control(
      'POST',
      'flags',
      { layer: 'whitelabel', flags: { DIRECTREG3: false, FEEDBACK3: true } },
      scope,
    );
    expect(await flagIn(scope, 'DIRECTREG3')).toBe(false);
    expect(await flagIn(scope, 'FEEDBACK3')).toBe(true);
    await sandbox.control(
      'POST',
      'flags',
      { layer: 'consolidated', flags: { DIRECTREG3: true }, promotions: { MISSION: true } },
      scope,
    );
    expect((await consolidatedIn(scope)).flags).toEqual({ DIRECTREG3: true });
    await sandbox.control('POST', 'flags', { layer: 'whitelabel', flags: { DIRECTREG3: null } }, scope);
    expect(await flagIn(scope, 'DIRECTREG3')).toBe(true);
  });

  it('scopes a flag to one merchant when asked', async () => {
    const scope = 'merchant-scope';
    await sandbox.control(
      'POST',
      'flags',
      { layer: 'whitelabel', flags: { FEEDBACK3: true }, merchant: 'aurora' },
      scope,
    );
    expect(await flagIn(scope, 'FEEDBACK3', 'aurora')).toBe(true);
    expect(await flagIn(scope, 'FEEDBACK3', 'demo')).toBe(false);
    // The merchant's own value wins over an all-merchant one.
    await sandbox.control('POST', 'flags', { layer: 'whitelabel', flags: { FEEDBACK3: false } }, scope);
    expect(await flagIn(scope, 'FEEDBACK3', 'aurora')).toBe(true);
  });

  it('refuses unknown flag codes, unknown merchants and bad shapes with 400 request_param_err', async () => {
    for (const body of [
      { layer: 'whitelabel', flags: { NOTAFLAG: true } },
      { layer: 'whitelabel', flags: { DIRECTREG3: true }, merchant: 'nobody' },
      { layer: 'sideways', flags: {} },
      { layer: 'whitelabel', flags: { DIRECTREG3: 'yes' } },
    ]) {
      const response = await sandbox.control('POST', 'flags', body);
      expect(response.statusCode).toBe(400);
      expect(envelope(response)).toMatchObject({ success: false, errorCode: 'request_param_err' });
    }
  });

  it('BOOT-06 BOOT-08 sets the mobile template and the location', async () => {
    const scope = 'settings-scope';
    await sandbox.control(
      'POST',
      'settings',
      { mobileTemplate: { mem_cen: '1', app_desc: 'Welcome' }, location: 'PT' },
      scope,
    );
    await sandbox.control('POST', 'settings', { mobileTemplate: { dep_func: '1' } }, scope);
    const settings = await consolidatedIn(scope);
    expect(settings.mobileTemplate).toMatchObject({
      mem_cen: '1',
      dep_func: '1',
      app_desc: 'Welcome',
      app_background: '',
    });
    expect(settings.location).toBe('PT');
  });

  it('keeps scopes apart: one scope never sees another scope’s state', async () => {
    await sandbox.control('POST', 'status', { maintenance: true }, 'scope-a');
    await sandbox.control('POST', 'flags', { layer: 'whitelabel', flags: { MAILCEN: false } }, 'scope-a');
    expect((await statusIn('scope-a')).maintenance).toBe(true);
    expect((await statusIn('scope-b')).maintenance).toBe(false);
    expect((await statusIn(null)).maintenance).toBe(false);
    expect(await flagIn('scope-b', 'MAILCEN')).toBe(true);

    // reset clears only its own scope.
    await sandbox.control('POST', 'status', { regionRestriction: true }, 'scope-b');
    await sandbox.control('POST', 'reset', undefined, 'scope-a');
    expect((await statusIn('scope-a')).maintenance).toBe(false);
    expect(await flagIn('scope-a', 'MAILCEN')).toBe(true);
    expect((await statusIn('scope-b')).regionRestriction).toBe(true);
  });

  it('moves the clock of a scope only', async () => {
    const moved = envelope<{ offsetMs: number; now: number }>(
      await sandbox.control('POST', 'clock', { offsetMs: 86_400_000 }, 'clock-scope'),
    );
    expect(moved.value.offsetMs).toBe(86_400_000);
    expect(moved.value.now - Date.now()).toBeGreaterThan(86_400_000 - 5000);
    const other = envelope<{ offsetMs: number }>(await sandbox.control('GET', 'clock', undefined, 'other-scope'));
    expect(other.value.offsetMs).toBe(0);
  });

  it('creates accounts that can log in, and lists them without password hashes', async () => {
    const created = await sandbox.control('POST', 'accounts', {
      username: 'agent_two',
      password: 'Agent456',
      type: 2,
      clubLabel: 'VIP5',
      toUpline: true,
    });
    expect(created.statusCode).toBe(200);
    expect(envelope(created).value).toMatchObject({
      account: 'agent_two',
      type: 2,
      clubLabel: { labelName: 'VIP5' },
      toUpline: true,
      merchant: 'demo',
      created: true,
    });

    const again = await sandbox.control('POST', 'accounts', { username: 'agent_two', password: 'Agent789', type: 2 });
    expect(envelope(again).value).toMatchObject({ created: false, clubLabel: null });
    expect(envelope(await sandbox.login({ username: 'agent_two', password: 'Agent789' })).success).toBe(true);

    const aurora = await sandbox.control('POST', 'accounts', {
      username: 'agent_two',
      password: 'Other123',
      type: 0,
      merchant: 'aurora',
    });
    expect(envelope(aurora).value).toMatchObject({ merchant: 'aurora', created: true });

    const list = await sandbox.control('GET', 'accounts');
    const accounts = envelope<Array<Record<string, unknown>>>(list).value;
    expect(accounts.filter((account) => account.account === 'player1')).toHaveLength(2);
    expect(list.body).not.toMatch(/scrypt|password_hash/);
  });

  it('refuses a badly formed account', async () => {
    const response = await sandbox.control('POST', 'accounts', { username: 'x', password: '', type: -1 });
    expect(response.statusCode).toBe(400);
    expect(envelope(response).message).toMatch(/username/);
  });
});

describe('control API outside test mode', () => {
  let production: TestSandbox;
  beforeAll(async () => {
    production = await startTestSandbox({ testMode: false });
  });
  afterAll(() => production.close());

  it('answers 404 for every control call', async () => {
    for (const [method, path] of [
      ['GET', 'health'],
      ['POST', 'reset'],
      ['POST', 'flags'],
      ['POST', 'status'],
      ['POST', 'faults'],
      ['DELETE', 'faults'],
      ['POST', 'accounts'],
      ['GET', 'accounts'],
      ['POST', 'clock'],
    ] as const) {
      const response = await production.control(method, path, method === 'POST' ? { maintenance: true } : undefined);
      expect(response.statusCode, `${method} ${path}`).toBe(404);
    }
    expect((await production.call({ url: '/wps/system/status' })).json()).toMatchObject({
      value: { maintenance: false },
    });
  });
});

describe('sessions control call (browser tests start logged in with it)', () => {
  it('opens a session the platform accepts, answered as the login answers, and records the login', async () => {
    const opened = envelope<{ token: string; userName: string; customerType: number; firstTimeLogin: boolean }>(
      await sandbox.control('POST', 'sessions', { username: 'player1', merchant: 'demo' }),
    ).value;
    expect(opened).toMatchObject({ userName: 'player1', customerType: 0 });
    const headers = { authorization: opened.token };
    const info = await sandbox.call({ url: '/wps/member/info', headers });
    expect(envelope(info).success).toBe(true);
    const history = envelope<{ content: unknown[] }>(await sandbox.call({ url: '/wps/member/loginHistory', headers }))
      .value.content;
    expect(history.length).toBeGreaterThanOrEqual(1);
  });

  it('refuses an unknown member or merchant with a message naming it', async () => {
    const unknownMember = await sandbox.control('POST', 'sessions', { username: 'nobody_here', merchant: 'demo' });
    expect(unknownMember.statusCode).toBe(400);
    expect(unknownMember.body).toContain('nobody_here');
    const unknownMerchant = await sandbox.control('POST', 'sessions', { username: 'player1', merchant: 'nowhere' });
    expect(unknownMerchant.statusCode).toBe(400);
    expect(unknownMerchant.body).toContain('nowhere');
  });
});
