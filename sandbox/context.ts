import type { FastifyRequest } from 'fastify';
import type { RsaPrivateKey } from '../src/platform/crypto/index.ts';
import type { ControlStore } from './control-state.ts';
import type { Database } from './db/index.ts';
import type { SandboxTenant, TenantSet } from './tenants.ts';

/** What every route area gets: the database, the tenants, the control state and the key. */
export interface SandboxContext {
  readonly db: Database;
  readonly tenants: TenantSet;
  readonly control: ControlStore;
  readonly rsaKey: RsaPrivateKey;
  readonly testMode: boolean;
  readonly distDir: string;
  /** OPS-16: opens the operator page (/__ops/) and its API; printed by `lobby serve`. */
  readonly opsToken: string;
  /** Aborted when the sandbox closes: pending fault delays end at once. */
  readonly closing: AbortSignal;
}

export interface AreaOptions {
  readonly ctx: SandboxContext;
}

/** Per request: the tenant (by host), the control scope and the language. */
export interface RequestInfo {
  readonly tenant: SandboxTenant;
  /** From the lobby_scope cookie (platform calls) or X-Sandbox-Scope (control calls). */
  readonly scope: string;
  /** Upper-case language of the Language header, else the tenant's default. */
  readonly language: string;
}

const infos = new WeakMap<FastifyRequest, RequestInfo>();

export function setRequestInfo(request: FastifyRequest, info: RequestInfo): void {
  infos.set(request, info);
}

export function requestInfo(request: FastifyRequest): RequestInfo {
  const info = infos.get(request);
  if (!info) throw new Error('request info read before the onRequest hook ran');
  return info;
}
