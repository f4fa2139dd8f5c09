import type { FastifyPluginCallback } from 'fastify';
import type { AreaOptions } from '../context.ts';
import { ok, publicRoute } from '../http.ts';

/** Help centre (001 §2, CALL-43): the list of title and content for the request's language. */
export const helpRoutes: FastifyPluginCallback<AreaOptions> = (app, { ctx }, done) => {
  publicRoute(app, ctx, 'helpCenter', async ({ info }) => {
    const rows = await ctx.db.query<{ title: string; content: string }>(
      'SELECT title, content FROM help_entries WHERE merchant = $1 AND language = $2 ORDER BY position',
      [info.tenant.merchantCode, info.language],
    );
    return ok(rows.map((row) => ({ title: row.title, content: row.content })));
  });
  done();
};
