/**
 * Every platform call of both spec documents (§7 of each), once: operation →
 * method, path, module id, token use and body encryption. No path string
 * appears anywhere else in the app. Paths the spec leaves unshown were chosen
 * after the platform contract; each choice is listed in docs/decisions.md
 * ("source: decision").
 */
import { ACCOUNT_ENDPOINTS } from './endpoint-table/account';
import { AGENT_ENDPOINTS } from './endpoint-table/agent';
import { BONUS_ENDPOINTS } from './endpoint-table/bonus';
import { CONTENT_ENDPOINTS } from './endpoint-table/content';
import { DISCOVERY_ENDPOINTS } from './endpoint-table/discovery';
import type { Endpoint } from './endpoint-table/endpoint-kinds';
import { MONEY_ENDPOINTS } from './endpoint-table/money';
import { REGULATED_ENDPOINTS } from './endpoint-table/regulated';

export type { AccountRule, Endpoint, HttpMethod, IdempotencyRule } from './endpoint-table/endpoint-kinds';

/** The rows live by area in src/platform/endpoint-table/; this is the one table made of them. */
export const ENDPOINTS = {
  ...ACCOUNT_ENDPOINTS,
  ...MONEY_ENDPOINTS,
  ...CONTENT_ENDPOINTS,
  ...DISCOVERY_ENDPOINTS,
  ...AGENT_ENDPOINTS,
  ...BONUS_ENDPOINTS,
  ...REGULATED_ENDPOINTS,
} as const satisfies Record<string, Endpoint>;

export type Operation = keyof typeof ENDPOINTS;

/**
 * known: the spec or the platform contract names the call; proposed: Lobby
 * designed it in the platform's style (its source is a decision), so an
 * operator wiring a real back end checks it first. docs/platform-calls.md is
 * generated from this.
 */
type CallStatus = 'known' | 'proposed';

export const callStatus = (endpoint: Endpoint): CallStatus =>
  endpoint.source.startsWith('decision') ? 'proposed' : 'known';

/** GETs with a side effect on the platform: never repeated automatically. */
const GETS_WITH_EFFECTS: ReadonlySet<Operation> = new Set<Operation>([
  'trialUser',
  'captcha',
  'addRecentGame',
  'launchGame',
  'launchLottery',
  'trialLaunchGame',
  'dailySalaryProcess',
]);

/** Reads may retry with backoff; writes (and GETs with effects) never retry on their own. */
export function mayRetry(operation: Operation): boolean {
  return ENDPOINTS[operation].method === 'GET' && !GETS_WITH_EFFECTS.has(operation);
}
