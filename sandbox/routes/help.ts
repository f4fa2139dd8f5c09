import type { FastifyPluginCallback } from 'fastify';
import type { AreaOptions } from '../context.ts';
import { helpEntries } from '../domain/content.ts';
import { ok } from '../http.ts';
import { route } from '../route.ts';

/** Help centre (001 §2, CALL-43): the list of title and content for the request's language. */
export const helpRoutes: FastifyPluginCallback<AreaOptions> = (app, { ctx }, done) => {
  route(app, ctx, 'helpCenter', async ({ info }) =>
    ok(await helpEntries(ctx.db, info.tenant.merchantCode, info.language)),
  );
  done();
};
