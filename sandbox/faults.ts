import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestInfo, type SandboxContext } from './context.ts';
import { fail } from './http.ts';
import { messageFor } from './messages.ts';

/**
 * Faults set through the control API, applied to platform calls only (never
 * to static files or control calls), before the call reaches its route:
 *   latency      wait delayMs, then answer normally
 *   http500      HTTP 500 {success:false, errorCode:'system.error'}
 *   malformed    HTTP 200 with a whole body that is not valid JSON
 *   truncated    HTTP 200 with a JSON body cut short
 *   badGateway   HTTP 502 with a proxy's HTML page (a CDN or load balancer in front of a failed platform)
 *   unknownError HTTP 200 {success:false, errorCode:'sandbox.unknown.code'}
 *   unauthorized HTTP 401 {success:false, errorCode:'login.not.session'}
 *   drop         headers and part of the body, then the socket is destroyed
 *   dropAnswer   the call runs (a write is applied), then its answer is cut as drop cuts one:
 *                the lost answer of a change that went through (issue 38, defect 5)
 */

/** What truncated and drop send: the start of a real-looking envelope. */
const TRUNCATED_BODY = '{"success":true,"value":{"items":[{"id":1,"na';

/** What malformed sends: complete, but not JSON (a trailing comma and an unquoted key). */
const MALFORMED_BODY = '{"success":true,"value":{items:[{"id":1,},]}}';

/** What badGateway sends: nginx's own 502 page. */
const BAD_GATEWAY_BODY =
  '<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n';

export function installFaults(app: FastifyInstance, ctx: SandboxContext, isApiPath: (path: string) => boolean): void {
  const answersToDrop = new WeakSet<FastifyRequest>();
  app.addHook('onSend', async (request, reply, payload) => {
    // The route has run and its work is done; the player's side sees the answer cut, as `drop` cuts it. Part of
    // an answer is written first: a connection closed with no byte of answer is one a browser sends again by itself.
    if (answersToDrop.has(request)) {
      const socket = reply.raw.socket;
      const head = `HTTP/1.1 200 OK\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${String(TRUNCATED_BODY.length * 10)}\r\n\r\n`;
      if (socket) socket.write(head + TRUNCATED_BODY, () => socket.destroy());
    }
    return payload;
  });
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (!isApiPath(path)) return;
    const { scope, language } = requestInfo(request);
    const fault = ctx.control.takeFault(scope, path);
    if (!fault) return;
    switch (fault.kind) {
      case 'latency':
        // A closing sandbox cuts the wait short instead of holding the shutdown.
        await sleep(fault.delayMs, undefined, { signal: ctx.closing }).catch(() => undefined);
        return;
      case 'http500':
        return reply.code(500).send(fail('system.error', messageFor('system.error', language)));
      case 'unknownError':
        return reply.code(200).send(fail('sandbox.unknown.code', messageFor('sandbox.unknown.code', language)));
      case 'unauthorized':
        return reply.code(401).send(fail('login.not.session', messageFor('login.not.session', language)));
      case 'malformed':
        return reply.code(200).type('application/json; charset=utf-8').send(MALFORMED_BODY);
      case 'truncated':
        return reply.code(200).type('application/json; charset=utf-8').send(TRUNCATED_BODY);
      case 'badGateway':
        return reply.code(502).type('text/html').send(BAD_GATEWAY_BODY);
      case 'dropAnswer':
        answersToDrop.add(request);
        return;
      case 'drop': {
        reply.hijack();
        const raw = reply.raw;
        // Content-Length promises more than ever comes, so the client sees a cut, not a short answer.
        raw.writeHead(200, {
          'content-type': 'application/json; charset=utf-8',
          'content-length': String(TRUNCATED_BODY.length * 10),
        });
        raw.write(TRUNCATED_BODY, () => raw.destroy());
        return reply;
      }
    }
  });
}
