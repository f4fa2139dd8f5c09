import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginCallback, FastifyReply, FastifyRequest } from 'fastify';
import { securityHeaders } from '../../cli/lib/server-headers.ts';
import { requestInfo, type AreaOptions } from '../context.ts';

/**
 * The built tenant of the request's host, from dist/<merchant>/m/ under /m/.
 * Hashed files under /m/assets/ are immutable; everything else is
 * revalidated. Paths that are not files (SPA routes), plus / and
 * /register.html, answer the tenant's index.html; the router takes it from there.
 */

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

const isFile = async (path: string): Promise<boolean> => {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
};

const HTML_ENTITIES: Readonly<Record<string, string>> = { '&#x27;': "'", '&#39;': "'", '&#x3D;': '=', '&quot;': '"', '&amp;': '&' };

/** The CSP the stamp declared in the page's <meta>, as plain text. */
export function metaCsp(html: string): string | null {
  const content = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/i.exec(html)?.[1];
  return content === undefined ? null : content.replace(/&#x27;|&#39;|&#x3D;|&quot;|&amp;/g, (entity) => HTML_ENTITIES[entity] ?? entity);
}

/**
 * The page's own CSP sent again as a header, with frame-ancestors (which a
 * <meta> cannot carry), as an operator's server does with the generated
 * nginx snippet (issue 7). Read once per index.html version.
 */
const pageHeaderCache = new Map<string, { readonly mtimeMs: number; readonly headers: Readonly<Record<string, string>> }>();
async function pageHeaders(indexFile: string): Promise<Readonly<Record<string, string>>> {
  const { mtimeMs } = await stat(indexFile);
  const cached = pageHeaderCache.get(indexFile);
  if (cached?.mtimeMs === mtimeMs) return cached.headers;
  const csp = metaCsp(await readFile(indexFile, 'utf8'));
  const headers: Record<string, string> = csp ? { ...securityHeaders(csp) } : {};
  pageHeaderCache.set(indexFile, { mtimeMs, headers });
  return headers;
}

/** A relative path that stays inside its root, or null. */
function safeRelative(path: string): string | null {
  const segments = path.split('/').filter((segment) => segment !== '');
  if (segments.some((segment) => segment === '..' || segment === '.' || segment.includes('\\') || segment.includes('\0'))) return null;
  return segments.join('/');
}

export const staticRoutes: FastifyPluginCallback<AreaOptions> = (app, { ctx }, done) => {
  // serve:false: files are sent by the handlers below, from the root of the request's tenant.
  void app.register(fastifyStatic, { root: ctx.distDir, serve: false });

  const tenantRoot = (request: FastifyRequest) => join(ctx.distDir, requestInfo(request).tenant.merchantCode, 'm');

  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    const root = tenantRoot(request);
    if (!(await isFile(join(root, 'index.html')))) {
      const merchant = requestInfo(request).tenant.merchantCode;
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(`Tenant "${merchant}" is not built: run npx lobby build ${merchant}\n`);
    }
    return reply
      .headers(await pageHeaders(join(root, 'index.html')))
      .header('cache-control', REVALIDATE)
      .sendFile('index.html', root, { cacheControl: false });
  };

  for (const url of ['/', '/register.html', '/m']) app.get(url, sendIndex);

  app.get<{ Params: { '*': string } }>('/m/*', async (request, reply) => {
    const relative = safeRelative(request.params['*']);
    if (relative === null) return reply.code(404).type('text/plain; charset=utf-8').send('Not found\n');
    const root = tenantRoot(request);
    if (relative !== '' && (await isFile(join(root, relative)))) {
      const cache = relative.startsWith('assets/') ? IMMUTABLE : REVALIDATE;
      return reply.header('cache-control', cache).sendFile(relative, root, { cacheControl: false });
    }
    // A missing hashed file is a stale page asking for an old build: HTML in its place would only confuse.
    if (relative.startsWith('assets/')) return reply.code(404).type('text/plain; charset=utf-8').send('Not found\n');
    return sendIndex(request, reply);
  });

  done();
};
