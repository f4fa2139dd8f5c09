import type { FastifyInstance } from 'fastify';
import { requestInfo } from './context.ts';
import { ok } from './http.ts';

/**
 * What the areas' control calls share (test mode only; registered by each
 * area under /__sandbox/, routes/control.ts has the general ones). A control
 * call acts on the scope its X-Sandbox-Scope header names.
 */

export const CONTROL_PREFIX = '/__sandbox';

/**
 * A control call that acts on the caller's scope: `handle` gets the scope and
 * the body (`{}` when there is none), and what it returns is the answer.
 */
export function scopeControl(
  app: FastifyInstance,
  method: 'post' | 'delete',
  name: string,
  handle: (scope: string, body: unknown) => unknown,
): void {
  app[method](`${CONTROL_PREFIX}/${name}`, (request) =>
    Promise.resolve(ok(handle(requestInfo(request).scope, request.body ?? {}))),
  );
}

/** Merges a control call's overrides into those the scope holds; returns the merged whole. */
export function mergeIntoScope<T extends object>(overrides: Map<string, T>, scope: string, change: T): T {
  const merged = { ...overrides.get(scope), ...change };
  overrides.set(scope, merged);
  return merged;
}

/** Sets the scope's override, or drops it when the call sends null (back to what the sandbox has of its own). */
export function setOrDrop<T>(overrides: Map<string, T>, scope: string, value: T | null): void {
  if (value) overrides.set(scope, value);
  else overrides.delete(scope);
}
