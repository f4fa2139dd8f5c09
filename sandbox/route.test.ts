import { describe, expect, it } from 'vitest';
import { ENDPOINTS, type Endpoint, type Operation } from '../src/platform/endpoints.ts';
import { envelope, newPlayer, sandboxForFile } from './test-support.ts';

/** The endpoint table governs the sandbox (issue 38): one wrapper enforces each row's three rules. */

const sandbox = sandboxForFile({}, 300_000);

const rows = (test: (endpoint: Endpoint) => boolean): [Operation, Endpoint][] =>
  (Object.entries(ENDPOINTS) as [Operation, Endpoint][]).filter(([, endpoint]) => test(endpoint));

const callRow = (endpoint: Endpoint, headers: Record<string, string>, payload?: unknown) =>
  sandbox.call({
    url: endpoint.path,
    method: endpoint.method,
    headers,
    ...(endpoint.method === 'GET' ? {} : { payload: payload ?? {} }),
  });

describe('the route wrapper', () => {
  it('MONEY-28 MONEY-23 refuses a trial account at every real-member call, before reading its body', async () => {
    const trial = { authorization: await sandbox.token('trial1', 'Trial123') };
    const realMemberRows = rows((endpoint) => endpoint.account === 'realMember');
    expect(realMemberRows.length).toBeGreaterThanOrEqual(40);
    for (const [operation, endpoint] of realMemberRows) {
      const answer = envelope(await callRow(endpoint, trial));
      expect(answer.errorCode, operation).toBe('free.account.reject');
    }
  });

  it('MONEY-28 refuses a player at every agent call with agent.only, and a trial account with free.account.reject', async () => {
    const player = { authorization: (await newPlayer(sandbox, 'rule', 0)).headers.authorization };
    const trial = { authorization: await sandbox.token('trial1', 'Trial123') };
    const agentRows = rows((endpoint) => endpoint.account === 'agent');
    expect(agentRows.length).toBeGreaterThanOrEqual(10);
    for (const [operation, endpoint] of agentRows) {
      expect(envelope(await callRow(endpoint, player)).errorCode, operation).toBe('agent.only');
      expect(envelope(await callRow(endpoint, trial)).errorCode, operation).toBe('free.account.reject');
    }
  });

  it('MONEY-28 asks a session of every call that is not for guests', async () => {
    for (const [operation, endpoint] of rows((endpoint) => endpoint.account !== 'guest')) {
      const response = await callRow(endpoint, {});
      // Paths shared with a guest row of another method (the test identity provider) are not this row's.
      if (response.statusCode === 404) continue;
      expect(response.statusCode, operation).toBe(401);
      expect(envelope(response).errorCode, operation).toBe('login.not.session');
    }
  });

  it('MONEY-28 refuses a plain body where the row says encrypted, and a keyed write without a valid requestId', async () => {
    const { headers } = await newPlayer(sandbox, 'rule', 100);
    const plain = await sandbox.call({
      url: ENDPOINTS.withdraw.path,
      method: 'POST',
      headers,
      payload: { requestId: 'plain-body-01', amount: 10, payoutAccountId: 1, paymentPassword: '123456' },
    });
    expect(plain.statusCode).toBe(400);
    expect(envelope(plain).errorCode).toBe('request_body_required');

    const unkeyed = await sandbox.call({
      url: ENDPOINTS.depositCreate.path,
      method: 'POST',
      headers,
      payload: { channel: 'PIX', amount: 50, requestId: 'x' },
    });
    expect(unkeyed.statusCode).toBe(400);
    expect(envelope(unkeyed)).toMatchObject({ errorCode: 'request_param_err' });
    expect(envelope(unkeyed).message).toMatch(/requestId/);
  });
});
