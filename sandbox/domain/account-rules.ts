import { MEMBER_TYPES } from '../../src/lib/spec-constants.ts';
import type { Queryable } from '../db/index.ts';
import { BusinessRefusal } from '../messages.ts';
import { memberById, type MemberRow } from './members.ts';

/**
 * The account rules of the endpoint table (src/platform/endpoint-table/
 * endpoint-kinds.ts) beyond a live session, checked by the route wrapper
 * (sandbox/route.ts) before any handler runs: real-member calls refuse a
 * trial account with one code (000 §6, ERR-14); agent calls also refuse the
 * types without the agency centre (0, 4 and 40).
 */

export const isAgentType = (type: number): boolean =>
  !(MEMBER_TYPES.noAgencyCentre as readonly number[]).includes(type);

export async function checkAccountRule(
  db: Queryable,
  memberId: number,
  rule: 'realMember' | 'agent',
): Promise<MemberRow> {
  const member = await memberById(db, memberId);
  if (!member) throw new BusinessRefusal('user.not.exist');
  if (member.type === MEMBER_TYPES.trial) throw new BusinessRefusal('free.account.reject');
  if (rule === 'agent' && !isAgentType(member.type)) throw new BusinessRefusal('agent.only');
  return member;
}
