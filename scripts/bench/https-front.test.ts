import { createServer, type IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  downstreamResponseHeaders,
  selfSignedCertificate,
  startHttpsFront,
  upstreamRequestHeaders,
  type HttpsFront,
} from './https-front';

describe('the bench HTTPS front (HTTP/2 to the sandbox over HTTP/1.1)', () => {
  it('forwards the request headers with Host from :authority and without pseudo or hop-by-hop headers', () => {
    const headers = {
      ':method': 'GET',
      ':path': '/m/home',
      ':authority': 'demo.localhost:4372',
      ':scheme': 'https',
      'accept-encoding': 'gzip',
      te: 'trailers',
      connection: 'close',
    };
    expect(upstreamRequestHeaders(headers as IncomingHttpHeaders)).toEqual({
      'accept-encoding': 'gzip',
      host: 'demo.localhost:4372',
    });
  });

  it('drops the connection headers HTTP/2 refuses from the answer', () => {
    expect(
      downstreamResponseHeaders({
        'content-type': 'text/html',
        connection: 'keep-alive',
        'keep-alive': 'timeout=72',
        'transfer-encoding': 'chunked',
        'set-cookie': ['a=1', 'b=2'],
      }),
    ).toEqual({
      'content-type': 'text/html',
      'set-cookie': ['a=1', 'b=2'],
    });
  });

  describe('end to end', () => {
    const seen: Array<{ method: string | undefined; url: string | undefined; host: string | undefined; body: string }> =
      [];
    const upstream = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        seen.push({ method: request.method, url: request.url, host: request.headers.host, body });
        response.writeHead(201, { 'content-type': 'application/json', connection: 'keep-alive' });
        response.end(JSON.stringify({ echoed: body }));
      });
    });
    let front: HttpsFront;

    beforeAll(async () => {
      await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', () => resolve()));
      front = await startHttpsFront({
        upstreamPort: (upstream.address() as AddressInfo).port,
        certificate: await selfSignedCertificate(),
      });
    });
    afterAll(async () => {
      await front.close();
      await new Promise<void>((resolve) => upstream.close(() => resolve()));
    });

    it('answers over HTTP/2 with the upstream status and body, passing method, path, host and body on', async () => {
      const session = connect(`https://127.0.0.1:${front.port}`, { rejectUnauthorized: false });
      try {
        const stream = session.request({
          ':method': 'POST',
          ':path': '/wps/relay/x?y=1',
          ':authority': 'demo.localhost',
          'content-type': 'application/json',
        });
        stream.end('{"a":1}');
        const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
          let status = 0;
          let body = '';
          stream.on('response', (headers) => (status = Number(headers[':status'])));
          stream.on('data', (chunk: Buffer) => (body += chunk.toString()));
          stream.on('end', () => resolve({ status, body }));
          stream.on('error', reject);
        });
        expect(answer).toEqual({ status: 201, body: JSON.stringify({ echoed: '{"a":1}' }) });
        expect(seen).toEqual([{ method: 'POST', url: '/wps/relay/x?y=1', host: 'demo.localhost', body: '{"a":1}' }]);
      } finally {
        session.close();
      }
    });
  });
});
