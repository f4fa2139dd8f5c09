import { copyFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { JURISDICTION_IDS, type JurisdictionId } from '../../src/tenant/jurisdictions';
import { LANGUAGES, type Language } from '../../src/tenant/schema';
import {
  brandTextBackgrounds,
  brandTokensFile,
  deriveBrand,
  describeBrand,
  generatedLogo,
  GENERATED_LOGO_EMBLEM,
  readableBrand,
  type BrandDerivation,
} from '../lib/brand';
import { renderTenantIcons } from '../lib/icons';
import { CliError, formatProblem } from '../lib/problems';
import { listMerchants, listThemes, projectPaths, BASE_THEME, TENANT_SCHEMA_FILE } from '../lib/project';
import { answer, checked, checks, colourCheck, type Prompter } from '../lib/tenant-questions';
import { validateProject } from '../lib/validation';

export type { Prompter } from '../lib/tenant-questions';

/**
 * `lobby tenant new <merchant>`: onboards a merchant in one command. Every
 * answer is checked as it is given; in a terminal a bad answer is asked
 * again with the reason, without one (CI, --yes) it ends the run with the
 * reason and exit 1. Writes tenants/<merchant>.json (with $schema), the
 * asset folder (logo, favicon, 192/512 px icons) and, for a new brand,
 * themes/<merchant>.tokens.json; then validates the result and removes
 * everything it wrote if that fails.
 */

interface TenantNewOptions {
  readonly cwd: string;
  readonly merchant: string;
  readonly displayName?: string;
  readonly trialMerchantCode?: string;
  /** An existing theme… */
  readonly theme?: string;
  /** …or a new brand derived from this primary colour (#rrggbb). */
  readonly primaryColor?: string;
  readonly languages?: readonly string[];
  readonly defaultLanguage?: string;
  readonly apiBaseUrl?: string;
  /** Issue 33: the jurisdiction profile (docs/jurisdictions.md); "none" when not given. */
  readonly jurisdiction?: string;
  /** An SVG or PNG logo to copy; a plain one is generated otherwise. */
  readonly logo?: string;
  readonly force?: boolean;
  /** Issue 18: move the primary colour (same hue) just far enough that it reads as text where the theme uses it as text. */
  readonly fix?: boolean;
}

interface TenantNewResult {
  readonly merchant: string;
  readonly files: readonly string[];
  readonly nextCommand: string;
  /** OPS-18: for a new brand, what was derived from the operator's colour; null for an existing theme. */
  readonly brand: readonly BrandDerivation[] | null;
}

const NEW_BRAND = '__new__';

const titleCase = (code: string): string => code.charAt(0).toUpperCase() + code.slice(1);

export async function tenantNew(options: TenantNewOptions, prompter?: Prompter): Promise<TenantNewResult> {
  const { cwd } = options;
  const paths = projectPaths(cwd);

  const merchant = checked(options.merchant, checks.merchantCode, 'merchant');
  if (listMerchants(cwd).includes(merchant) && !options.force) {
    throw new CliError(`tenants/${merchant}.json already exists; pass --force to replace it.`);
  }
  const jurisdiction = options.jurisdiction ?? 'none';
  if (!(JURISDICTION_IDS as readonly string[]).includes(jurisdiction))
    throw new CliError(`jurisdiction: "${jurisdiction}" is not a profile (profiles: ${JURISDICTION_IDS.join(', ')})`);

  const displayName = (
    await answer(
      prompter,
      options.displayName,
      { message: 'Display name', default: titleCase(merchant) },
      checks.displayName,
      'display name',
    )
  ).trim();
  const trialDefault = `${merchant.slice(0, 11)}trial`;
  const trialMerchantCode = await answer(
    prompter,
    options.trialMerchantCode,
    { message: 'Trial merchant code', default: trialDefault },
    checks.merchantCode,
    'trial merchant code',
  );

  const brands = listThemes(cwd).filter((theme) => theme !== BASE_THEME);
  const backgrounds = await brandTextBackgrounds(cwd);
  const colour = colourCheck(backgrounds);
  let theme: string;
  let primaryColor: string | undefined;
  if (options.primaryColor !== undefined || options.theme === undefined) {
    if (options.primaryColor === undefined && prompter) {
      const choice = await prompter.select({
        message: 'Theme',
        choices: [
          ...brands.map((name) => ({ name, value: name })),
          { name: 'New brand from a primary colour', value: NEW_BRAND },
        ],
        default: brands[0],
      });
      theme = choice === NEW_BRAND ? merchant : choice;
      if (choice === NEW_BRAND)
        primaryColor = await prompter.input({
          message: 'Primary colour (#rrggbb)',
          default: '#1e88e5',
          validate: colour,
        });
    } else if (options.primaryColor !== undefined) {
      theme = merchant;
      primaryColor =
        prompter && colour(options.primaryColor) !== true
          ? await prompter.input({ message: 'Primary colour (#rrggbb)', validate: colour })
          : checked(options.primaryColor, colour, 'primary colour');
    } else {
      theme = brands.includes('lobby') ? 'lobby' : (brands[0] ?? BASE_THEME);
    }
  } else {
    if (!brands.includes(options.theme))
      throw new CliError(`theme: no themes/${options.theme}.tokens.json (known: ${brands.join(', ')})`);
    theme = options.theme;
  }

  let languages: Language[];
  const isLanguage = (value: string): value is Language => (LANGUAGES as readonly string[]).includes(value);
  if (options.languages !== undefined) {
    const unknown = options.languages.filter((language) => !isLanguage(language));
    if (unknown.length > 0 || options.languages.length === 0)
      throw new CliError(
        `languages: choose from ${LANGUAGES.join(', ')} (got ${options.languages.join(', ') || 'none'})`,
      );
    languages = [...new Set(options.languages.filter(isLanguage))];
  } else if (prompter) {
    languages = (
      await prompter.checkbox({
        message: 'Languages',
        choices: LANGUAGES.map((language) => ({ name: language, value: language, checked: true })),
        validate: (values) => (values.length > 0 ? true : 'choose at least one language'),
      })
    ).filter(isLanguage);
  } else {
    languages = ['PT', 'EN'];
  }
  let defaultLanguage: Language;
  if (options.defaultLanguage !== undefined) {
    if (!isLanguage(options.defaultLanguage) || !languages.includes(options.defaultLanguage)) {
      throw new CliError(`default language: must be one of ${languages.join(', ')}`);
    }
    defaultLanguage = options.defaultLanguage;
  } else if (prompter && languages.length > 1) {
    const chosen = await prompter.select({
      message: 'Default language',
      choices: languages.map((language) => ({ name: language, value: language })),
      default: languages.includes('PT') ? 'PT' : languages[0],
    });
    defaultLanguage = isLanguage(chosen) ? chosen : 'PT';
  } else {
    defaultLanguage = languages.includes('PT') ? 'PT' : (languages[0] ?? 'PT');
  }

  const apiBaseUrl = await answer(
    prompter,
    options.apiBaseUrl,
    { message: 'API base URL (empty: same origin)', default: '' },
    checks.apiBaseUrl,
    'API base URL',
  );
  const logo = await answer(
    prompter,
    options.logo,
    { message: 'Logo file (.svg or .png; empty: generate one)', default: '' },
    checks.logo,
    'logo',
  );

  // Everything is known and checked: write, then validate the whole tenant.
  const written: string[] = [];
  const assets = paths.assetsDir(merchant);
  // OPS-18: the operator's colour kept for fills, the text and tint shades derived from it (--fix: one colour everywhere).
  const brand = deriveBrand(
    primaryColor && options.fix ? readableBrand(primaryColor, backgrounds) : (primaryColor ?? '#f2b33d'),
    backgrounds,
  );
  try {
    await mkdir(assets, { recursive: true });
    let logoFile: string;
    if (logo) {
      logoFile = `logo${path.extname(logo).toLowerCase()}`;
      await copyFile(logo, path.join(assets, logoFile));
    } else {
      logoFile = 'logo.svg';
      await writeFile(path.join(assets, logoFile), generatedLogo(displayName, brand));
    }
    written.push(path.join(assets, logoFile));

    if (primaryColor) {
      const themeFile = paths.themeFile(theme);
      await writeFile(themeFile, brandTokensFile(displayName, brand));
      written.push(themeFile);
    }

    const tenant = {
      $schema: `./${TENANT_SCHEMA_FILE}`,
      merchantCode: merchant,
      trialMerchantCode,
      displayName,
      theme,
      languages: { default: defaultLanguage, supported: languages },
      apiBaseUrl,
      ...(jurisdiction === 'none' ? {} : { jurisdiction: jurisdiction as JurisdictionId }),
      assets: { logo: logoFile, favicon: logoFile, appIcon192: 'icon-192.png', appIcon512: 'icon-512.png' },
      flags: {},
      promotions: {},
    };
    const tenantFile = paths.tenantFile(merchant);
    await writeFile(tenantFile, `${JSON.stringify(tenant, null, 2)}\n`);
    written.push(tenantFile);

    const source = logoFile.endsWith('.svg') ? undefined : await pngWrapper(path.join(assets, logoFile), assets);
    const icons = await renderTenantIcons(cwd, merchant, {
      ...(source ? { source } : {}),
      ...(!logo ? { crop: GENERATED_LOGO_EMBLEM } : {}),
    });
    written.push(...icons.map((name) => path.join(assets, name)));
    if (source) await rm(path.join(assets, source), { force: true });

    const report = await validateProject(cwd, [merchant]);
    if (report.problems.length > 0)
      throw new CliError(`the new tenant does not validate:\n${report.problems.map(formatProblem).join('\n')}`);
  } catch (error) {
    for (const file of written) await rm(file, { force: true });
    if (!logo || written.length > 0) await rm(assets, { recursive: true, force: true }).catch(() => undefined);
    throw error;
  }
  return {
    merchant,
    files: written.map((file) => paths.relative(file)),
    // `lobby serve` builds what is missing or stale itself (OPS-25).
    nextCommand: `npx lobby serve ${merchant}`,
    brand: primaryColor ? describeBrand(brand, backgrounds) : null,
  };
}

/** An SVG that shows a PNG logo, so the icon renderer can draw it (PNG width/height from its header). */
async function pngWrapper(pngFile: string, dir: string): Promise<string> {
  const bytes = await readFile(pngFile);
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  const name = '.logo-wrapper.svg';
  await writeFile(
    path.join(dir, name),
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><image href="data:image/png;base64,${bytes.toString('base64')}" width="${width}" height="${height}"/></svg>`,
  );
  return name;
}
