import path from 'node:path';
import type { Command } from 'commander';
import { build, formatBuildSummary, type BuildResult } from '../commands/build';
import { formatPackLine } from '../commands/lang';
import { validate } from '../commands/validate';
import { DEFAULT_SERVER_LAYOUT } from '../lib/nginx-server';
import { CliError } from '../lib/problems';
import { DEFAULT_OUT_DIR, listMerchants } from '../lib/project';
import { parseShard, shardOf, type Shard } from '../lib/shard';
import {
  examples,
  JSON_OPTION,
  outputFor,
  printProblems,
  problemsJson,
  type CliContext,
  type SetExitCode,
} from './shared';

/** `lobby validate` and `lobby build`. */

const buildJson = (result: BuildResult, shard: Shard | null) => ({
  command: 'build',
  ok: result.exitCode === 0,
  exitCode: result.exitCode,
  shard,
  outDir: result.outDir,
  buildId: result.buildId,
  compileMs: result.compileMs,
  totalMs: result.totalMs,
  problems: problemsJson(result.problems),
  tenants: result.tenants,
});

export function registerBuildCommands(lobby: Command, context: CliContext, setExitCode: SetExitCode): void {
  const { cwd, io } = context;
  lobby
    .command('validate')
    .description(
      'Check tenant files (schema, cross-field rules, assets) and the themes they use; every tenant when none is named.',
    )
    .addHelpText(
      'after',
      examples(['npx lobby validate', 'npx lobby validate demo aurora', 'npx lobby validate --json']),
    )
    .argument('[merchant...]', 'merchant codes (tenants/<merchant>.json)')
    .option(...JSON_OPTION)
    .action(async (merchants: string[], options: { json?: boolean }) => {
      const output = outputFor(io, options.json);
      const result = await validate({ cwd, merchants });
      printProblems(io.err, result.problems, result.warnings);
      if (result.exitCode === 0) {
        output.text(
          `✓ ${result.merchants.length} tenant(s) and ${result.themes.length} theme(s) valid: ${result.merchants.join(', ')}`,
        );
      }
      for (const language of result.languages) output.text(formatPackLine(language.pack, language.offeredBy));
      output.document({
        command: 'validate',
        ok: result.exitCode === 0,
        exitCode: result.exitCode,
        merchants: result.merchants,
        themes: result.themes,
        problems: problemsJson(result.problems),
        warnings: problemsJson(result.warnings),
        languages: result.languages.map(({ pack, offeredBy }) => ({ ...pack, offeredBy })),
      });
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
        'npx lobby build --all --shard 2/4 --json',
        'npx lobby build --all --server-root /var/www/lobby --tls-dir /etc/letsencrypt/lobby',
      ]),
    )
    .argument('[merchant...]', 'merchant codes to build')
    .option('-a, --all', 'build every tenant in tenants/')
    .option('--shard <i/n>', 'with --all: build only the i-th of n stable slices of the tenants (a CI matrix)')
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
    .option(...JSON_OPTION)
    .action(
      async (
        named: string[],
        options: {
          all?: boolean;
          shard?: string;
          out: string;
          gallery?: boolean;
          serverRoot: string;
          tlsDir: string;
          json?: boolean;
        },
      ) => {
        const output = outputFor(io, options.json);
        let merchants = named;
        let all = options.all ?? false;
        const shard = options.shard === undefined ? null : parseShard(options.shard);
        if (shard) {
          if (!all) throw new CliError('--shard goes with --all: it slices every tenant.');
          const every = listMerchants(cwd);
          merchants = shardOf(every, shard);
          all = false;
          output.text(
            `shard ${shard.index}/${shard.count}: ${merchants.length} of ${every.length} tenant(s)${merchants.length > 0 ? `: ${merchants.join(', ')}` : ''}`,
          );
          if (merchants.length === 0) {
            output.document({ command: 'build', ok: true, exitCode: 0, shard, tenants: [], problems: [] });
            return;
          }
        }
        const result = await build({
          cwd,
          merchants,
          all,
          out: options.out,
          gallery: options.gallery ?? false,
          serverLayout: { root: path.resolve(cwd, options.serverRoot), tlsDir: path.resolve(cwd, options.tlsDir) },
          compile: context.compile,
          onProgress: output.text,
        });
        printProblems(io.err, result.problems);
        if (result.exitCode === 0) output.text(`\n${formatBuildSummary(result)}`);
        else io.err('Nothing was built.');
        output.document(buildJson(result, shard));
        setExitCode(result.exitCode);
      },
    );
}
