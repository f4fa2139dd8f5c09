import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  CONFIG_PLATFORM,
  runtimeConfigFromTenant,
  runtimeConfigSchema,
  serialiseRuntimeConfig,
} from './runtime-config';
import { tenantSchema } from './schema';

const demo = z.parse(
  tenantSchema,
  JSON.parse(readFileSync(new URL('../../tenants/demo.json', import.meta.url), 'utf8')),
);

describe('runtime configuration', () => {
  it('CONST-07 the embedded config names the platform mobile', () => {
    const config = runtimeConfigFromTenant(demo, { buildId: 'test', gallery: false });
    expect(CONFIG_PLATFORM).toBe('mobile');
    expect(config.platform).toBe('mobile');
    // What the page reads back passes the same schema.
    expect(z.parse(runtimeConfigSchema, JSON.parse(serialiseRuntimeConfig(config))).platform).toBe('mobile');
  });
});
