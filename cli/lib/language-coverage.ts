import { LANGUAGE_CODE_FACTS } from '../../src/lib/language-codes';
import type { Language } from '../../src/lib/languages';
import { bannerCopyLanguages } from './banners';
import { projectPackReport, type PackCompleteness } from './language-packs';
import type { Problem } from './problems';
import { ART_SCRIPTS } from '../../tooling/svg-png';
import type { ValidTenant } from './validation';

/**
 * What a tenant's languages are covered by (issue 37), for `lobby validate`
 * and `lobby build`: its language packs (a pack below the tenant's
 * `languages.minCompleteness` is refused; any gap is a warning, the missing
 * texts show in EN) and the art the build draws for it (a language without
 * banner copy is drawn in EN; a script the art's fonts do not cover would draw
 * as empty boxes). Warnings never fail a run.
 */

/** The script (ISO 15924) a language is written in, from its locale (Arab for AR, Latn for PT). */
function scriptOf(language: Language): string {
  return new Intl.Locale(LANGUAGE_CODE_FACTS[language].locale).maximize().script ?? 'Latn';
}

export function languageCoverage(
  cwd: string,
  tenants: readonly ValidTenant[],
): { problems: Problem[]; warnings: Problem[] } {
  const problems: Problem[] = [];
  const warnings: Problem[] = [];
  const packs = new Map<string, PackCompleteness>(projectPackReport(cwd).map((pack) => [pack.code, pack] as const));
  const copy = new Set(bannerCopyLanguages());
  for (const { tenant, file } of tenants) {
    const threshold = tenant.languages.minCompleteness;
    tenant.languages.supported.forEach((language, index) => {
      const field = `languages.supported.${index}`;
      const pack = packs.get(language);
      if (pack && pack.total > 0) {
        const percent = (pack.translated / pack.total) * 100;
        const shown = Math.floor(percent * 10) / 10;
        if (percent < threshold)
          problems.push({
            file,
            path: field,
            message: `the ${language} pack translates ${shown}% of the texts, below this tenant's languages.minCompleteness of ${threshold}% (npx lobby lang list shows what is missing)`,
          });
        else if (pack.translated < pack.total)
          warnings.push({
            file,
            path: field,
            message: `the ${language} pack lacks ${pack.total - pack.translated} of ${pack.total} texts: they show in English`,
          });
      }
      const ownBanners = tenant.banners?.[language] ?? tenant.banners?.[tenant.languages.default];
      if (!ownBanners && !copy.has(language))
        warnings.push({
          file,
          path: field,
          message: `the banners lobby build draws have no ${language} words: they are drawn in English (add ${language} to cli/templates/banner-copy.json, or banners.${language} to the tenant file)`,
        });
      const script = scriptOf(language);
      if (!ownBanners && !ART_SCRIPTS.has(script))
        warnings.push({
          file,
          path: field,
          message: `the fonts of the drawn art do not cover the ${script} script of ${language} (tooling/svg-png.ts)`,
        });
    });
  }
  return { problems, warnings };
}
