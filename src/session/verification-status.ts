import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { useSessionInfo, useToken } from '@/platform/session';
import { GATES, VERIFICATION_STATUSES } from '@/tenant/jurisdictions';
import { useJurisdiction } from '@/tenant/site';
import { isRealAccount } from './account-type';
import { memberReadQuery } from './member-read';

/**
 * The member's own identity verification (issue 33, KYC): status, a
 * rejection's reason and which documents the platform holds. The verification
 * page, the member centre, the header and the gate prompts read it here.
 */

const received = z.catch(z.boolean(), false);
const verificationSchema = z.object({
  required: z.catch(z.boolean(), false),
  // An unreadable status is no verification: the gates decide on the platform anyway.
  status: z.catch(z.enum(VERIFICATION_STATUSES), 'none'),
  reason: z.catch(z.nullable(z.string()), null),
  submittedAt: z.catch(z.nullable(z.number()), null),
  decidedAt: z.catch(z.nullable(z.number()), null),
  documents: z.catch(z.object({ front: received, back: received, selfie: received }), {
    front: false,
    back: false,
    selfie: false,
  }),
  verifiedFor: z.catch(z.array(z.enum(GATES)), []),
});
export type Verification = z.output<typeof verificationSchema>;

export const verificationKeys = {
  all: ['verification'] as const,
  status: (token: string | null) => ['verification', 'status', token] as const,
};

export const verificationStatusQuery = (token: string | null) =>
  memberReadQuery(verificationKeys.status, token, 'verificationStatus', verificationSchema);

/** The member's verification where the tenant's profile verifies identities; null elsewhere and for guests. */
export function useVerification() {
  const profile = useJurisdiction();
  const session = useSessionInfo();
  const token = useToken();
  return useQuery({
    ...verificationStatusQuery(token),
    enabled: profile.verification && isRealAccount(session),
  });
}
