import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { tenantFromJson, type Tenant } from '../src/tenant/schema.ts';

/**
 * The merchants the sandbox knows: every tenants/*.json that passes the
 * shared tenant schema. A broken file is skipped with a warning; `lobby
 * validate` is where its problems are spelled out.
 */

export interface SandboxTenant {
  readonly tenant: Tenant;
  readonly merchantCode: string;
  /** What the platform would hold beside the tenant file (not part of the file's schema). */
  readonly currency: string;
  readonly currencySymbol: string;
  readonly location: string;
}

export interface TenantSet {
  readonly all: readonly SandboxTenant[];
  readonly defaultMerchant: SandboxTenant;
  byMerchant(code: string): SandboxTenant | undefined;
  /** One of a tenant's `domains`, or `<merchant>.localhost[:port]` → that merchant; anything else → the default. */
  forHost(host: string | undefined): SandboxTenant;
}

/** Sandbox choice: a PT-first brand plays in reais, an EN-first one in dollars (docs: sandbox/README.md). */
function profile(tenant: Tenant): SandboxTenant {
  const brazilian = tenant.languages.default === 'PT';
  return {
    tenant,
    merchantCode: tenant.merchantCode,
    currency: brazilian ? 'BRL' : 'USD',
    currencySymbol: brazilian ? 'R$' : '$',
    location: brazilian ? 'BR' : 'US',
  };
}

export function readTenants(tenantsDir: string, warn: (line: string) => void = console.warn): SandboxTenant[] {
  if (!existsSync(tenantsDir)) return [];
  const tenants: SandboxTenant[] = [];
  for (const file of readdirSync(tenantsDir).sort()) {
    if (!file.endsWith('.json') || file === 'tenant.schema.json') continue;
    const merchant = file.slice(0, -'.json'.length);
    let raw: unknown;
    try {
      raw = JSON.parse(readFileSync(join(tenantsDir, file), 'utf8'));
    } catch (error) {
      warn(`sandbox: skipping tenants/${file}: ${error instanceof Error ? error.message : String(error)}`);
      continue;
    }
    const { tenant, problems } = tenantFromJson(raw, merchant);
    if (!tenant || problems.length > 0) {
      warn(
        `sandbox: skipping tenants/${file}: ${problems.map((p) => `${p.path || '(file)'}: ${p.message}`).join('; ')} (run npx lobby validate)`,
      );
      continue;
    }
    tenants.push(profile(tenant));
  }
  return tenants;
}

/** A Host header's host name, lower case, without port or trailing dot; undefined when it is not one. */
function hostnameOf(host: string | undefined): string | undefined {
  if (!host) return undefined;
  try {
    return new URL(`http://${host}`).hostname.toLowerCase().replace(/\.$/, '');
  } catch {
    return undefined;
  }
}

/** The label before `.localhost`; undefined for any other host. */
function merchantFromLocalhost(hostname: string | undefined): string | undefined {
  return hostname === undefined ? undefined : /(?:^|\.)([a-z0-9]+)\.localhost$/.exec(hostname)?.[1];
}

export function createTenantSet(tenants: readonly SandboxTenant[], defaultMerchant: string): TenantSet {
  const byCode = new Map(tenants.map((entry) => [entry.merchantCode, entry]));
  // OPS-28: a tenant's own domains name it, as they do in its nginx server block.
  const byDomain = new Map(tenants.flatMap((entry) => entry.tenant.domains.map((domain) => [domain, entry] as const)));
  const fallback = byCode.get(defaultMerchant);
  if (!fallback) {
    const known = tenants.map((entry) => entry.merchantCode).join(', ') || 'none';
    throw new Error(`sandbox: unknown merchant "${defaultMerchant}" (known merchants: ${known})`);
  }
  return {
    all: tenants,
    defaultMerchant: fallback,
    byMerchant: (code) => byCode.get(code),
    forHost: (host) => {
      const hostname = hostnameOf(host);
      return (
        (hostname === undefined ? undefined : byDomain.get(hostname)) ??
        byCode.get(merchantFromLocalhost(hostname) ?? '') ??
        fallback
      );
    },
  };
}
