import { seedAgent } from './agent.ts';
import { seedHelp } from './help.ts';
import { seedInbox } from './inbox.ts';
import { seedKeys } from './keys.ts';
import { seedMembers } from './members.ts';
import { seedMoney } from './money.ts';
import { seedTeamArea } from './team.ts';
import { seedRegister } from './register.ts';
import { seedRegulated } from './regulated.ts';
import type { SeedContext, SeedFunction } from './types.ts';

/**
 * Seed areas in the order they run. A new area = a migration file in
 * db/migrations, a module here, and a routes module in routes/.
 */
const SEED_AREAS: ReadonlyArray<readonly [area: string, seed: SeedFunction]> = [
  ['keys', seedKeys],
  ['members', seedMembers],
  ['money', seedMoney],
  ['team', seedTeamArea],
  ['agent', seedAgent],
  ['help', seedHelp],
  ['inbox', seedInbox],
  ['register', seedRegister],
  ['regulated', seedRegulated],
];

export async function runSeeds(ctx: SeedContext): Promise<void> {
  for (const [area, seed] of SEED_AREAS) {
    try {
      await seed(ctx);
    } catch (error) {
      throw new Error(`sandbox seed "${area}" failed: ${error instanceof Error ? error.message : String(error)}`, {
        cause: error,
      });
    }
  }
}
