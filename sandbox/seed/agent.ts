import { upsertMember } from '../domain/members.ts';
import type { SeedFunction } from './types.ts';

/**
 * Agent area (001 §2, §4), every merchant: agent1 has today's team counters;
 * contract1 (type 1, Agent123) has pending daily-salary and dividend contract
 * requests, so the prompts stay away from the accounts other tests use.
 */
const CONTRACT_ACCOUNT = {
  username: 'contract1',
  password: 'Agent123',
  type: 1,
  nickname: 'Contract Agent',
  balanceMinor: 100_00,
} as const;
/** contract2 (type 1, Agent123): one pending hourly-salary contract, for the hourly contract page (CALL-41). */
const HOURLY_CONTRACT_ACCOUNT = {
  username: 'contract2',
  password: 'Agent123',
  type: 1,
  nickname: 'Hourly Agent',
  balanceMinor: 100_00,
} as const;

export const seedAgent: SeedFunction = async ({ db, tenants }) => {
  await db.transaction(async (tx) => {
    for (const tenant of tenants) {
      const { member } = await upsertMember(tx, tenant, CONTRACT_ACCOUNT, 'keep');
      await tx.query(
        `INSERT INTO agent_profiles (member_id, dailysalreqtype, divtypecompperiodreq) VALUES ($1, 'DAILY', 'MONTHLY')
         ON CONFLICT (member_id) DO NOTHING`,
        [member.id],
      );
      const { member: hourly } = await upsertMember(tx, tenant, HOURLY_CONTRACT_ACCOUNT, 'keep');
      await tx.query(
        `INSERT INTO agent_profiles (member_id, contracthoursalreq) VALUES ($1, 'HOURLY')
         ON CONFLICT (member_id) DO NOTHING`,
        [hourly.id],
      );
    }
    await tx.query(
      `INSERT INTO agent_profiles (member_id, team_login, team_bet, team_register, team_online)
       SELECT id, 12, 7, 3, 5 FROM members WHERE username = 'agent1'
       ON CONFLICT (member_id) DO NOTHING`,
    );
  });
};
