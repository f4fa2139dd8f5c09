import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as z from 'zod/mini';
import { isLanguageCode, LANGUAGE_CODE_FACTS, LANGUAGE_CODES, type LanguageCode } from '../../src/lib/language-codes';
import { CliError } from './problems';
import { TOOL_ROOT } from './project';

/**
 * Language packs: src/i18n/packs.json says which languages Lobby ships (in
 * the switch's order) and where each came from; src/i18n/locales/<code>/
 * holds its catalogues. `lobby lang add` scaffolds a pack, `lobby validate`
 * reports how complete each is, and src/lib/language-packs.ts is generated
 * from the list (so the app's Language type is the packs, never a guess).
 */

export const PACKS_FILE = 'src/i18n/packs.json';
export const PACKS_MODULE = 'src/lib/language-packs.ts';
const LOCALES_DIR = 'src/i18n/locales';
/** The catalogue every other language falls back to, and the one a scaffold copies its keys from. */
const SOURCE_LANGUAGE = 'EN';

const packOrigin = z.enum(['spec', 'machine-drafted', 'scaffold']);
type PackOrigin = z.infer<typeof packOrigin>;
const packsFileSchema = z.looseObject({ packs: z.record(z.string(), z.looseObject({ origin: packOrigin })) });

interface LanguagePack {
  readonly code: LanguageCode;
  readonly origin: PackOrigin;
}

export function readPacks(cwd: string): LanguagePack[] {
  const file = path.join(cwd, PACKS_FILE);
  const parsed = packsFileSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success)
    throw new CliError(
      `${PACKS_FILE}: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`,
    );
  return Object.entries(parsed.data.packs).map(([code, pack]) => {
    if (!isLanguageCode(code))
      throw new CliError(`${PACKS_FILE}: packs.${code}: not a language code of 000 §1 (${LANGUAGE_CODES.join(', ')})`);
    return { code, origin: pack.origin };
  });
}

/** src/lib/language-packs.ts: the pack list as types the app compiles against. */
export function languagePacksSource(cwd: string): string {
  const packs = readPacks(cwd);
  return [
    `// Generated from ${PACKS_FILE} by \`npm run gen\` and \`lobby lang add\` — do not edit.`,
    "export type PackOrigin = 'spec' | 'machine-drafted' | 'scaffold';",
    '',
    '/** The languages Lobby has a pack for, in the order the switch offers them. */',
    `export const LANGUAGES = [${packs.map((pack) => `'${pack.code}'`).join(', ')}] as const;`,
    'export type Language = (typeof LANGUAGES)[number];',
    '',
    'export const PACK_ORIGINS: Readonly<Record<Language, PackOrigin>> = {',
    ...packs.map((pack) => `  ${/^[A-Z]+$/.test(pack.code) ? pack.code : `'${pack.code}'`}: '${pack.origin}',`),
    '};',
    '',
  ].join('\n');
}

type Catalogue = { [key: string]: string | Catalogue };

const readCatalogue = (file: string): Catalogue => JSON.parse(readFileSync(file, 'utf8')) as Catalogue;
const localeDir = (cwd: string, code: LanguageCode): string =>
  path.join(cwd, LOCALES_DIR, LANGUAGE_CODE_FACTS[code].i18next);
const namespacesOf = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((file) => file.endsWith('.json'))
        .map((file) => file.slice(0, -'.json'.length))
        .sort()
    : [];

/** The same keys with every text emptied: what a translator fills in (an empty text shows the EN one). */
function emptied(catalogue: Catalogue): Catalogue {
  return Object.fromEntries(
    Object.entries(catalogue).map(([key, value]) => [key, typeof value === 'string' ? '' : emptied(value)]),
  );
}

function textPaths(catalogue: Catalogue, prefix = ''): string[] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : textPaths(value, `${prefix}${key}.`),
  );
}

