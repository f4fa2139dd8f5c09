import type { Database } from '../db/index.ts';
import type { SandboxTenant } from '../tenants.ts';

export interface SeedContext {
  readonly db: Database;
  readonly tenants: readonly SandboxTenant[];
  readonly now: number;
}

/** One area's seed: idempotent, run on every start after the migrations. */
export type SeedFunction = (ctx: SeedContext) => Promise<void>;
