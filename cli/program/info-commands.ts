import { Option, type Command } from 'commander';
import { flagRows, flags } from '../commands/flags';
import { formatPackLine, langAdd, packReport } from '../commands/lang';
import { formatVitals, vitals } from '../commands/vitals';
import { CliError } from '../lib/problems';
import { examples, JSON_OPTION, outputFor, type CliContext } from './shared';

/** `lobby lang`, `lobby flags` and `lobby vitals`: what the project and its sites hold. */

function parseHours(value: string): number {
  const hours = Number(value);
  if (!Number.isInteger(hours) || hours < 1 || hours > 720) throw new CliError('--hours must be 1-720.');
  return hours;
}

export function registerInfoCommands(lobby: Command, context: CliContext): void {
  const { cwd, io } = context;
  const lang = lobby.command('lang').description('Language packs: which exist, how complete, and adding one.');
  lang
    .command('add')
    .description(
      'Scaffold a language pack for a code of 000 §1: every catalogue with the EN keys and empty texts (shown in EN until translated).',
    )
    .addHelpText('after', examples(['npx lobby lang add es', 'npx lobby lang add AR']))
    .argument('<code>', 'a language code of 000 §1 (ES, FR, AR, …)')
    .action((code: string) => {
      const result = langAdd({ cwd, code });
      io.out(
        `✓ ${result.code} pack scaffolded (${result.files.length} files). Translate src/i18n/locales/${result.code.toLowerCase()}/*.json, then offer it in a tenant's languages.supported.`,
      );
    });
  lang
    .command('list')
    .description('List the language packs with how much of EN each translates.')
    .addHelpText('after', examples(['npx lobby lang list', 'npx lobby lang list --json']))
    .option(...JSON_OPTION)
    .action((options: { json?: boolean }) => {
      const output = outputFor(io, options.json);
      const packs = packReport(cwd);
      for (const pack of packs) output.text(formatPackLine(pack));
      output.document({ command: 'lang list', packs });
    });

  lobby
    .command('flags')
    .description('Print the flag registry: code, default, area and what each flag gates.')
    .addHelpText(
      'after',
      examples(['npx lobby flags', 'npx lobby flags --markdown > docs/flags.md', 'npx lobby flags --json']),
    )
    .option('--markdown', 'print a Markdown table (docs/flags.md is generated from it)')
    .option(...JSON_OPTION)
    .action((options: { markdown?: boolean; json?: boolean }) => {
      if (options.json) io.out(JSON.stringify({ command: 'flags', flags: flagRows() }, null, 2));
      else io.out(flags({ markdown: options.markdown ?? false }));
    });

  lobby
    .command('vitals')
    .description(
      "How the sites do for real players: p75 of LCP, INP, CLS and TTFB per page, the top errors and CSP violations, from a running sandbox's collector (the operator page's table).",
    )
    .addHelpText(
      'after',
      examples([
        'npx lobby vitals',
        'npx lobby vitals demo --hours 6',
        'npx lobby vitals demo --url http://127.0.0.1:4300 --token "$LOBBY_OPS_TOKEN" --json',
      ]),
    )
    .argument('[merchant]', 'one merchant (every merchant with data when none is named)')
    .option('--url <origin>', 'the sandbox (default: where `lobby serve` last started it, else http://127.0.0.1:4300)')
    .option(
      '--token <token>',
      'the operator token (default: the one `lobby serve` gave the sandbox, or LOBBY_OPS_TOKEN)',
    )
    .addOption(new Option('--hours <n>', 'the window, in hours (default 24)').argParser(parseHours))
    .option(...JSON_OPTION)
    .action(
      async (
        merchant: string | undefined,
        options: { url?: string; token?: string; hours?: number; json?: boolean },
      ) => {
        const output = outputFor(io, options.json);
        const summaries = await vitals({
          cwd,
          ...(merchant === undefined ? {} : { merchant }),
          ...(options.url === undefined ? {} : { url: options.url }),
          ...(options.token === undefined ? {} : { token: options.token }),
          ...(options.hours === undefined ? {} : { hours: options.hours }),
          ...(context.fetch ? { fetch: context.fetch } : {}),
        });
        output.text(formatVitals(summaries));
        output.document({ command: 'vitals', summaries });
      },
    );
}