function textAt(catalogue: Catalogue, dotted: string): string | undefined {
  let node: string | Catalogue | undefined = catalogue;
  for (const key of dotted.split('.')) node = typeof node === 'object' ? node[key] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/** A plural key's base (`count_one` → `count`): plural forms differ between languages, so they count by base. */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const baseKey = (dotted: string): string => dotted.replace(PLURAL_SUFFIX, '');

export interface PackCompleteness {
  readonly code: LanguageCode;
  readonly origin: PackOrigin;
  /** Texts of the EN catalogues (plural forms counted once). */
  readonly total: number;
  readonly translated: number;
  /** `namespace:key` of the first few missing texts. */
  readonly missing: readonly string[];
}

/** How much of EN a pack translates: a text is there when some form of its key is non-empty. */
export function packCompleteness(cwd: string, pack: LanguagePack): PackCompleteness {
  const sourceDir = localeDir(cwd, SOURCE_LANGUAGE);
  const dir = localeDir(cwd, pack.code);
  let total = 0;
  let translated = 0;
  const missing: string[] = [];
  for (const namespace of namespacesOf(sourceDir)) {
    const file = path.join(dir, `${namespace}.json`);
    const catalogue = existsSync(file) ? readCatalogue(file) : {};
    const present = new Set(
      textPaths(catalogue)
        .filter((key) => (textAt(catalogue, key) ?? '').trim() !== '')
        .map(baseKey),
    );
    for (const key of new Set(textPaths(readCatalogue(path.join(sourceDir, `${namespace}.json`))).map(baseKey))) {
      total += 1;
      if (present.has(key)) translated += 1;
      else if (missing.length < 5) missing.push(`${namespace}:${key}`);
    }
  }
  return { code: pack.code, origin: pack.origin, total, translated, missing };
}

function writePacks(cwd: string, packs: readonly LanguagePack[]): void {
  const file = path.join(cwd, PACKS_FILE);
  const json = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  json.packs = Object.fromEntries(packs.map((pack) => [pack.code, { origin: pack.origin }]));
  writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`);
  writeFileSync(path.join(cwd, PACKS_MODULE), languagePacksSource(cwd));
}

export interface LangAddResult {
  readonly code: LanguageCode;
  readonly files: readonly string[];
}

/**
 * `lobby lang add <code>`: a pack for a code of 000 §1 — every EN namespace
 * with the same keys and empty texts, the pack listed in packs.json, and the
 * app's language list regenerated. Refuses a code outside 000 §1 and a pack
 * that exists; writes nothing then.
 */
export function addLanguagePack(cwd: string, requested: string): LangAddResult {
  const code = requested.toUpperCase();
  if (!isLanguageCode(code))
    throw new CliError(`"${requested}" is not a language code of 000 §1; one of: ${LANGUAGE_CODES.join(', ')}.`);
  const packs = readPacks(cwd);
  if (packs.some((pack) => pack.code === code)) throw new CliError(`${code} already has a pack (${PACKS_FILE}).`);
  const dir = localeDir(cwd, code);
  if (existsSync(dir))
    throw new CliError(
      `${path.relative(cwd, dir)} exists but ${PACKS_FILE} does not list ${code}; list it there or remove the folder.`,
    );
  const sourceDir = localeDir(cwd, SOURCE_LANGUAGE);
  mkdirSync(dir, { recursive: true });
  const files = namespacesOf(sourceDir).map((namespace) => {
    const target = path.join(dir, `${namespace}.json`);
    writeFileSync(
      target,
      `${JSON.stringify(emptied(readCatalogue(path.join(sourceDir, `${namespace}.json`))), null, 2)}\n`,
    );
    return path.relative(cwd, target);
  });
  // The language's one module, through which the app loads all its namespaces as one chunk (src/i18n/index.ts).
  const index = path.join(dir, 'index.ts');
  copyFileSync(path.join(sourceDir, 'index.ts'), index);
  writePacks(cwd, [...packs, { code, origin: 'scaffold' }]);
  return { code, files: [...files, path.relative(cwd, index), PACKS_FILE, PACKS_MODULE] };
}

/** The app's packs: the project's own when it holds the app's source, else the ones this CLI ships with. */
const packsRoot = (cwd: string): string => (existsSync(path.join(cwd, PACKS_FILE)) ? cwd : TOOL_ROOT);

/** Every pack of the project (else of this CLI) with how much of EN it translates. */
export function projectPackReport(cwd: string): PackCompleteness[] {
  const root = packsRoot(cwd);
  return readPacks(root).map((pack) => packCompleteness(root, pack));
}
