import type { ModuleId } from '@/lib/spec-constants';
import type { EndpointGate } from '@/tenant/jurisdictions';

/** The shape of one row of the endpoint table (src/platform/endpoints.ts) and the two ways to write one. */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** required: refuse without a session; optional: send when there is one. */
type TokenUse = 'required' | 'optional' | 'none';

/**
 * Who may make the call; the platform (the sandbox's one route wrapper,
 * sandbox/route.ts) enforces it. guest: anyone; member: a live session;
 * realMember: a live session of a real account (a trial account, type 4, is
 * refused with free.account.reject, 000 §6); agent: a live session of an
 * agent (types 0, 4 and 40 are refused).
 */
export type AccountRule = 'guest' | 'member' | 'realMember' | 'agent';

/**
 * How a repeated write is recognised. requestId: the body carries
 * `requestId`, one per attempt of a form (kept across a retry); the same key
 * again answers the first result. none: no key.
 */
export type IdempotencyRule = 'none' | 'requestId';

export interface Endpoint {
  readonly method: HttpMethod;
  readonly path: string;
  /** Sent as the ModuleId header (CALL-50); null when the platform names none. */
  readonly moduleId: ModuleId | null;
  readonly token: TokenUse;
  /** guest exactly when no token is required (a test holds the table to it). */
  readonly account: AccountRule;
  /** RSA-wrapped DES body (contract §3.1). */
  readonly encrypted: boolean;
  readonly idempotency: IdempotencyRule;
  /** Body encoding for writes; form = application/x-www-form-urlencoded; binary = raw bytes (an upload's chunk). */
  readonly body?: 'json' | 'form' | 'multipart' | 'binary';
  /** Uses the tenant's trial merchant code instead of the main one. */
  readonly trialMerchant?: boolean;
  /** The answer is plain text, not the JSON envelope. */
  readonly plainText?: boolean;
  /**
   * Server-Sent Events read by an EventSource, which sends no headers: no
   * Merchant, Language or Authorization; a ticket in the query names the
   * member and the merchant (issue 34).
   */
  readonly eventStream?: boolean;
  /**
   * Issue 33: the jurisdiction gate the call is subject to. The sandbox's
   * route wrapper asks the tenant's profile whether the member passes it
   * (verified where the profile asks, a fresh location inside the boundary
   * for play, demo play allowed) and refuses with one error code per gate
   * kind, which the app maps to one prompt.
   */
  readonly gate?: EndpointGate;
  /**
   * MONEY-50: the body's fields that hold money. The app gives them in minor
   * units and request.ts writes them in the wire's major units, so no feature
   * converts an amount for the wire.
   */
  readonly money?: readonly string[];
  /** Where the path comes from: a spec section, the contract, or a decision. */
  readonly source: string;
}

/** The account rule a token use stands for unless the row names a stricter one (realMember, agent). */
type DefaultAccount<T extends TokenUse> = T extends 'required' ? 'member' : 'guest';

/** A row as written: its literal token and account rule stay in the type, so the sandbox types each route's call by them. */
type Row<T extends TokenUse, X> = Omit<Endpoint & { readonly token: T; readonly account: DefaultAccount<T> }, keyof X> &
  X;

type Extra = Partial<Omit<Endpoint, 'method' | 'path' | 'moduleId' | 'token' | 'source'>>;

/** The row: the defaults, the account rule the token stands for, then what the row says of its own. */
function row<T extends TokenUse, X extends Extra>(
  base: Pick<Endpoint, 'method' | 'path' | 'moduleId' | 'source' | 'body'> & { readonly token: T },
  extra: X | undefined,
): Row<T, X> {
  const whole: Endpoint = {
    encrypted: false,
    idempotency: 'none',
    ...base,
    account: base.token === 'required' ? 'member' : 'guest',
    ...extra,
  };
  // What Row<T, X> says of this spread; TypeScript does not follow a spread of a generic type.
  return whole as unknown as Row<T, X>;
}

export const get = <T extends TokenUse, X extends Extra = object>(
  path: string,
  moduleId: ModuleId | null,
  token: T,
  source: string,
  extra?: X,
): Row<NoInfer<T>, NoInfer<X>> => row({ method: 'GET', path, moduleId, token, source }, extra);

export const write = <T extends TokenUse, X extends Extra = object>(
  method: Exclude<HttpMethod, 'GET'>,
  path: string,
  moduleId: ModuleId | null,
  token: T,
  source: string,
  extra?: X,
): Row<NoInfer<T>, NoInfer<X>> => row({ method, path, moduleId, token, source, body: 'json' }, extra);
