import { Command, CommanderError } from 'commander';
import packageJson from '../package.json' with { type: 'json' };
import type { SandboxHandle } from './commands/serve';
import { findProjectRoot } from './lib/project';
import { registerBuildCommands } from './program/build-commands';
import { registerInfoCommands } from './program/info-commands';
import { registerRunCommands } from './program/run-commands';
import { printError, type CliContext } from './program/shared';
import { registerTenantCommands } from './program/tenant-commands';

export type { CliIo } from './program/shared';

/**
 * The `lobby` program: commander only wires arguments to the command
 * functions of cli/commands/ (each group of commands in cli/program/).
 * Output goes through one printer, failures through one error printer, and
 * `main` is the one place that sets the exit code. `runCli` is what tests call.
 */

function program(context: CliContext, setExitCode: (code: number) => void): Command {
  const { io } = context;
  const lobby = new Command('lobby')
    .description(
      'Lobby: validate tenants and themes, build branded sites from one compile, serve them with the sandbox.',
    )
    .version(packageJson.version)
    .exitOverride()
    .configureOutput({ writeOut: (text) => io.out(text.trimEnd()), writeErr: (text) => io.err(text.trimEnd()) })
    .showHelpAfterError('(run "lobby --help" for usage)');
  registerBuildCommands(lobby, context, setExitCode);
  registerRunCommands(lobby, context, setExitCode);
  registerTenantCommands(lobby, context, setExitCode);
  registerInfoCommands(lobby, context);
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
    const code = error instanceof CommanderError ? error.exitCode : printError(context.io, error);
    // OPS-21: with --json, a failure is a document too (its reason is on stderr as well).
    if (argv.includes('--json') && code !== 0)
      context.io.out(
        JSON.stringify(
          { ok: false, exitCode: code, error: error instanceof Error ? error.message : String(error) },
          null,
          2,
        ),
      );
    return code;
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
