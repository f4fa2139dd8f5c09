import { resolveReferences } from 'style-dictionary/utils';
import type { PreprocessedTokens } from 'style-dictionary/types';
import type { Problem } from './problems';
import { ALIAS_PATTERN, isObject, show, type Json, type RawToken, type TokenType } from './token-files';
import { VALUE_CHECKS } from './token-values';

/**
 * Aliases (`"{primitive.color.brand.main}"`) resolved by Style Dictionary's
 * own reference resolver, one token at a time, so each problem names the file
 * and token it belongs to: an alias to nothing or to a group, a cycle (named
 * once, from the first token of it met), a type that differs from the aliased
 * token's, a value its type does not allow (token-values.ts). A token is
 * judged after the tokens it aliases, so one bad primitive is one problem,
 * not one per semantic token that uses it. The result: each valid token's
 * type and its value with aliases replaced.
 */

export interface ResolvedToken {
  readonly type: TokenType;
  /** The DTCG value with every alias replaced by what it points at. */
  readonly value: Json;
}

/** Every alias string inside a value (a whole value, or a field of a composite such as a shadow's colour). */
function aliasesIn(value: Json): string[] {
  if (typeof value === 'string') return ALIAS_PATTERN.test(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(aliasesIn);
  if (isObject(value)) return Object.values(value).flatMap(aliasesIn);
  return [];
}

/** `{a.b}` → `a.b` */
const aliasTarget = (alias: string): string => ALIAS_PATTERN.exec(alias)?.[1] ?? alias;

/** Style Dictionary reports a cycle as `Circular definition cycle: a.b, a.c, a.b`: the token paths, in order. */
function cycleOf(message: string): string[] | null {
  const prefix = 'Circular definition cycle:';
  if (!message.startsWith(prefix)) return null;
  return message
    .slice(prefix.length)
    .split(',')
    .map((step) => step.trim())
    .filter((step) => step.length > 0);
}

/** Nests every token at its dotted path. Built from null-prototype objects, so a `__proto__` segment is a key. */
function tokenTree(tokens: ReadonlyMap<string, RawToken>): PreprocessedTokens {
  const root: PreprocessedTokens = Object.create(null) as PreprocessedTokens;
  for (const token of tokens.values()) {
    const segments = token.path.split('.');
    const leaf = segments.pop();
    if (leaf === undefined) continue;
    let group = root;
    for (const segment of segments) {
      const next = group[segment];
      if (isObject(next)) group = next as PreprocessedTokens;
      else group = group[segment] = Object.create(null) as PreprocessedTokens;
    }
    group[leaf] = Object.assign(Object.create(null) as PreprocessedTokens, { $value: token.value });
  }
  return root;
}

export function resolveAndCheck(
  tokens: ReadonlyMap<string, RawToken>,
  groups: ReadonlySet<string>,
  problems: Problem[],
): Map<string, ResolvedToken> {
  // Style Dictionary's token tree: each token at its path with its DTCG $value (groups hold no token of their own here;
  // an alias to a group is refused above before the resolver is asked).
  const referenceTree = tokenTree(tokens);
  const inCycle = new Set<string>();

  const resolveAlias = (alias: string, owner: RawToken): { value: Json } | null => {
    try {
      return { value: resolveReferences(alias, referenceTree, { usesDtcg: true }) as Json };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const cycle = cycleOf(message);
      if (cycle === null) return null; // a broken alias further down the chain: reported on the token that has it
      const start = cycle.indexOf(owner.path);
      if (start < 0 || cycle.some((step) => inCycle.has(step))) return null; // only leads into a cycle, or it was named already
      const loop = [...cycle.slice(start, -1), ...cycle.slice(0, start), owner.path];
      for (const step of loop) inCycle.add(step);
      problems.push({
        file: owner.file,
        path: owner.path,
        message: `alias cycle: ${loop.map((step) => `{${step}}`).join(' → ')}`,
      });
      return null;
    }
  };

  const substitute = (value: Json, owner: RawToken): { value: Json } | null => {
    if (typeof value === 'string') return ALIAS_PATTERN.test(value) ? resolveAlias(value, owner) : { value };
    if (Array.isArray(value)) {
      const items: Json[] = [];
      for (const item of value) {
        const resolved = substitute(item, owner);
        if (!resolved) return null;
        items.push(resolved.value);
      }
      return { value: items };
    }
    if (isObject(value)) {
      const entries: Array<[string, Json]> = [];
      for (const [key, item] of Object.entries(value)) {
        const resolved = substitute(item, owner);
        if (!resolved) return null;
        entries.push([key, resolved.value]);
      }
      // fromEntries defines own properties, so a "__proto__" key stays a key.
      return { value: Object.fromEntries<Json>(entries) };
    }
    return { value };
  };

  /** DTCG: a token without $type takes the type of the token it aliases. */
  const typeOf = (path: string, seen: ReadonlySet<string> = new Set()): TokenType | undefined => {
    const token = tokens.get(path);
    if (!token || seen.has(path)) return undefined;
    if (token.type) return token.type;
    return typeof token.value === 'string' && ALIAS_PATTERN.test(token.value)
      ? typeOf(aliasTarget(token.value), new Set([...seen, path]))
      : undefined;
  };

  const verdicts = new Map<string, ResolvedToken | null>();
  const judging = new Set<string>();

  const judgeOnce = (token: RawToken): ResolvedToken | null => {
    const aliases = aliasesIn(token.value);
    const missing = aliases.find((alias) => !tokens.has(aliasTarget(alias)));
    if (missing !== undefined) {
      const target = aliasTarget(missing);
      problems.push({
        file: token.file,
        path: token.path,
        message: groups.has(target)
          ? `alias ${missing} points at a group, not a token`
          : `alias ${missing} does not resolve to a token`,
      });
      return null;
    }
    // The aliased tokens first: a broken one is reported on itself, and what aliases it fails without a second report.
    let targetFailed = false;
    for (const alias of aliases) {
      const target = tokens.get(aliasTarget(alias));
      if (!target) continue;
      // Back at a token being judged: a cycle, which Style Dictionary names when its first token resolves below.
      if (judging.has(target.path) && target.path !== token.path) return null;
      if (target.path === token.path) continue;
      if (!judge(target)) targetFailed = true;
    }
    const value = substitute(token.value, token);
    if (!value || targetFailed) return null;
    const type = typeOf(token.path);
    if (!type) {
      problems.push({
        file: token.file,
        path: token.path,
        message: 'has no $type (set it on the token or a parent group)',
      });
      return null;
    }
    const wholeAlias =
      typeof token.value === 'string' && ALIAS_PATTERN.test(token.value) ? typeOf(aliasTarget(token.value)) : undefined;
    if (wholeAlias && wholeAlias !== type) {
      problems.push({
        file: token.file,
        path: token.path,
        message: `is a ${type} token but aliases a ${wholeAlias} token (${show(token.value)})`,
      });
      return null;
    }
    const problem = VALUE_CHECKS[type](value.value);
    if (problem) {
      problems.push({
        file: token.file,
        path: token.path,
        message: aliases.length > 0 ? `${problem} (via ${aliases.map((alias) => show(alias)).join(', ')})` : problem,
      });
      return null;
    }
    return { type, value: value.value };
  };

  const judge = (token: RawToken): ResolvedToken | null => {
    const known = verdicts.get(token.path);
    if (known !== undefined) return known;
    judging.add(token.path);
    const verdict = judgeOnce(token);
    judging.delete(token.path);
    // A token met again inside a cycle may have a verdict already; the first one stands.
    if (!verdicts.has(token.path)) verdicts.set(token.path, verdict);
    return verdicts.get(token.path) ?? null;
  };

  const resolved = new Map<string, ResolvedToken>();
  for (const token of tokens.values()) {
    const verdict = judge(token);
    if (verdict) resolved.set(token.path, verdict);
  }
  return resolved;
}
