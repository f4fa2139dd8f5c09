import { describe, expect, it, vi } from 'vitest';
import { ENDPOINTS } from '@/platform/endpoints';

const calls = vi.hoisted(() => [] as Array<{ operation: string; schema: unknown }>);
vi.mock('@/platform/request', () => ({
  callPlatformParsed: (operation: string, schema: unknown) => {
    calls.push({ operation, schema });
    return Promise.resolve({ dailysalreqtype: '1', divtypecompperiodreq: null, contracthoursalreq: '' });
  },
}));

const { contractRequestQuery, contractRequestSchema } = await import('./api');
const z = await import('zod/mini');

describe('contract dividend request', () => {
  it('CALL-38 is a GET with the token and reads dailysalreqtype, divtypecompperiodreq and contracthoursalreq', async () => {
    expect(ENDPOINTS.contractRequest.method).toBe('GET');
    expect(ENDPOINTS.contractRequest.token).toBe('required');
    expect(contractRequestQuery(null, true).enabled).toBe(false);
    const query = contractRequestQuery('token-1', true);
    expect(query.enabled).toBe(true);
    const queryFn = query.queryFn as (context: { signal: AbortSignal }) => Promise<unknown>;
    await queryFn({ signal: new AbortController().signal });
    expect(calls[0]?.operation).toBe('contractRequest');
    const parsed = z.parse(contractRequestSchema, {
      dailysalreqtype: '1',
      divtypecompperiodreq: 'W',
      contracthoursalreq: '',
      other: 5,
    });
    expect(parsed).toMatchObject({ dailysalreqtype: '1', divtypecompperiodreq: 'W', contracthoursalreq: '' });
  });
});
