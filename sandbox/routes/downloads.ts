import type { FastifyPluginCallback } from 'fastify';
import * as z from 'zod/mini';
import { DOWNLOAD_RESOURCE_TYPES } from '../../src/tenant/schema.ts';
import type { AreaOptions } from '../context.ts';
import { ok } from '../http.ts';
import { scopeControl, setOrDrop } from '../control-api.ts';
import { parseInput } from '../request.ts';
import { route } from '../route.ts';

/**
 * Service/version info (001 §3 CALL-49): pathList entries (type, path) plus
 * resources, the download links by resourceType (000 §3, DL-08). Without a
 * scope override the tenant's configured links answer; a scope switches the
 * links per platform with `POST /__sandbox/downloads {resources}` (null
 * restores the tenant's).
 */

const resourceSchema = z.object({ resourceType: z.enum(DOWNLOAD_RESOURCE_TYPES), url: z.string() });
const overridesSchema = z.object({ resources: z.nullable(z.array(resourceSchema)) });

export const downloadRoutes: FastifyPluginCallback<AreaOptions> = (app, { ctx }, done) => {
  const overrides = new Map<string, z.output<typeof resourceSchema>[]>();

  route(app, ctx, 'versionInfo', ({ info }) => {
    const resources =
      overrides.get(info.scope) ??
      info.tenant.tenant.downloadLinks.map((link) => ({ resourceType: link.resourceType, url: link.url }));
    return Promise.resolve(ok({ pathList: [{ type: 'H5', path: '/m/' }], resources }));
  });

  if (ctx.testMode) {
    scopeControl(app, 'post', 'downloads', (scope, body) => {
      const { resources } = parseInput(overridesSchema, body);
      setOrDrop(overrides, scope, resources);
      return { resources };
    });
  }
  done();
};
