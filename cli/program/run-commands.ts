import { Option, type Command } from 'commander';
import { preview } from '../commands/preview';
import { DEFAULT_PORT, serve } from '../commands/serve';
import { examples, parsePort, printProblems, type CliContext, type SetExitCode } from './shared';

/** `lobby serve` and `lobby preview`: they keep running, so they print for people only. */

export function registerRunCommands(lobby: Command, context: CliContext, setExitCode: SetExitCode): void {
  const { cwd, io } = context;
  lobby
    .command('serve')
    .description(
      'Build the tenant if its output is missing or stale, then start the sandbox serving it (and the operator page /__ops/).',
    )
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
      printProblems(io.err, result.problems);
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
}
