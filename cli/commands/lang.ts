import { LANGUAGE_CODE_FACTS } from '../../src/lib/language-codes';
import { addLanguagePack, projectPackReport, type LangAddResult, type PackCompleteness } from '../lib/language-packs';

/** `lobby lang add <code>`: scaffolds a pack in the project (see cli/lib/language-packs.ts). */
export function langAdd(options: { readonly cwd: string; readonly code: string }): LangAddResult {
  return addLanguagePack(options.cwd, options.code);
}

/** Every pack with how much of EN it translates (`lobby lang list`, `lobby validate`). */
export const packReport = (cwd: string): PackCompleteness[] => projectPackReport(cwd);

const percent = (part: number, whole: number): string => `${whole === 0 ? 100 : Math.floor((part / whole) * 100)}%`;

/** One line per pack: code, name, origin, completeness, and the first missing texts of an incomplete one. */
export function formatPackLine(pack: PackCompleteness, offeredBy: readonly string[] = []): string {
  const facts = LANGUAGE_CODE_FACTS[pack.code];
  const offered = offeredBy.length > 0 ? `, offered by ${offeredBy.join(', ')}` : '';
  const missing =
    pack.missing.length > 0
      ? ` — missing (shown in EN): ${pack.missing.join(', ')}${pack.translated + pack.missing.length < pack.total ? ', …' : ''}`
      : '';
  return `${pack.code} ${facts.nativeName} [${pack.origin}${facts.direction === 'rtl' ? ', right-to-left' : ''}]: ${pack.translated}/${pack.total} texts (${percent(pack.translated, pack.total)})${offered}${missing}`;
}
