import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MODULE_IDS } from '@/lib/spec-constants';
import { runtimeConfigFromTenant } from '@/tenant/runtime-config';
import { parseTenant } from '@/tenant/schema';
import { configurePlatform } from './context';
import { ENDPOINTS } from './endpoints';
import { callPlatform } from './request';
import { endSession, startSession } from './session';

/** The tenant file's two merchant codes, from the file to the request headers (TENANT-02/03). */

let merchants: Array<string | null> = [];

beforeEach(() => {
  merchants = [];
  const parsed = parseTenant(JSON.parse(readFileSync(new URL('../../tenants/aurora.json', import.meta.url), 'utf8')));
  if (!parsed.tenant) throw new Error('tenants/aurora.json does not parse');
  const config = runtimeConfigFromTenant(parsed.tenant, { buildId: 'test', gallery: false });
  configurePlatform({
    apiBaseUrl: '',
    merchantCode: config.merchantCode,
    trialMerchantCode: config.trialMerchantCode,
    language: () => 'EN',
    timeoutMs: 200,
  });
  vi.stubGlobal('fetch', (_input: string, init: RequestInit) => {
    merchants.push(new Headers(init.headers).get('Merchant'));
    return Promise.resolve(
      new Response(JSON.stringify({ success: true, value: {} }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
  });
  endSession('signOut');
});

afterEach(() => {
  vi.unstubAllGlobals();
  endSession('signOut');
});

describe('merchant codes of the tenant file', () => {
  it('TENANT-02 every merchant-scoped call sends the main merchant code of the tenant file', async () => {
    const aurora = JSON.parse(readFileSync(new URL('../../tenants/aurora.json', import.meta.url), 'utf8')) as {
      merchantCode: string;
      trialMerchantCode: string;
    };
    await callPlatform('gameList');
    await callPlatform('systemStatus');
    startSession({ token: 'tok', merchantCode: aurora.merchantCode, userName: 'p1', type: 0 });
    await callPlatform('walletBalance');
    expect(merchants).toEqual([aurora.merchantCode, aurora.merchantCode, aurora.merchantCode]);
    expect(aurora.trialMerchantCode).not.toBe(aurora.merchantCode);
  });

  it('TENANT-03 the free-play login (and the trial user call) send the separate trial merchant code', async () => {
    const aurora = JSON.parse(readFileSync(new URL('../../tenants/aurora.json', import.meta.url), 'utf8')) as {
      trialMerchantCode: string;
    };
    await callPlatform('trialUser');
    await callPlatform('freePlayLogin', { body: {} });
    expect(merchants).toEqual([aurora.trialMerchantCode, aurora.trialMerchantCode]);
  });

  it('CONST-06 the module ids are the twenty of the spec, and every call uses one of the known ids', () => {
    expect(MODULE_IDS.slice(0, 20)).toEqual([
      'COMM3',
      'FUNDTRANS3',
      'AGEANNOUNCE3',
      'MEMTRANS3',
      'PERSPNL3',
      'AGEINFO3',
      'AGEDOWNMAN3',
      'REG3',
      'CAPTCHA3',
      'REGISTER_REE3',
      'VALID_CAPTCHA3',
      'FREEPLAY3',
      'PROFPIC3',
      'AFFMAN3',
      'INBOX3',
      'PWRESETSMS3',
      'VERIFICATION3',
      'FEEDBACK3',
      'MEMCLUB3',
      'REWCEN3',
    ]);
    for (const endpoint of Object.values(ENDPOINTS)) {
      if (endpoint.moduleId !== null) expect(MODULE_IDS).toContain(endpoint.moduleId);
    }
  });
});
