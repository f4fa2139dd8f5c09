import type { SandboxControl } from '../fixtures';

/** A call of the sandbox's control API in the test's scope (SandboxControl.call); answers the body's `value`. */
export async function control<T = unknown>(
  sandbox: SandboxControl,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<T> {
  return ((await sandbox.call(method, path, body)) as { value: T }).value;
}
