import { contrastProblems } from './contrast';
import { languageCoverage } from './language-coverage';
import type { Tenant } from '../../src/tenant/schema';
import { uniqueProblems, type Problem } from './problems';
import { listMerchants, listThemes } from './project';
import { loadTenant, type LoadedTenant } from './tenants';
import { loadTheme, type Theme, type ThemeResult } from './themes';

/**
 * The one validation `lobby validate` prints and `lobby build` runs before
 * writing anything: the named tenants (both passes) and the themes they use.
 * When every tenant is checked, every theme file is checked too, so a broken
 * brand nobody uses yet is still caught.
 */

export interface ValidTenant {
  readonly merchant: string;
  readonly file: string;
  readonly tenant: Tenant;
  readonly theme: Theme;
}

interface ValidationReport {
  readonly tenants: readonly LoadedTenant[];
  /** Filled only when there are no problems at all. */
  readonly valid: readonly ValidTenant[];
  readonly themes: readonly string[];
  readonly problems: readonly Problem[];
  /** Weak text/background contrast of the themes checked: printed, never failing. */
  readonly warnings: readonly Problem[];
}

export async function validateProject(cwd: string, merchants: readonly string[]): Promise<ValidationReport> {
  const everyTenant = merchants.length === listMerchants(cwd).length;
  const tenants = merchants.map((merchant) => loadTenant(cwd, merchant));
  const existing = listThemes(cwd);
  const used = tenants.flatMap((loaded) =>
    loaded.tenant && existing.includes(loaded.tenant.theme) ? [loaded.tenant.theme] : [],
  );
  const themeNames = [...new Set(everyTenant ? existing : used)].sort();
  const themes = new Map(
    await Promise.all(themeNames.map(async (name) => [name, await loadTheme(cwd, name)] as const)),
  );

  // Issue 18: weak contrast is a problem of every theme a checked tenant uses (themes nobody uses only warn).
  const usedThemes = new Set(used);
  const contrastOf = (result: ThemeResult) =>
    result.theme
      ? contrastProblems(
          result.theme,
          result.theme.files[result.theme.files.length - 1] ?? `themes/${result.theme.name}.tokens.json`,
        )
      : [];
  const checked: ValidTenant[] = [];
  for (const loaded of tenants) {
    const theme = loaded.tenant ? themes.get(loaded.tenant.theme)?.theme : undefined;
    if (loaded.tenant && loaded.problems.length === 0 && theme)
      checked.push({ merchant: loaded.merchant, file: loaded.file, tenant: loaded.tenant, theme });
  }
  // Issue 37: the packs and the drawn art of each tenant's languages.
  const coverage = languageCoverage(cwd, checked);
  const problems = uniqueProblems([
    ...tenants.flatMap((loaded) => loaded.problems),
    ...[...themes.values()].flatMap((result) => result.problems),
    ...[...themes.entries()].flatMap(([name, result]) => (usedThemes.has(name) ? contrastOf(result) : [])),
    ...coverage.problems,
  ]);
  const valid: ValidTenant[] = problems.length === 0 ? checked : [];
  const warnings = [
    ...[...themes.entries()].flatMap(([name, result]) => (usedThemes.has(name) ? [] : contrastOf(result))),
    ...coverage.warnings,
  ];
  return { tenants, valid, themes: themeNames, problems, warnings };
}
