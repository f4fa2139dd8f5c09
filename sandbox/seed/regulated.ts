import { completeCpf } from '../../src/lib/identity-rules.ts';
import { profileOf } from '../domain/jurisdiction-gates.ts';
import { identityOf, replaceIdentity } from '../domain/member-identities.ts';
import { findMember } from '../domain/members.ts';
import { setVerification, verificationStatusOf } from '../domain/verifications.ts';
import { SEED_ACCOUNTS } from './members.ts';
import type { SeedFunction } from './types.ts';

/**
 * Regulated markets (issue 33): under a profile that verifies identities,
 * the seeded accounts are players who onboarded long ago, so the demo
 * walks through deposits and games: each has a CPF (valid, from its member
 * id), a full name, a date of birth and a verified case. New registrations
 * start unverified. Existing rows are left as they are.
 */
export const seedRegulated: SeedFunction = async ({ db, tenants, now }) => {
  for (const tenant of tenants) {
    const profile = profileOf(tenant);
    if (!profile.verification) continue;
    for (const account of SEED_ACCOUNTS) {
      const member = await findMember(db, tenant.merchantCode, account.username);
      if (!member) continue;
      if ((await identityOf(db, member.id)).fullName === null)
        await replaceIdentity(db, tenant.merchantCode, member.id, {
          cpf: profile.registration.taxId === 'cpf' ? completeCpf(String(900_000_000 + member.id)) : null,
          fullName: `${account.nickname ?? account.username} Silva`,
          birthDate: '1990-01-15',
        });
      if ((await verificationStatusOf(db, member.id)) === 'none')
        await setVerification(db, member.id, 'verified', null, now);
    }
  }
};
