/**
 * An HTTPS front with HTTP/2 for the bench's Lighthouse runs: it terminates
 * TLS with a throwaway self-signed certificate and hands every request to the
 * sandbox over plain HTTP/1.1.
 *
 * Why: a tenant is deployed behind HTTPS (the nginx snippet goes inside the
 * merchant's https server block), where browsers speak HTTP/2. Over plain
 * HTTP/1.1 Lighthouse's simulation queues each request behind the ones that
 * shared its connection in the unthrottled run (six connections per host),
 * so the first screen's ten-odd requests wait on each other in a way no
 * player's browser does against the deployed site (docs/decisions.md,
 * "Bench over both transports").
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { request as httpRequest, type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';
import {
  createSecureServer,
  type Http2ServerRequest,
  type Http2ServerResponse,
  type ServerHttp2Session,
} from 'node:http2';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

export interface Certificate {
  readonly key: Buffer;
  readonly cert: Buffer;
}

/** A one-day certificate for localhost and every *.localhost tenant host, made with the system's openssl. */
export async function selfSignedCertificate(): Promise<Certificate> {
  const dir = await mkdtemp(path.join(tmpdir(), 'lobby-bench-tls-'));
  try {
    const keyFile = path.join(dir, 'key.pem');
    const certFile = path.join(dir, 'cert.pem');
    await promisify(execFile)('openssl', [
      'req',
      '-x509',
      '-nodes',
      '-days',
      '1',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,DNS:*.localhost',
      '-keyout',
      keyFile,
      '-out',
      certFile,
    ]);
    return { key: await readFile(keyFile), cert: await readFile(certFile) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Headers that belong to one connection: HTTP/2 refuses them, and they must not cross a proxy either way. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'http2-settings',
]);

/** Headers without HTTP/2 pseudo-headers and hop-by-hop ones. */
function endToEndHeaders(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  const kept: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !name.startsWith(':') && !HOP_BY_HOP.has(name)) kept[name] = value;
  }
  return kept;
}

/** The request's headers for the upstream, with Host from :authority. */
export function upstreamRequestHeaders(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  const authority = headers[':authority'];
  return typeof authority === 'string' && authority !== ''
    ? { ...endToEndHeaders(headers), host: authority }
    : endToEndHeaders(headers);
}

/** The upstream's answer headers, as HTTP/2 may send them. */
export const downstreamResponseHeaders = endToEndHeaders;

export interface HttpsFront {
  readonly port: number;
  close(): Promise<void>;
}

/** Listens on 127.0.0.1:`port` (0 = any free port) and forwards to the HTTP server on 127.0.0.1:`upstreamPort`. */
export async function startHttpsFront({
  upstreamPort,
  port = 0,
  certificate,
}: {
  readonly upstreamPort: number;
  readonly port?: number;
  readonly certificate: Certificate;
}): Promise<HttpsFront> {
  const forward = (incoming: Http2ServerRequest, outgoing: Http2ServerResponse): void => {
    const upstream = httpRequest(
      {
        host: '127.0.0.1',
        port: upstreamPort,
        method: incoming.method,
        path: incoming.url,
        headers: upstreamRequestHeaders(incoming.headers),
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, downstreamResponseHeaders(answer.headers));
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(upstream);
  };
  const server = createSecureServer({ key: certificate.key, cert: certificate.cert, allowHTTP1: false }, forward);
  const sessions = new Set<ServerHttp2Session>();
  server.on('session', (session: ServerHttp2Session) => {
    sessions.add(session);
    session.once('close', () => sessions.delete(session));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // An open HTTP/2 session (Chromium keeps one) would hold close() forever.
        for (const session of sessions) session.destroy();
      }),
  };
}
