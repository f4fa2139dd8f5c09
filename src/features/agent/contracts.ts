import { MEMBER_TYPES } from '@/lib/spec-constants';
import { paths } from '@/tenant/paths';

/** 001 §4 contract prompts: which contract pages a contract-request answer asks for. */

interface ContractRequest {
  readonly dailysalreqtype?: string | null | undefined;
  readonly divtypecompperiodreq?: string | null | undefined;
  readonly contracthoursalreq?: string | null | undefined;
}

export type ContractKind = 'dailySalary' | 'dividend' | 'hourlySalary';

interface ContractPrompt {
  readonly kind: ContractKind;
  readonly path: string;
}

const FIELDS = [
  ['dailysalreqtype', 'dailySalary', paths.salaryContract()],
  ['divtypecompperiodreq', 'dividend', paths.dividendContract()],
  ['contracthoursalreq', 'hourlySalary', paths.hourContract()],
] as const;

/** The contract pages the prompts open. */
export const CONTRACT_PATHS: ReadonlySet<string> = new Set(FIELDS.map(([, , path]) => path));

/** Types 4, 40, 41 and 42 are exempt from contract checks and dividend info (001 §4, §6). */
export const isContractExempt = (type: number | null): boolean =>
  type === null || (MEMBER_TYPES.contractExempt as readonly number[]).includes(type);

/** Each non-empty field prompts, in the spec's order. */
export function contractPrompts(request: ContractRequest | null | undefined): ContractPrompt[] {
  if (!request) return [];
  return FIELDS.filter(([field]) => {
    const value = request[field];
    return typeof value === 'string' && value.trim() !== '';
  }).map(([, kind, path]) => ({ kind, path }));
}

/** CALL-42: today as YYYY-MM-DD in local time. */
export function isoDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
