import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { requestInfo, type SandboxContext } from './context.ts';
import { ok } from './http.ts';
import { parseInput } from './request.ts';
import { isRecord } from '../src/lib/is-record.ts';

/**
 * Hostile content (issue 7), set per scope through the control API: a rule
 * rewrites the JSON answers of the platform calls under `match`, putting
 * the rule's vectors into every field named in `fields` (at any depth).
 * Lists whose items carry such a field are first grown to `expand` items
 * (copies with their ids made unique), so one page shows every vector; a
 * single object (a launch answer, member info) takes the next vector on
 * each call. Only answers with success:true are touched.
 *
 *   POST   /__sandbox/hostile  {match, fields, vectors, expand?}
 *   DELETE /__sandbox/hostile
 */

export interface HostileRule {
  readonly match: string;
  readonly fields: readonly string[];
  readonly vectors: readonly string[];
  readonly expand: number;
  /** Next vector for single objects, so repeated calls walk through the list. */
  next: number;
}

const hostileBody = z.strictObject({
  match: z.string().check(
    z.maxLength(300),
    z.refine(
      (match) => match.startsWith('/wps') || match.startsWith('/lgw'),
      'must be a platform path prefix (/wps…, /lgw…)',
    ),
  ),
  fields: z
    .array(z.string().check(z.regex(/^[A-Za-z_][A-Za-z0-9_]{0,63}$/, 'must be a field name')))
    .check(z.minLength(1), z.maxLength(20)),
  vectors: z.array(z.string().check(z.maxLength(4000))).check(z.minLength(1), z.maxLength(500)),
  expand: z.optional(z.number().check(z.int(), z.gte(0), z.lte(500))),
});

const ID_KEYS = new Set(['id', 'nodeId', 'gameId', 'roomId']);

function hasTarget(value: unknown, fields: ReadonlySet<string>): boolean {
  return isRecord(value) && Object.keys(value).some((key) => fields.has(key));
}

function uniqueCopy(item: unknown, copy: number): unknown {
  if (!isRecord(item)) return item;
  const clone: Record<string, unknown> = structuredClone(item);
  for (const key of Object.keys(clone)) {
    const value = clone[key];
    if (!ID_KEYS.has(key)) continue;
    if (typeof value === 'number') clone[key] = value + copy * 100_000;
    else if (typeof value === 'string') clone[key] = `${value}h${copy}`;
  }
  return clone;
}

/** Rewrites a decoded answer in place-free fashion; exported for the sandbox tests. */
export function applyHostileRule(value: unknown, rule: HostileRule): unknown {
  const fields = new Set(rule.fields);
  const vector = (index: number): string => rule.vectors[index % rule.vectors.length] ?? '';
  const walk = (node: unknown, index: number | null): unknown => {
    if (Array.isArray(node)) {
      let items: unknown[] = node;
      if (items.length > 0 && rule.expand > items.length && items.some((item) => hasTarget(item, fields))) {
        const source = items;
        items = Array.from({ length: rule.expand }, (_unused, position) =>
          position < source.length ? source[position] : uniqueCopy(source[position % source.length], position),
        );
      }
      return items.map((item, position) => walk(item, position));
    }
    if (!isRecord(node)) return node;
    let own = index;
    if (own === null && hasTarget(node, fields)) {
      own = rule.next;
      rule.next += 1;
    }
    return Object.fromEntries(
      Object.entries(node).map(([key, child]) => [
        key,
        fields.has(key) && (typeof child === 'string' || child === null) ? vector(own ?? 0) : walk(child, null),
      ]),
    );
  };
  return walk(value, null);
}

const rulesByContext = new WeakMap<SandboxContext, Map<string, HostileRule[]>>();

function rulesOf(ctx: SandboxContext): Map<string, HostileRule[]> {
  let rules = rulesByContext.get(ctx);
  if (!rules) {
    rules = new Map();
    rulesByContext.set(ctx, rules);
  }
  return rules;
}

export function installHostileContent(
  app: FastifyInstance,
  ctx: SandboxContext,
  isApiPath: (path: string) => boolean,
  controlPrefix: string,
): void {
  if (!ctx.testMode) return;
  app.addHook('onSend', async (request, reply, payload) => {
    const path = request.url.split('?')[0] ?? '';
    if (!isApiPath(path) || typeof payload !== 'string') return payload;
    const rules = rulesOf(ctx)
      .get(requestInfo(request).scope)
      ?.filter((rule) => path.startsWith(rule.match));
    if (!rules || rules.length === 0 || !String(reply.getHeader('content-type') ?? '').includes('json')) return payload;
    let envelope: unknown;
    try {
      envelope = JSON.parse(payload);
    } catch {
      return payload;
    }
    if (!isRecord(envelope) || envelope.success !== true) return payload;
    let value = envelope.value;
    for (const rule of rules) value = applyHostileRule(value, rule);
    return JSON.stringify({ ...envelope, value });
  });

  app.post(`${controlPrefix}/hostile`, (request) => {
    const scope = requestInfo(request).scope;
    const body = parseInput(hostileBody, request.body ?? {});
    const rules = rulesOf(ctx);
    const list = rules.get(scope) ?? [];
    list.push({ match: body.match, fields: body.fields, vectors: body.vectors, expand: body.expand ?? 0, next: 0 });
    rules.set(scope, list);
    return Promise.resolve(ok({ rules: list.length }));
  });

  app.delete(`${controlPrefix}/hostile`, (request) => {
    rulesOf(ctx).delete(requestInfo(request).scope);
    return Promise.resolve(ok({ rules: 0 }));
  });
}
