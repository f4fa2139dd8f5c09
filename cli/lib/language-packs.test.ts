import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  addLanguagePack,
  languagePacksSource,
  packCompleteness,
  PACKS_FILE,
  PACKS_MODULE,
  readPacks,
} from './language-packs';

const REPO_ROOT = path.join(import.meta.dirname, '..', '..');
let root: string;

/** A throw-away copy of the app's catalogues and pack list, so adding a pack touches nothing real. */
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'lobby-lang-'));
  cpSync(path.join(REPO_ROOT, 'src/i18n'), path.join(root, 'src/i18n'), { recursive: true });
  mkdirSync(path.join(root, 'src/lib'), { recursive: true });
  cpSync(path.join(REPO_ROOT, PACKS_MODULE), path.join(root, PACKS_MODULE));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const json = (relative: string): Record<string, unknown> =>
  JSON.parse(readFileSync(path.join(root, relative), 'utf8')) as Record<string, unknown>;

describe('language packs (OPS-09)', () => {
  it('OPS-09 lang add scaffolds every EN namespace with the same keys and empty texts, lists the pack and regenerates the language list', () => {
    const result = addLanguagePack(root, 'es');
    expect(result.code).toBe('ES');
    const namespaces = readdirSync(path.join(root, 'src/i18n/locales/en')).sort();
    expect(readdirSync(path.join(root, 'src/i18n/locales/es')).sort()).toEqual(namespaces);
    // The language's one module, through which the app imports all its namespaces as one chunk.
    expect(result.files).toContain('src/i18n/locales/es/index.ts');
    expect(readFileSync(path.join(root, 'src/i18n/locales/es/index.ts'), 'utf8')).toBe(
      readFileSync(path.join(root, 'src/i18n/locales/en/index.ts'), 'utf8'),
    );
    const common = json('src/i18n/locales/es/common.json') as { nav: Record<string, string> };
    expect(Object.keys(common.nav)).toEqual(
      Object.keys((json('src/i18n/locales/en/common.json') as { nav: object }).nav),
    );
    expect(new Set(Object.values(common.nav))).toEqual(new Set(['']));

    expect(readPacks(root).at(-1)).toEqual({ code: 'ES', origin: 'scaffold' });
    const generated = readFileSync(path.join(root, PACKS_MODULE), 'utf8');
    expect(generated).toContain("export const LANGUAGES = ['PT', 'EN', 'AR', 'ES'] as const;");
    expect(generated).toContain("ES: 'scaffold',");

    const completeness = packCompleteness(root, { code: 'ES', origin: 'scaffold' });
    expect(completeness.translated).toBe(0);
    expect(completeness.total).toBeGreaterThan(500);
    expect(completeness.missing).toHaveLength(5);
  });

  it('OPS-09 refuses a code outside 000 §1 and a language that has a pack, writing nothing', () => {
    const before = readFileSync(path.join(root, PACKS_FILE), 'utf8');
    expect(() => addLanguagePack(root, 'xx')).toThrow(/"xx" is not a language code of 000 §1; one of: CN, EN/);
    expect(() => addLanguagePack(root, 'pt')).toThrow(/PT already has a pack/);
    expect(readFileSync(path.join(root, PACKS_FILE), 'utf8')).toBe(before);
    expect(readdirSync(path.join(root, 'src/i18n/locales')).sort()).toEqual(['ar', 'en', 'pt']);
  });

  it('OPS-09 EN and PT are complete, and the AR pack is complete and marked machine-drafted', () => {
    const packs = readPacks(REPO_ROOT);
    expect(packs.map((pack) => [pack.code, pack.origin])).toEqual([
      ['PT', 'spec'],
      ['EN', 'spec'],
      ['AR', 'machine-drafted'],
    ]);
    for (const pack of packs) {
      const completeness = packCompleteness(REPO_ROOT, pack);
      expect(completeness.missing, pack.code).toEqual([]);
      expect(completeness.translated).toBe(completeness.total);
    }
    expect(languagePacksSource(REPO_ROOT)).toBe(readFileSync(path.join(REPO_ROOT, PACKS_MODULE), 'utf8'));
  });
});
