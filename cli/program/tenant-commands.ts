import { Option, type Command } from 'commander';
import { DEFAULT_PORT, serve } from '../commands/serve';
import { tenantNew } from '../commands/tenant-new';
import type { BrandDerivation } from '../lib/brand';
import {
  examples,
  JSON_OPTION,
  outputFor,
  parsePort,
  printProblems,
  problemsJson,
  type CliContext,
  type SetExitCode,
} from './shared';

/** `lobby tenant new`. */

interface TenantNewFlags {
  name?: string;
  trial?: string;
  theme?: string;
  primary?: string;
  languages?: string;
  defaultLanguage?: string;
  api?: string;
  jurisdiction?: string;
  logo?: string;
  yes?: boolean;
  force?: boolean;
  fix?: boolean;
  serve?: boolean;
  port: number;
  json?: boolean;
}

/** OPS-18: what was derived from the operator's colour, one line per token. */
function brandLines(brand: readonly BrandDerivation[]): string[] {
  const width = Math.max(...brand.map((entry) => entry.token.length));
  const [main] = brand;
  return [
    main ? `Brand colour ${main.value} kept for fills; derived so every text passes WCAG AA (4.5:1):` : '',
    ...brand.map((entry) => `  ${entry.token.padEnd(width)}  ${entry.value}  ${entry.note}`),
  ];
}

export function registerTenantCommands(lobby: Command, context: CliContext, setExitCode: SetExitCode): void {
  const { cwd, io } = context;
  lobby
    .command('tenant')
    .description('Manage tenants.')
    .command('new')
    .description(
      'Onboard a merchant: tenant file, brand theme, logo and icons. Asks in a terminal; every answer has a flag for CI (--yes).',
    )
    .addHelpText(
      'after',
      examples([
        'npx lobby tenant new acme',
        'npx lobby tenant new acme --yes --name "Acme Bet" --primary \'#0a7cff\' --languages PT,EN',
        'npx lobby tenant new acme --yes --name "Acme Bet" --theme aurora --logo ./acme.svg',
        'npx lobby tenant new acme --yes --name "Acme Bet" --primary \'#0a7cff\' --serve --port 4400',
      ]),
    )
    .argument('<merchant>', 'merchant code (3-16 lower-case letters or digits)')
    .option('--name <displayName>', 'display name')
    .option('--trial <code>', 'trial merchant code')
    // One brand source: an existing theme or a new one from a primary colour, never both (issue 18: no option silently ignored).
    .addOption(new Option('--theme <theme>', 'an existing theme (themes/<theme>.tokens.json)').conflicts('primary'))
    .option(
      '--primary <colour>',
      'a new brand from this colour (#rrggbb): kept for fills, text and tint shades derived to pass WCAG AA',
    )
    .option('--languages <list>', 'supported languages, comma-separated (PT,EN)')
    .option('--default-language <language>', 'default language')
    .option('--api <url>', 'platform API base URL (empty: same origin)')
    .option('--jurisdiction <id>', 'jurisdiction profile: none, BR, verify-before-withdrawal (docs/jurisdictions.md)')
    .option('--logo <file>', 'logo file (.svg or .png); a plain one is generated otherwise')
    .option('-y, --yes', 'never ask: use the flags and defaults')
    .option('--force', 'replace an existing tenant')
    .option('--fix', 'with --primary: one colour everywhere, the primary itself moved (same hue) to the text shade')
    .option('--serve', 'then build it and serve it with the sandbox, printing its URL (one command to a live site)')
    .addOption(
      new Option('-p, --port <port>', 'with --serve: port to listen on').default(DEFAULT_PORT).argParser(parsePort),
    )
    .option(...JSON_OPTION)
    .action(async (merchant: string, options: TenantNewFlags) => {
      const output = outputFor(io, options.json);
      const result = await tenantNew(
        {
          cwd,
          merchant,
          ...(options.name === undefined ? {} : { displayName: options.name }),
          ...(options.trial === undefined ? {} : { trialMerchantCode: options.trial }),
          ...(options.theme === undefined ? {} : { theme: options.theme }),
          ...(options.primary === undefined ? {} : { primaryColor: options.primary }),
          ...(options.languages === undefined
            ? {}
            : { languages: options.languages.split(',').map((language) => language.trim().toUpperCase()) }),
          ...(options.defaultLanguage === undefined ? {} : { defaultLanguage: options.defaultLanguage.toUpperCase() }),
          ...(options.api === undefined ? {} : { apiBaseUrl: options.api }),
          ...(options.jurisdiction === undefined ? {} : { jurisdiction: options.jurisdiction }),
          ...(options.logo === undefined ? {} : { logo: options.logo }),
          force: options.force ?? false,
          fix: options.fix ?? false,
        },
        options.yes || options.json ? undefined : context.prompter,
      );
      output.text(`✓ tenant ${result.merchant} created:\n${result.files.map((file) => `  ${file}`).join('\n')}`);
      if (result.brand) output.text(brandLines(result.brand).join('\n'));
      const created = { command: 'tenant new', merchant: result.merchant, files: result.files, brand: result.brand };
      if (!options.serve) {
        output.text(`\nNext: ${result.nextCommand}`);
        output.document({
          ...created,
          ok: true,
          exitCode: 0,
          nextCommand: result.nextCommand,
          url: null,
          problems: [],
        });
        return;
      }
      // Issue 18: one command from nothing to a served, branded site.
      const served = await serve({
        cwd,
        merchant: result.merchant,
        port: options.port,
        testMode: false,
        compile: context.compile,
        startSandbox: context.startSandbox,
        onProgress: output.text,
      });
      printProblems(io.err, served.problems);
      if (served.sandbox) {
        output.text(`✓ ${result.merchant} is served at ${served.sandbox.url}`);
        context.onSandbox?.(served.sandbox);
      }
      output.document({
        ...created,
        ok: served.exitCode === 0,
        exitCode: served.exitCode,
        nextCommand: null,
        url: served.sandbox?.url ?? null,
        problems: problemsJson(served.problems),
      });
      setExitCode(served.exitCode);
    });
}
