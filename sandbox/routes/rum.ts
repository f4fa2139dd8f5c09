import type { FastifyPluginCallback } from 'fastify';
import { RUM_BODY_LIMIT, rumBeaconSchema } from '../../src/lib/rum-beacon.ts';
import type { AreaOptions } from '../context.ts';
import { storeRumEvents } from '../domain/rum.ts';
import { fail } from '../http.ts';

/**
 * OPS-15: the collector of real-user monitoring beacons (src/app/rum/), a
 * sandbox-only path like the CSP reports (not a platform call): a tenant
 * sends them here with `"monitoring": {"collectorUrl": "/__rum"}`.
 * `navigator.sendBeacon` posts a string as text/plain (no preflight from
 * another origin); application/json is taken too. A beacon of an unknown
 * merchant or of the wrong shape is refused and nothing of it is kept.
 */

export const RUM_COLLECTOR_PATH = '/__rum';

export const rumRoutes: FastifyPluginCallback<AreaOptions> = (app, { ctx }, done) => {
  app.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: RUM_BODY_LIMIT }, (_request, body, parsed) => {
    try {
      parsed(null, JSON.parse(String(body)));
    } catch {
      parsed(null, null);
    }
  });

  app.post(RUM_COLLECTOR_PATH, { bodyLimit: RUM_BODY_LIMIT }, async (request, reply) => {
    const beacon = rumBeaconSchema.safeParse(request.body);
    if (!beacon.success) return reply.code(400).send(fail('request_param_err', 'not a monitoring beacon'));
    if (!ctx.tenants.byMerchant(beacon.data.merchant))
      return reply.code(400).send(fail('request_param_err', `unknown merchant "${beacon.data.merchant}"`));
    await storeRumEvents(ctx.db, beacon.data, Date.now());
    return reply.code(204).send();
  });
  done();
};
