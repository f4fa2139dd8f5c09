import {
  gatePasses,
  jurisdictionProfile,
  type EndpointGate,
  type JurisdictionProfile,
} from '../../src/tenant/jurisdictions.ts';
import type { Queryable } from '../db/index.ts';
import { BusinessRefusal } from '../messages.ts';
import type { SandboxTenant } from '../tenants.ts';
import { requirePlayLocation } from './locations.ts';
import type { MemberSession } from './sessions.ts';
import { verificationStatusOf } from './verifications.ts';

/**
 * The jurisdiction gates (issue 33), asked by the route wrapper for every row
 * of the endpoint table that names one (`gate`), never by a handler: demo
 * play where the profile allows it; deposit, play and withdrawal only for a
 * member whose verification passes the profile; play only with a recent
 * position inside the boundary. One error code per kind of refusal:
 * `verification.required` (value: the gate and the status),
 * `location.required` / `location.outside`, `demo.not.allowed`.
 */

export const profileOf = (tenant: SandboxTenant): JurisdictionProfile =>
  jurisdictionProfile(tenant.tenant.jurisdiction);

export async function enforceGate(
  db: Queryable,
  tenant: SandboxTenant,
  session: MemberSession | null,
  gate: EndpointGate,
  now: number,
): Promise<void> {
  const profile = profileOf(tenant);
  if (gate === 'demo') {
    if (!profile.demoPlay) throw new BusinessRefusal('demo.not.allowed');
    return;
  }
  if (!session) return;
  if (profile.verifiedFor.includes(gate)) {
    const status = await verificationStatusOf(db, session.memberId);
    if (!gatePasses(profile, gate, status)) throw new BusinessRefusal('verification.required', { gate, status });
  }
  if (gate === 'play' && profile.location) await requirePlayLocation(db, session, profile.location, now);
}
