import { pruneSessions } from '../domain/sessions.ts';
import { upsertMember, type NewMember } from '../domain/members.ts';
import type { SeedFunction } from './types.ts';

/**
 * Demo accounts, the same for every merchant (printed at start). Existing
 * accounts are left as they are: a password changed in the app survives a
 * restart. Later areas add members of the other types here.
 */

interface SeedAccount extends NewMember {
  /** What the account is for, printed in the start banner. */
  readonly role: string;
}

export const SEED_ACCOUNTS: readonly SeedAccount[] = [
  {
    role: 'player',
    username: 'player1',
    password: 'Player123',
    type: 0,
    nickname: 'Lucky Player',
    mobile: '5511987654321',
    email: 'player1@example.com',
    clubLabel: 'VIP1',
    toUpline: true,
    balanceMinor: 1250_50,
  },
  {
    role: 'agent',
    username: 'agent1',
    password: 'Agent123',
    type: 1,
    nickname: 'Top Agent',
    mobile: '5511912345678',
    email: 'agent1@example.com',
    clubLabel: 'VIP3',
    balanceMinor: 8000_00,
  },
  { role: 'trial', username: 'trial1', password: 'Trial123', type: 4, nickname: 'Trial Player', balanceMinor: 2000_00 },
];

/** Accounts whose money history seed/money.ts writes. */
const WITH_HISTORY: ReadonlySet<string> = new Set(['player1', 'agent1']);

export const seedMembers: SeedFunction = async ({ db, tenants, now }) => {
  await db.transaction(async (tx) => {
    for (const tenant of tenants) {
      // The balances of accounts with a money history are reached by that history (seed/money.ts).
      for (const account of SEED_ACCOUNTS)
        await upsertMember(
          tx,
          tenant,
          WITH_HISTORY.has(account.username) ? { ...account, balanceMinor: undefined } : account,
          'keep',
        );
    }
  });
  await pruneSessions(db, now);
};
