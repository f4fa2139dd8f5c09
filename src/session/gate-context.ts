import { useSessionInfo } from '@/platform/session';
import { gateContextOf, type GateInput } from '@/tenant/feature-gates';
import type { GateContext } from '@/tenant/menu-tables';
import { useFlags, usePromotions, useSiteConfig } from '@/tenant/site';

/**
 * The gate context of the running screen: the session and its type, the
 * merged flags and promotions, and the member's info where the screen has it
 * (the member centre and agent home pass theirs; the login screens and the
 * header judge by the session). Every flag-gated screen builds it here, then
 * asks the tables and evaluators of src/tenant.
 */
export function useGateContext(member: GateInput['member'] = null): GateContext {
  const session = useSessionInfo();
  const flags = useFlags();
  const promotions = usePromotions();
  const { jurisdiction } = useSiteConfig();
  return gateContextOf({
    flags,
    promotions,
    loggedIn: session !== null,
    sessionType: session?.type ?? null,
    member,
    jurisdiction,
  });
}
