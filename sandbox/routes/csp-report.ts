import type { FastifyPluginCallback } from 'fastify';
import { CSP_REPORT_PATH } from '../../tooling/server-headers.ts';
import type { AreaOptions } from '../context.ts';
import { CONTROL_PREFIX } from '../control-api.ts';
import { ok } from '../http.ts';

/**
 * Issue 16: the CSP violation reports browsers send to the header's
 * report-uri (`application/csp-report`, one JSON object under "csp-report").
 * The sandbox keeps the newest ones in memory and prints each; in test mode
 * `GET /__sandbox/csp-reports` lists them and `DELETE` empties the list.
 */

const CSP_REPORT_LIMIT = 200;
const REPORT_BODY_LIMIT = 16 * 1024;

interface CspViolation {
  readonly documentUri: string;
  readonly directive: string;
  readonly blockedUri: string;
  readonly sourceFile: string;
  readonly lineNumber: number | null;
  readonly receivedAt: number;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.slice(0, 500) : '');

/** The fields worth keeping from a report body, or null when it is not one. */
function violationOf(body: unknown, receivedAt: number): CspViolation | null {
  if (typeof body !== 'object' || body === null) return null;
  const report = (body as Record<string, unknown>)['csp-report'];
  if (typeof report !== 'object' || report === null) return null;
  const fields = report as Record<string, unknown>;
  const line = fields['line-number'];
  return {
    documentUri: text(fields['document-uri']),
    directive: text(fields['effective-directive']) || text(fields['violated-directive']),
    blockedUri: text(fields['blocked-uri']),
    sourceFile: text(fields['source-file']),
    lineNumber: typeof line === 'number' && Number.isFinite(line) ? line : null,
    receivedAt,
  };
}

export const cspReportRoutes: FastifyPluginCallback<AreaOptions> = (app, { ctx }, done) => {
  const reports: CspViolation[] = [];
  const parseJson = (_request: unknown, body: string, parsed: (error: Error | null, value?: unknown) => void) => {
    try {
      parsed(null, JSON.parse(body));
    } catch {
      parsed(null, null);
    }
  };
  app.addContentTypeParser(
    ['application/csp-report', 'application/reports+json'],
    { parseAs: 'string', bodyLimit: REPORT_BODY_LIMIT },
    parseJson,
  );

  app.post(CSP_REPORT_PATH, { bodyLimit: REPORT_BODY_LIMIT }, async (request, reply) => {
    const violation = violationOf(request.body, Date.now());
    if (!violation) return reply.code(400).send();
    reports.push(violation);
    if (reports.length > CSP_REPORT_LIMIT) reports.shift();
    request.log.warn({ violation }, 'CSP violation');
    return reply.code(204).send();
  });

  if (ctx.testMode) {
    // REL-43: answered in the envelope, as every control call is (sandbox/README.md).
    app.get(`${CONTROL_PREFIX}/csp-reports`, () => Promise.resolve(ok({ reports })));
    app.delete(`${CONTROL_PREFIX}/csp-reports`, () => {
      reports.length = 0;
      return Promise.resolve(ok({ reports }));
    });
  }
  done();
};
