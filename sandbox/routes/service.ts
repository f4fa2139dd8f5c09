import { randomBytes } from 'node:crypto';
import type { FastifyPluginCallback } from 'fastify';
import { encryptServiceInfo } from '../../src/platform/crypto/index.ts';
import type { AreaOptions } from '../context.ts';
import { ok } from '../http.ts';
import { route } from '../route.ts';

/**
 * Customer-service info (001 §7, contract §3.2): the tenant's service links
 * as JSON [{type, url}], DES-encrypted with a fresh 8-character key appended
 * (SVC-06), the same codec the front end decrypts with.
 */
export const serviceRoutes: FastifyPluginCallback<AreaOptions> = (app, { ctx }, done) => {
  route(app, ctx, 'customerServiceInfo', ({ info }) => {
    const links = info.tenant.tenant.serviceLinks.map((link) => ({ type: link.type, url: link.url }));
    const key = randomBytes(6).toString('base64url').slice(0, 8);
    return Promise.resolve(ok(encryptServiceInfo(JSON.stringify(links), key)));
  });
  done();
};
