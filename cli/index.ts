import path from 'node:path';
import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import packageJson from '../package.json' with { type: 'json' };
import { build, formatBuildSummary } from './commands/build';
import { flags } from './commands/flags';
import { formatPackLine, langAdd, packReport } from './commands/lang';
import { preview } from './commands/preview';
import { tenantNew, type Prompter } from './commands/tenant-new';
import { DEFAULT_PORT, serve, type SandboxHandle, type StartSandbox } from './commands/serve';
import { validate } from './commands/validate';
import type { CompileApp } from './lib/compile';
import { CliError, formatProblem, type Problem } from './lib/problems';
import { DEFAULT_SERVER_LAYOUT } from './lib/nginx-server';
import { DEFAULT_OUT_DIR, findProjectRoot } from './lib/project';

/**
 * The `lobby` program: commander only wires arguments to the command
 * functions of cli/commands/. Output goes through one printer, failures
 * through one error printer, and `main` is the one place that sets the exit
 * code. `runCli` is what tests call.
 */

export interface CliIo {
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
}

interface CliContext {
  readonly cwd: string;
  readonly io: CliIo;
  readonly compile?: CompileApp;
  readonly startSandbox?: StartSandbox;
  /** Receives the running sandbox of `lobby serve` (main keeps the process alive and closes it on a signal). */
  readonly onSandbox?: (sandbox: SandboxHandle) => void;
  /** Asks the operator in a terminal (`lobby tenant new`); absent in tests and CI. */
  readonly prompter?: Prompter;
}

function printProblems(io: CliIo, problems: readonly Problem[], warnings: readonly Problem[] = []): void {
  for (const warning of warnings) io.err(`warning: ${formatProblem(warning)}`);
  for (const problem of problems) io.err(formatProblem(problem));
  if (problems.length > 0) io.err(`\n✗ ${problems.length} problem${problems.length === 1 ? '' : 's'}`);
}

