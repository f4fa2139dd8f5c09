import { expect, type APIRequestContext } from '@playwright/test';
import { sandboxOrigin, type SandboxControl } from '../fixtures';

/** A call of the sandbox's control API in the test's scope; fails the test when refused, else answers the body's `value`. */
export async function control<T = unknown>(request: APIRequestContext, sandbox: SandboxControl, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const response =
    method === 'GET'
      ? await request.get(`${sandboxOrigin}/__sandbox/${path}`, { headers: { 'X-Sandbox-Scope': sandbox.scope } })
      : await request.post(`${sandboxOrigin}/__sandbox/${path}`, { data: body, headers: { 'X-Sandbox-Scope': sandbox.scope } });
  expect(response.ok(), `control ${path}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { value: T }).value;
}
