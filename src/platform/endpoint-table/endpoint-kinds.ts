import type { ModuleId } from '@/lib/spec-constants';
import type { EndpointGate } from '@/tenant/jurisdictions';

/** The shape of one row of the endpoint table (src/platform/endpoints.ts) and the two ways to write one. */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Endpoint {
  readonly method: HttpMethod;
  readonly path: string;
  /** Sent as the ModuleId header (CALL-50); null when the platform names none. */
  readonly moduleId: ModuleId | null;
  /** required: refuse without a session; optional: send when there is one. */
  readonly token: 'required' | 'optional' | 'none';
  /** RSA-wrapped DES body (contract §3.1). */
  readonly encrypted: boolean;
  /** Body encoding for writes; form = application/x-www-form-urlencoded; binary = raw bytes (an upload's chunk). */
  readonly body?: 'json' | 'form' | 'multipart' | 'binary';
  /** Uses the tenant's trial merchant code instead of the main one. */
  readonly trialMerchant?: boolean;
  /** The answer is plain text, not the JSON envelope. */
  readonly plainText?: boolean;
  /**
   * Issue 33: the jurisdiction gate the call is subject to. The sandbox's
   * route wrapper asks the tenant's profile whether the member passes it
   * (verified where the profile asks, a fresh location inside the boundary
   * for play, demo play allowed) and refuses with one error code per gate
   * kind, which the app maps to one prompt.
   */
  readonly gate?: EndpointGate;
  /** Where the path comes from: a spec section, the contract, or a decision. */
  readonly source: string;
}

export const get = (path: string, moduleId: ModuleId | null, token: Endpoint['token'], source: string): Endpoint => ({
  method: 'GET',
  path,
  moduleId,
  token,
  encrypted: false,
  source,
});

export const write = (
  method: Exclude<HttpMethod, 'GET'>,
  path: string,
  moduleId: ModuleId | null,
  token: Endpoint['token'],
  source: string,
  extra: Partial<Endpoint> = {},
): Endpoint => ({ method, path, moduleId, token, encrypted: false, body: 'json', source, ...extra });