/** The one error printer: usage errors as a line, anything unexpected with its stack. */
function printError(io: CliIo, error: unknown): number {
  if (error instanceof CliError) {
    io.err(`lobby: ${error.message}`);
    return error.exitCode;
  }
  io.err(`lobby: unexpected error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  return 1;
}

/** The examples block of a command's help (issue 18: every command shows how it is used). */
const examples = (lines: readonly string[]): string => `\nExamples:\n${lines.map((line) => `  $ ${line}`).join('\n')}`;

function parsePort(value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65_535)
    throw new InvalidArgumentError('must be a port number (1-65535).');
  return port;
}

function program(context: CliContext, setExitCode: (code: number) => void): Command {
  const { cwd, io } = context;
  const lobby = new Command('lobby')
    .description(
      'Lobby: validate tenants and themes, build branded sites from one compile, serve them with the sandbox.',
    )
    .version(packageJson.version)
    .exitOverride()
    .configureOutput({ writeOut: (text) => io.out(text.trimEnd()), writeErr: (text) => io.err(text.trimEnd()) })
    .showHelpAfterError('(run "lobby --help" for usage)');

  lobby
    .command('validate')
    .description(
      'Check tenant files (schema, cross-field rules, assets) and the themes they use; every tenant when none is named.',
    )
    .addHelpText('after', examples(['npx lobby validate', 'npx lobby validate demo aurora']))
    .argument('[merchant...]', 'merchant codes (tenants/<merchant>.json)')
    .action(async (merchants: string[]) => {
      const result = await validate({ cwd, merchants });
      printProblems(io, result.problems, result.warnings);
      if (result.exitCode === 0) {
        io.out(
          `✓ ${result.merchants.length} tenant(s) and ${result.themes.length} theme(s) valid: ${result.merchants.join(', ')}`,
        );
      }
      for (const language of result.languages) io.out(formatPackLine(language.pack, language.offeredBy));
      setExitCode(result.exitCode);
    });

  lobby
    .command('build')
    .description('Validate, compile the app once, and stamp each tenant into <out>/<merchant>/m/.')
    .addHelpText(
      'after',
      examples([
        'npx lobby build --all',
        'npx lobby build demo --out dist',
        'npx lobby build demo --gallery',
        'npx lobby build --all --server-root /var/www/lobby --tls-dir /etc/letsencrypt/lobby',
      ]),
    )
    .argument('[merchant...]', 'merchant codes to build')
    .option('-a, --all', 'build every tenant in tenants/')
    .option('-o, --out <dir>', 'output folder (the compile goes to <out>/.app)', DEFAULT_OUT_DIR)
    .option(
      '--gallery',
      'include the theme gallery page /m/__gallery (for designers; leave it out of production builds)',
    )
    .option(
      '--server-root <dir>',
      "where the nginx server keeps one folder per tenant (the server blocks' root)",
      DEFAULT_SERVER_LAYOUT.root,
    )
    .option(
      '--tls-dir <dir>',
      'where the nginx server keeps <merchant>/fullchain.pem and privkey.pem',
      DEFAULT_SERVER_LAYOUT.tlsDir,
    )
    .action(
      async (
        merchants: string[],
        options: { all?: boolean; out: string; gallery?: boolean; serverRoot: string; tlsDir: string },
      ) => {
        const result = await build({
          cwd,
          merchants,
          all: options.all ?? false,
          out: options.out,
          gallery: options.gallery ?? false,
          serverLayout: { root: path.resolve(cwd, options.serverRoot), tlsDir: path.resolve(cwd, options.tlsDir) },
          compile: context.compile,
          onProgress: io.out,
        });
        printProblems(io, result.problems);
        if (result.exitCode === 0) io.out(`\n${formatBuildSummary(result)}`);
        else io.err('Nothing was built.');
        setExitCode(result.exitCode);
      },
    );

  lobby
    .command('serve')
    .description('Build the tenant if its output is missing or stale, then start the sandbox serving it.')
    .addHelpText(
      'after',
      examples(['npx lobby serve demo', 'npx lobby serve aurora --port 4400', 'npx lobby serve demo --test-mode']),
    )
    .argument('<merchant>', 'merchant code')
    .addOption(new Option('-p, --port <port>', 'port to listen on').default(DEFAULT_PORT).argParser(parsePort))
    .option('--test-mode', 'enable the sandbox control API (/__sandbox/) for tests')
    .action(async (merchant: string, options: { port: number; testMode?: boolean }) => {
      const result = await serve({
        cwd,
        merchant,
        port: options.port,
        testMode: options.testMode ?? false,
        compile: context.compile,
        startSandbox: context.startSandbox,
        onProgress: io.out,
      });
      printProblems(io, result.problems);
      if (result.sandbox) context.onSandbox?.(result.sandbox);
      setExitCode(result.exitCode);
    });

  lobby
    .command('preview')
    .description(
      'Serve a tenant live: a token or tenant-file edit shows in open pages without a reload (then it is re-stamped, without recompiling).',
    )
    .addHelpText('after', examples(['npx lobby preview demo', 'npx lobby preview jaguar --port 4401']))
    .argument('<merchant>', 'merchant code')
    .addOption(new Option('-p, --port <port>', 'port to listen on').default(DEFAULT_PORT).argParser(parsePort))
    .action(async (merchant: string, options: { port: number }) => {
      const handle = await preview({
        cwd,
        merchant,
        port: options.port,
        compile: context.compile,
        startSandbox: context.startSandbox,
        onProgress: io.out,
      });
      context.onSandbox?.({ url: handle.url, close: () => handle.close() });
    });

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
    .option('--primary <colour>', 'derive a new brand theme from this primary colour (#rrggbb)')
    .option('--languages <list>', 'supported languages, comma-separated (PT,EN)')
    .option('--default-language <language>', 'default language')
    .option('--api <url>', 'platform API base URL (empty: same origin)')
    .option('--logo <file>', 'logo file (.svg or .png); a plain one is generated otherwise')
    .option('-y, --yes', 'never ask: use the flags and defaults')
    .option('--force', 'replace an existing tenant')
    .option('--fix', 'with --primary: adjust the colour (same hue) just enough to pass WCAG AA where it is text')
    .option('--serve', 'then build it and serve it with the sandbox, printing its URL (one command to a live site)')
    .addOption(
      new Option('-p, --port <port>', 'with --serve: port to listen on').default(DEFAULT_PORT).argParser(parsePort),
    )
    .action(
      async (
        merchant: string,
        options: {
          name?: string;
          trial?: string;
          theme?: string;
          primary?: string;
          languages?: string;
          defaultLanguage?: string;
          api?: string;
          logo?: string;
          yes?: boolean;
          force?: boolean;
          fix?: boolean;
          serve?: boolean;
          port: number;
        },
      ) => {
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
            ...(options.defaultLanguage === undefined
              ? {}
              : { defaultLanguage: options.defaultLanguage.toUpperCase() }),
            ...(options.api === undefined ? {} : { apiBaseUrl: options.api }),
            ...(options.logo === undefined ? {} : { logo: options.logo }),
            force: options.force ?? false,
            fix: options.fix ?? false,
          },
          options.yes ? undefined : context.prompter,
        );
        if (!options.serve) {
          io.out(
            `✓ tenant ${result.merchant} created:\n${result.files.map((file) => `  ${file}`).join('\n')}\n\nNext: ${result.nextCommand}`,
          );
          return;
        }
        io.out(`✓ tenant ${result.merchant} created:\n${result.files.map((file) => `  ${file}`).join('\n')}`);
        // Issue 18: one command from nothing to a served, branded site.
        const served = await serve({
          cwd,
          merchant: result.merchant,
          port: options.port,
          testMode: false,
          compile: context.compile,
          startSandbox: context.startSandbox,
          onProgress: io.out,
        });
        printProblems(io, served.problems);
        if (served.sandbox) {
          io.out(`✓ ${result.merchant} is served at ${served.sandbox.url}`);
          context.onSandbox?.(served.sandbox);
        }
        setExitCode(served.exitCode);
      },
    );

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
    .addHelpText('after', examples(['npx lobby lang list']))
    .action(() => {
      for (const pack of packReport(cwd)) io.out(formatPackLine(pack));
    });

  lobby
    .command('flags')
    .description('Print the flag registry: code, default, area and what each flag gates.')
    .addHelpText('after', examples(['npx lobby flags', 'npx lobby flags --markdown > docs/flags.md']))
    .option('--markdown', 'print a Markdown table (docs/flags.md is generated from it)')
    .action((options: { markdown?: boolean }) => {
      io.out(flags({ markdown: options.markdown ?? false }));
    });

  return lobby;
}

/** Runs one command line (without `node lobby`); resolves to the exit code. */
export async function runCli(argv: readonly string[], context: CliContext): Promise<number> {
  let exitCode = 0;
  try {
    await program(context, (code) => (exitCode = code)).parseAsync([...argv], { from: 'user' });
    return exitCode;
  } catch (error) {
    // Commander has already printed its own message (or the help text).
    if (error instanceof CommanderError) return error.exitCode;
    return printError(context.io, error);
  }
}

/** The process entry (cli/bin.js): the one place that ends the process. */
export async function main(argv: readonly string[] = process.argv.slice(2)): Promise<void> {
  const running: SandboxHandle[] = [];
  process.exitCode = await runCli(argv, {
    cwd: findProjectRoot(process.cwd()),
    io: { out: (text) => process.stdout.write(`${text}\n`), err: (text) => process.stderr.write(`${text}\n`) },
    onSandbox: (sandbox) => running.push(sandbox),
    // Questions only in a terminal; CI and pipes run on flags and defaults.
    ...(process.stdin.isTTY && process.stdout.isTTY
      ? { prompter: (await import('./lib/prompts')).terminalPrompter }
      : {}),
  });
  // `lobby serve` keeps running until Ctrl-C; close the sandbox (and its database) cleanly first.
  const [sandbox] = running;
  if (sandbox) {
    const stop = (): void => {
      void sandbox.close().finally(() => process.exit());
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  }
}
