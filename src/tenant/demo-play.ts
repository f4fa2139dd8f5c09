import { jurisdictionProfile } from './jurisdictions';
import type { RuntimeConfig } from './runtime-config';

/**
 * FIND-10, KYC-23: whether this tenant's players may open games in demo
 * (play-money) mode, where a vendor offers it. The tenant's jurisdiction
 * profile decides (src/tenant/jurisdictions.ts): "none" and "verify before
 * first withdrawal" offer it, Brazil's does not. Every screen offering demo
 * play asks this one function; the sandbox refuses the call under the same
 * profile (the endpoint row's `demo` gate).
 */
export function demoPlayAllowed(tenant: Pick<RuntimeConfig, 'jurisdiction'>): boolean {
  return jurisdictionProfile(tenant.jurisdiction).demoPlay;
}
