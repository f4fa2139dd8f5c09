import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { previewClientScript } from './preview-client';

/**
 * The live part of `lobby preview` (OPS-04): a small server in front of the
 * sandbox. It passes every request through, adds one script tag to the
 * pages it serves, and holds a Server-Sent Events stream to each open page;
 * a push carries the new theme CSS and runtime config, which the page swaps
 * in without a reload. Only the preview runs it, so the client is never in a
 * production stamp: `lobby build` output does not change.
 */

export const PREVIEW_EVENTS_PATH = '/__lobby/preview/events';
export const PREVIEW_CLIENT_PATH = '/__lobby/preview/client.js';
const CLIENT_TAG = `<script src="${PREVIEW_CLIENT_PATH}" defer></script>`;
/** Idle proxies and browsers drop a silent stream; a comment line keeps it open. */
const KEEP_ALIVE_MS = 15_000;

/** What a page needs to show an edit: the pieces of the stamp that depend on the tenant and its theme. */
export interface PreviewUpdate {
  /** The `<style id="lobby-theme">` text. */
  readonly css: string;
  /** The `#lobby-config` JSON text. */
  readonly config: string;
  /** `<meta name="theme-color">`. */
  readonly themeColor: string;
}

export interface LiveServer {
  readonly url: string;
  /** Sends an update to every open page; resolves with how many pages it went to. */
  push(update: PreviewUpdate): number;
  readonly openPages: () => number;
  close(): Promise<void>;
}

/** The client goes in the head: it must listen before the app reads the config, and `defer` keeps it off the first paint. */
function withPreviewClient(html: string): string {
  return html.includes('</head>') ? html.replace('</head>', `${CLIENT_TAG}\n</head>`) : `${CLIENT_TAG}\n${html}`;
}

export async function startLiveServer(options: {
  readonly port: number;
  readonly host?: string;
  readonly upstream: string;
}): Promise<LiveServer> {
  const upstream = new URL(options.upstream);
  const pages = new Set<http.ServerResponse>();
  let pushes = 0;

  const openStream = (request: http.IncomingMessage, response: http.ServerResponse): void => {
    response.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
    });
    // A page that loses the stream (a restarted preview) tries again after half a second.
    response.write('retry: 500\n\n');
    pages.add(response);
    request.on('close', () => pages.delete(response));
  };

  const passThrough = (request: http.IncomingMessage, response: http.ServerResponse): void => {
    const headers = { ...request.headers };
    // Plain bodies (the page is edited on the way) and never a 304: a preview page is always the newest stamp.
    delete headers['accept-encoding'];
    delete headers['if-none-match'];
    delete headers['if-modified-since'];
    const forwarded = http.request(
      { host: upstream.hostname, port: upstream.port, method: request.method, path: request.url, headers },
      (answer) => {
        const status = answer.statusCode ?? 502;
        const isPage = (answer.headers['content-type'] ?? '').startsWith('text/html') && request.method === 'GET';
        if (!isPage) {
          response.writeHead(status, answer.headers);
          answer.pipe(response);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const html = withPreviewClient(Buffer.concat(chunks).toString('utf8'));
          const kept = { ...answer.headers };
          // The body changed: its length and validators are the preview's, not the sandbox's.
          delete kept['content-length'];
          delete kept['transfer-encoding'];
          delete kept.etag;
          response.writeHead(status, {
            ...kept,
            'content-length': Buffer.byteLength(html),
            'cache-control': 'no-store',
          });
          response.end(html);
        });
      },
    );
    forwarded.on('error', (error) => {
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
      response.end(`lobby preview: the sandbox did not answer (${error.message})`);
    });
    request.pipe(forwarded);
  };

  const server = http.createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    if (path === PREVIEW_EVENTS_PATH) return openStream(request, response);
    if (path === PREVIEW_CLIENT_PATH) {
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' });
      response.end(previewClientScript(PREVIEW_EVENTS_PATH));
      return;
    }
    passThrough(request, response);
  });
  const keepAlive = setInterval(() => {
    for (const page of pages) page.write(': keep-alive\n\n');
  }, KEEP_ALIVE_MS);
  keepAlive.unref();

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    push: (update) => {
      pushes += 1;
      const message = `event: update\nid: ${pushes}\ndata: ${JSON.stringify({ ...update, id: pushes })}\n\n`;
      for (const page of pages) page.write(message);
      return pages.size;
    },
    openPages: () => pages.size,
    close: async () => {
      clearInterval(keepAlive);
      for (const page of pages) page.end();
      pages.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
