import { describe, expect, it } from 'vitest';
import { tenantFromJson } from '../src/tenant/schema.ts';
import { createTenantSet, type SandboxTenant } from './tenants.ts';

const tenant = (merchantCode: string, domains: string[]): SandboxTenant => {
  const { tenant: parsed } = tenantFromJson(
    {
      merchantCode,
      trialMerchantCode: `${merchantCode}trial`,
      displayName: merchantCode,
      theme: 'base',
      assets: { logo: 'logo.svg' },
      domains,
    },
    merchantCode,
  );
  if (!parsed) throw new Error('test tenant does not parse');
  return { tenant: parsed, merchantCode, currency: 'BRL', currencySymbol: 'R$', location: 'BR' };
};

describe('which merchant a request belongs to', () => {
  it("OPS-28 a tenant's own domains name it, then <merchant>.localhost, else the default", () => {
    const set = createTenantSet(
      [tenant('demo', []), tenant('aurora', ['aurora-bet.example', 'www.aurora-bet.example'])],
      'demo',
    );
    expect(set.forHost('aurora-bet.example').merchantCode).toBe('aurora');
    expect(set.forHost('WWW.Aurora-Bet.example:8443').merchantCode).toBe('aurora');
    expect(set.forHost('www.aurora-bet.example.').merchantCode).toBe('aurora');
    expect(set.forHost('aurora.localhost:4300').merchantCode).toBe('aurora');
    expect(set.forHost('other.example').merchantCode).toBe('demo');
    expect(set.forHost(undefined).merchantCode).toBe('demo');
  });
});
