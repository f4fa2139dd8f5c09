import { readFileSync } from 'node:fs';
import type { Problem } from './problems';

/**
 * Reading one DTCG token file into a flat table of tokens (names, types,
 * raw values, tiers), with a problem per malformed group or token: the
 * first step of the theme loader (cli/lib/themes.ts).
 */

const TOKEN_TYPES = [
  'color',
  'dimension',
  'fontFamily',
  'fontWeight',
  'duration',
  'cubicBezier',
  'number',
  'shadow',
] as const;
export type TokenType = (typeof TOKEN_TYPES)[number];

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const GROUP_PROPERTIES = new Set(['$type', '$description', '$extensions', '$deprecated']);
const TOKEN_PROPERTIES = new Set(['$value', '$type', '$description', '$extensions', '$deprecated']);
const FILE_PROPERTIES = new Set(['$schema', '$description', '$extensions']);
/** DTCG: names may not start with `$` nor contain `.`, `{` or `}`. */
const NAME_PATTERN = /^[^$.{}][^.{}]*$/;
export const ALIAS_PATTERN = /^\{([^{}]+)\}$/;
export const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isTokenType = (value: unknown): value is TokenType =>
  typeof value === 'string' && (TOKEN_TYPES as readonly string[]).includes(value);
export const show = (value: unknown): string => {
  const text = JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
};

// ---------------------------------------------------------------------------
// Parsing one file into a flat table of tokens

export interface RawToken {
  readonly path: string;
  readonly file: string;
  readonly value: Json;
  readonly type: TokenType | undefined;
  readonly description: string | undefined;
}

export interface ParsedFile {
  readonly tokens: Map<string, RawToken>;
  readonly groups: Set<string>;
  readonly top: JsonObject | null;
}

function readJsonFile(absolute: string, file: string, problems: Problem[]): JsonObject | null {
  let text: string;
  try {
    text = readFileSync(absolute, 'utf8');
  } catch {
    problems.push({ file, path: '', message: 'does not exist or cannot be read' });
    return null;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    problems.push({
      file,
      path: '',
      message: `invalid JSON: ${error instanceof Error ? error.message : String(error)}`,
    });
    return null;
  }
  if (!isObject(parsed)) {
    problems.push({ file, path: '', message: 'must be a JSON object' });
    return null;
  }
  return parsed;
}

function readType(node: JsonObject, path: string, file: string, problems: Problem[]): TokenType | undefined {
  if (!Object.hasOwn(node, '$type')) return undefined;
  const type = node.$type;
  if (isTokenType(type)) return type;
  problems.push({
    file,
    path: `${path}.$type`,
    message: `unknown type ${show(type)} (expected one of ${TOKEN_TYPES.join(', ')})`,
  });
  return undefined;
}

/** What a walk over one file carries down the tree: the file's name, the table it fills and the problems it finds. */
interface FileWalk {
  readonly file: string;
  readonly out: ParsedFile;
  readonly problems: Problem[];
}

function walkGroup(node: JsonObject, path: string, inherited: TokenType | undefined, walk: FileWalk): void {
  const { file, out, problems } = walk;
  out.groups.add(path);
  const groupType = readType(node, path, file, problems) ?? inherited;
  for (const [key, child] of Object.entries(node)) {
    if (key.startsWith('$')) {
      if (!GROUP_PROPERTIES.has(key))
        problems.push({ file, path: `${path}.${key}`, message: 'unknown group property' });
      continue;
    }
    const childPath = `${path}.${key}`;
    if (!NAME_PATTERN.test(key)) {
      problems.push({
        file,
        path: childPath,
        message: 'a token or group name may not start with "$" nor contain ".", "{" or "}"',
      });
      continue;
    }
    if (!isObject(child)) {
      problems.push({
        file,
        path: childPath,
        message: `must be a token (an object with $value) or a group, not ${show(child)}`,
      });
      continue;
    }
    if (Object.hasOwn(child, '$value')) walkToken(child, childPath, groupType, walk);
    else walkGroup(child, childPath, groupType, walk);
  }
}

function walkToken(node: JsonObject, path: string, inherited: TokenType | undefined, walk: FileWalk): void {
  const { file, out, problems } = walk;
  for (const key of Object.keys(node)) {
    if (TOKEN_PROPERTIES.has(key)) continue;
    problems.push({
      file,
      path: `${path}.${key}`,
      message: key.startsWith('$')
        ? 'unknown token property'
        : 'a token (it has $value) cannot contain tokens or groups',
    });
  }
  const description = node.$description;
  if (description !== undefined && typeof description !== 'string') {
    problems.push({ file, path: `${path}.$description`, message: 'must be a string' });
  }
  out.tokens.set(path, {
    path,
    file,
    value: node.$value ?? null,
    type: readType(node, path, file, problems) ?? inherited,
    description: typeof description === 'string' ? description : undefined,
  });
}

export function parseFile(absolute: string, file: string, tiers: readonly string[], problems: Problem[]): ParsedFile {
  const out: ParsedFile = { tokens: new Map(), groups: new Set(), top: readJsonFile(absolute, file, problems) };
  if (!out.top) return out;
  for (const [key, value] of Object.entries(out.top)) {
    if (key.startsWith('$')) {
      if (!FILE_PROPERTIES.has(key)) problems.push({ file, path: key, message: 'unknown file property' });
    } else if (!tiers.includes(key)) {
      problems.push({
        file,
        path: key,
        message:
          key === 'semantic'
            ? 'a brand file may override primitives only; semantic tokens live in themes/base.tokens.json'
            : `unknown top-level group (expected ${tiers.map((tier) => `"${tier}"`).join(' and ')})`,
      });
    } else if (!isObject(value)) {
      problems.push({ file, path: key, message: 'must be a group of tokens' });
    } else {
      walkGroup(value, key, undefined, { file, out, problems });
    }
  }
  return out;
}
