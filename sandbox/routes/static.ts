import { readFile, stat } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginCallback, FastifyReply, FastifyRequest } from 'fastify';
import { securityHeaders } from '../../tooling/server-headers.ts';
import { SERVICE_WORKER_FILE } from '../../src/tenant/site-files.ts';
import { requestInfo, type AreaOptions } from '../context.ts';

/**
 * The built tenant of the request's host, from dist/<merchant>/m/ under /m/.
 * Hashed files under /m/assets/ are immutable; everything else is
 * revalidated (the service worker, /m/sw.js, included: OPS-06). Paths that
 * are not files (SPA routes), plus / and /register.html, answer the tenant's
 * index.html; the router takes it from there.
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

const HTML_ENTITIES: Readonly<Record<string, string>> = {
  '&#x27;': "'",
  '&#39;': "'",
  '&#x3D;': '=',
  '&quot;': '"',
  '&amp;': '&',
};

/** The CSP the stamp declared in the page's <meta>, as plain text. */
export function metaCsp(html: string): string | null {
  const content = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/i.exec(html)?.[1];
  return content === undefined
    ? null
    : content.replace(/&#x27;|&#39;|&#x3D;|&quot;|&amp;/g, (entity) => HTML_ENTITIES[entity] ?? entity);
}

/**
 * The page's own CSP sent again as a header, with frame-ancestors (which a
 * <meta> cannot carry), as an operator's server does with the generated
 * nginx snippet (issue 7). Read once per index.html version.
 */
const pageHeaderCache = new Map<
  string,
  { readonly mtimeMs: number; readonly headers: Readonly<Record<string, string>> }
>();
async function pageHeaders(indexFile: string): Promise<Readonly<Record<string, string>>> {
  const { mtimeMs } = await stat(indexFile);
  const cached = pageHeaderCache.get(indexFile);
  if (cached?.mtimeMs === mtimeMs) return cached.headers;
  const csp = metaCsp(await readFile(indexFile, 'utf8'));
  const headers: Record<string, string> = csp ? { ...securityHeaders(csp) } : {};
  pageHeaderCache.set(indexFile, { mtimeMs, headers });
  return headers;
}

/**
 * Text files go out gzip-compressed when the browser accepts it, as any
 * operator's server does (the nginx snippet turns gzip on): figures such as
 * Lighthouse's LCP are otherwise measured on three times the bytes. Each file
 * is compressed once per version (path + mtime) and kept in memory.
 */
const COMPRESSIBLE: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
};
const gzipCache = new Map<string, { readonly mtimeMs: number; readonly body: Buffer }>();

async function sendMaybeGzipped(
  request: FastifyRequest,
  reply: FastifyReply,
  relative: string,
  root: string,
  cacheControl: string,
) {
  const type = COMPRESSIBLE[extname(relative)];
  const accepts = /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
  reply.header('cache-control', cacheControl);
  if (!type) return reply.sendFile(relative, root, { cacheControl: false });
  reply.header('vary', 'Accept-Encoding');
  if (!accepts) return reply.sendFile(relative, root, { cacheControl: false });
  const file = join(root, relative);
  const { mtimeMs } = await stat(file);
  let cached = gzipCache.get(file);
  if (cached?.mtimeMs !== mtimeMs) {
    cached = { mtimeMs, body: gzipSync(await readFile(file), { level: 9 }) };
    gzipCache.set(file, cached);
  }
  return reply.type(type).header('content-encoding', 'gzip').send(cached.body);
}

/** A relative path that stays inside its root, or null. */
function safeRelative(path: string): string | null {
  const segments = path.split('/').filter((segment) => segment !== '');
  if (
    segments.some((segment) => segment === '..' || segment === '.' || segment.includes('\\') || segment.includes('\0'))
  )
    return null;
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
    reply.headers(await pageHeaders(join(root, 'index.html')));
    return sendMaybeGzipped(request, reply, 'index.html', root, REVALIDATE);
  };

  for (const url of ['/', '/register.html', '/m']) app.get(url, sendIndex);

  app.get<{ Params: { '*': string } }>('/m/*', async (request, reply) => {
    const relative = safeRelative(request.params['*']);
    if (relative === null) return reply.code(404).type('text/plain; charset=utf-8').send('Not found\n');
    const root = tenantRoot(request);
    if (relative !== '' && (await isFile(join(root, relative)))) {
      return sendMaybeGzipped(request, reply, relative, root, relative.startsWith('assets/') ? IMMUTABLE : REVALIDATE);
    }
    // A missing hashed file is a stale page asking for an old build: HTML in its place would only confuse.
    // A missing worker (a gallery stamp has none) must fail its registration, not install the page as a script.
    if (relative.startsWith('assets/') || relative === SERVICE_WORKER_FILE)
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found\n');
    return sendIndex(request, reply);
  });

  done();
};
