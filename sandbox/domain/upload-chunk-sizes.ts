import type { SandboxContext } from '../context.ts';

/**
 * Test mode (issue 33): a scope's smaller upload chunk size, set through the
 * control API (`POST /__sandbox/verifications/settings`) so a test can drop
 * a connection mid-file and resume; read by the upload route. One map per
 * sandbox, so two sandboxes in one process never share it.
 */
const sizes = new WeakMap<SandboxContext, Map<string, number>>();

export function chunkSizesOf(ctx: SandboxContext): Map<string, number> {
  let scoped = sizes.get(ctx);
  if (!scoped) {
    scoped = new Map();
    sizes.set(ctx, scoped);
  }
  return scoped;
}
