import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGE_TABLE, type Language } from '../../src/lib/languages';

/**
 * Texts of the app's catalogues for what the CLI writes before the app runs
 * (the static shell, the offline page): read from src/i18n/locales/ beside
 * this CLI, as the app's compile has them. A text a pack lacks (or leaves
 * empty) is the EN one, as in the app; a text EN lacks is a bug, not a blank.
 */

const LOCALES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'src', 'i18n', 'locales');
const cache = new Map<string, unknown>();

function catalogue(code: string, namespace: string): unknown {
  const file = path.join(LOCALES_DIR, code, `${namespace}.json`);
  if (!cache.has(file)) {
    let parsed: unknown = {};
    try {
      parsed = JSON.parse(readFileSync(file, 'utf8'));
    } catch {
      // A pack without this namespace: every text of it comes from EN.
    }
    cache.set(file, parsed);
  }
  return cache.get(file);
}

function textIn(tree: unknown, key: string): string | null {
  let node = tree;
  for (const segment of key.split('.'))
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[segment] : undefined;
  return typeof node === 'string' && node.trim() !== '' ? node : null;
}

export function catalogueText(language: Language, namespace: string, key: string): string {
  const text =
    textIn(catalogue(LANGUAGE_TABLE[language].i18next, namespace), key) ??
    textIn(catalogue(LANGUAGE_TABLE.EN.i18next, namespace), key);
  if (text === null) throw new Error(`src/i18n/locales/en/${namespace}.json has no label "${key}"`);
  return text;
}

/** A text by its `namespace:key` (the page table's TextKey). */
export function catalogueTextOf(language: Language, namespacedKey: string): string {
  const at = namespacedKey.indexOf(':');
  return catalogueText(language, namespacedKey.slice(0, at), namespacedKey.slice(at + 1));
}
