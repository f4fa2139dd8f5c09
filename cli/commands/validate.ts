import type { PackCompleteness } from '../lib/language-packs';
import type { Problem } from '../lib/problems';
import { packReport } from './lang';
import { listMerchants, requireMerchants } from '../lib/project';
import { validateProject } from '../lib/validation';

interface ValidateOptions {
  /** Project root holding tenants/ and themes/. */
  readonly cwd: string;
  /** Merchants to check; every tenant file when empty. */
  readonly merchants?: readonly string[];
}

interface ValidateResult {
  readonly exitCode: 0 | 1;
  readonly merchants: readonly string[];
  readonly themes: readonly string[];
  /** Each one fails the run. */
  readonly problems: readonly Problem[];
  /** Printed but never fail the run: WCAG AA contrast of the themes' text/background pairs. */
  readonly warnings: readonly Problem[];
  /** Every pack the checked tenants offer, with how complete it is and which of them offer it. */
  readonly languages: ReadonlyArray<{ readonly pack: PackCompleteness; readonly offeredBy: readonly string[] }>;
}

/** `lobby validate [merchant...]`. Throws CliError for an unknown merchant. */
export async function validate(options: ValidateOptions): Promise<ValidateResult> {
  const named = options.merchants ?? [];
  const merchants = named.length > 0 ? requireMerchants(options.cwd, named) : listMerchants(options.cwd);
  const report = await validateProject(options.cwd, merchants);
  return {
    exitCode: report.problems.length > 0 ? 1 : 0,
    merchants,
    themes: report.themes,
    problems: report.problems,
    warnings: report.warnings,
    languages: packReport(options.cwd)
      .map((pack) => ({
        pack,
        offeredBy: report.valid
          .filter((tenant) => (tenant.tenant.languages.supported as readonly string[]).includes(pack.code))
          .map((tenant) => tenant.merchant),
      }))
      .filter((language) => language.offeredBy.length > 0),
  };
}
