import { describe, expect, it } from 'vitest';
import { layerFromPayload, layerFromTenant, mergeSwitches } from '../../src/tenant/flag-merge.ts';
import { FLAG_CODES, PROMOTION_CODES } from '../../src/tenant/flags.ts';
import { envelope, sandboxForFile } from '../test-support.ts';

const sandbox = sandboxForFile();

describe('system status (CALL-19)', () => {
  it('CALL-19 answers the documented shape with the tenant service links', async () => {
    const response = await sandbox.call({ url: '/wps/system/status' });
    expect(response.statusCode).toBe(200);
    expect(envelope(response)).toEqual({
      success: true,
      value: {
        maintenance: false,
        regionRestriction: false,
        ipWhitelist: false,
        maintainTime: null,
        endTime: null,
        customerService: [{ csType: 'LIVECHAT', path: 'https://chat.example.com/demo' }],
      },
    });
  });
});

describe('whitelabel and consolidated settings (FLAG-02)', () => {
  it('lists every registry code, valued by the tenant file over the registry defaults', async () => {
    const { value } = envelope<{
      flags: Array<{ code: string; enabled: boolean }>;
      promotions: Array<{ type: string; enabled: boolean }>;
    }>(await sandbox.call({ url: '/wps/system/whitelabel' }));
    expect(value.flags.map((flag) => flag.code)).toEqual(FLAG_CODES);
    expect(value.promotions.map((promotion) => promotion.type)).toEqual(PROMOTION_CODES);
    expect(value.flags.find((flag) => flag.code === 'MAILCEN')?.enabled).toBe(true);
    expect(value.flags.find((flag) => flag.code === 'FEEDBACK3')?.enabled).toBe(false);
    expect(value.promotions.find((promotion) => promotion.type === 'REFERRAL')?.enabled).toBe(true);

    const aurora = envelope<{ flags: Array<{ code: string; enabled: boolean }> }>(
      await sandbox.call({ url: '/wps/system/whitelabel', merchant: 'aurora' }),
    );
    expect(aurora.value.flags.find((flag) => flag.code === 'DIRECTREG3')?.enabled).toBe(false);
  });

  it("is read by the app's own flag merge", async () => {
    const whitelabel = envelope(await sandbox.call({ url: '/wps/system/whitelabel' })).value;
    const merged = mergeSwitches([layerFromTenant({}), layerFromPayload(whitelabel)]);
    expect(merged.flags.MAILCEN).toBe(true);
    expect(merged.promotions.REFERRAL).toBe(true);
  });

  it('answers consolidated settings with no switch overrides and the default template', async () => {
    const response = await sandbox.call({ url: '/wps/system/settings/consolidated' });
    expect(envelope(response).value).toEqual({
      flags: {},
      promotions: {},
      mobileTemplate: { mem_cen: '0', dep_func: '0', app_background: '', app_desc: '', app_desc_font_color: '' },
      location: 'BR',
      currency: 'BRL',
    });
  });
});

describe('Merchant header (contract §2, §1.2)', () => {
  const statusWith = (headers: Record<string, string | string[]>, host = 'demo.localhost:4300') =>
    sandbox.app.inject({ url: '/wps/system/status', headers: { host, ...headers } });

  it('answers 400 function.not.available without the header', async () => {
    const response = await statusWith({});
    expect(response.statusCode).toBe(400);
    expect(envelope(response)).toMatchObject({ success: false, errorCode: 'function.not.available' });
  });

  it('answers 400 function.not.available for a duplicated header', async () => {
    const response = await statusWith({ merchant: ['demo', 'demo'] });
    expect(response.statusCode).toBe(400);
    expect(envelope(response).errorCode).toBe('function.not.available');
  });

  it("answers 400 for another site's merchant code", async () => {
    expect((await statusWith({ merchant: 'aurora' })).statusCode).toBe(400);
    expect((await statusWith({ merchant: 'demo' }, 'aurora.localhost:4300')).statusCode).toBe(400);
  });

  it('accepts the main and the trial merchant code', async () => {
    expect((await statusWith({ merchant: 'demo' })).statusCode).toBe(200);
    expect((await statusWith({ merchant: 'demotrial' })).statusCode).toBe(200);
    expect((await statusWith({ merchant: 'aurora' }, 'aurora.localhost:4300')).statusCode).toBe(200);
  });

  it('picks the default merchant for hosts that name none', async () => {
    expect((await statusWith({ merchant: 'demo' }, '127.0.0.1:4300')).statusCode).toBe(200);
    expect((await statusWith({ merchant: 'demo' }, 'unknown.localhost:4300')).statusCode).toBe(200);
  });
});

describe('gateway answers', () => {
  it('answers an unknown platform path with a 404 envelope', async () => {
    const response = await sandbox.call({ url: '/wps/nothing/here' });
    expect(response.statusCode).toBe(404);
    expect(envelope(response)).toMatchObject({ success: false, errorCode: 'request_not_found' });
  });

  it('answers a malformed JSON body with 400 request_param_err, no stack trace', async () => {
    const response = await sandbox.call({
      url: '/wps/session/login',
      method: 'POST',
      headers: { 'content-type': 'application/json', encryption: 'ab' },
      payload: '{"value":',
    });
    expect(response.statusCode).toBe(400);
    expect(envelope(response)).toMatchObject({ success: false, errorCode: 'request_param_err' });
    expect(response.body).not.toMatch(/node_modules|at \w+ \(/);
  });

  it('refuses bodies over 64 KB with 413', async () => {
    const response = await sandbox.call({
      url: '/wps/session/login',
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ value: 'x'.repeat(70 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(envelope(response)).toMatchObject({ success: false, errorCode: 'request_body_too_large' });
  });

  it('localises failure messages by the Language header', async () => {
    const english = await sandbox.call({ url: '/wps/member/info' });
    const portuguese = await sandbox.call({ url: '/wps/member/info', headers: { language: 'PT' } });
    expect(envelope(english).message).toMatch(/log in again/);
    expect(envelope(portuguese).message).toMatch(/faça login/);
  });
});
