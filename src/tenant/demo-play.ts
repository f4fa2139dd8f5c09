import type { RuntimeConfig } from './runtime-config';

/**
 * FIND-10: whether this tenant's players may open games in demo (play-money)
 * mode, where a vendor offers it. Today every tenant may: that is today's
 * rule, not a stand-in. The jurisdiction profiles (a typed table a tenant
 * names, `jurisdiction: "BR"` / `"none"`, coming from another branch of
 * issue 34) will decide it by the tenant's jurisdiction; they are wired
 * here, in this one function, which every screen offering demo play asks.
 */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- the jurisdiction profile will read the tenant here.
export function demoPlayAllowed(tenant: RuntimeConfig): boolean {
  return true;
}
