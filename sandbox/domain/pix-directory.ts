import { cpfDigits } from '../../src/lib/identity-rules.ts';
import type { Queryable } from '../db/index.ts';
import { BusinessRefusal } from '../messages.ts';
import { identityOf } from './member-identities.ts';
import { memberById } from './members.ts';

/**
 * Own-name payout accounts (issue 33, PAY): under a profile that asks for
 * them, money leaves only to accounts the player holds. A PIX key of type CPF
 * must be the player's CPF; any other key is looked up in the simulated PIX
 * directory (Brazil's DICT answers a key's holder): a key registered to the
 * player's CPF, or the player's own phone or e-mail on file, is theirs. A
 * bank account must carry the registered full name; an e-wallet or a crypto
 * address cannot be shown to be the player's and is refused.
 */

export async function setPixKeyOwner(db: Queryable, key: string, cpf: string): Promise<void> {
  await db.query('INSERT INTO pix_key_owners (key, cpf) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET cpf = $2', [
    normaliseKey(key),
    cpf,
  ]);
}

const normaliseKey = (key: string): string => key.trim().toLowerCase().replace(/^\+/, '');
const plainName = (name: string): string =>
  name.normalize('NFD').replace(/\p{M}/gu, '').trim().replace(/\s+/g, ' ').toLowerCase();

async function pixKeyHolder(db: Queryable, memberId: number, key: string): Promise<string | null> {
  const [listed] = await db.query<{ cpf: string }>('SELECT cpf FROM pix_key_owners WHERE key = $1', [
    normaliseKey(key),
  ]);
  if (listed) return listed.cpf;
  const member = await memberById(db, memberId);
  const own = [member?.mobile, member?.email].filter((value): value is string => Boolean(value)).map(normaliseKey);
  return own.includes(normaliseKey(key)) ? ((await identityOf(db, memberId)).cpf ?? null) : null;
}

/** The payout kinds whose holder can be confirmed (offered where payouts must be the player's own). */
export const OWN_NAME_PAYOUT_TYPES: readonly string[] = ['pix', 'bank'];

interface PayoutCandidate {
  readonly type: 'pix' | 'bank' | 'ewallet' | 'crypto';
  readonly holder: string;
  readonly details: Readonly<Record<string, unknown>>;
}

export async function requireOwnPayoutAccount(db: Queryable, memberId: number, account: PayoutCandidate) {
  const identity = await identityOf(db, memberId);
  const mine = (cpf: string | null) => cpf !== null && identity.cpf !== null && cpfDigits(cpf) === identity.cpf;
  const key = typeof account.details.key === 'string' ? account.details.key : '';
  const owned =
    account.type === 'pix'
      ? account.details.keyType === 'cpf'
        ? mine(key)
        : mine(await pixKeyHolder(db, memberId, key))
      : account.type === 'bank'
        ? identity.fullName !== null && plainName(account.holder) === plainName(identity.fullName)
        : false;
  if (!owned) throw new BusinessRefusal('payout.owner.mismatch');
}
