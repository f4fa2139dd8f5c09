import { InvalidArgumentError } from 'commander';
import type { SandboxHandle, StartSandbox } from '../commands/serve';
import type { CompileApp } from '../lib/compile';
import { CliError, formatProblem, type Problem } from '../lib/problems';
import type { Prompter } from '../lib/tenant-questions';

/**
 * What every command module of cli/program/ shares: the context `runCli`
 * gets, the one problem printer, the examples block and the `--json` rule
 * (OPS-21: one JSON document on stdout, everything for people on stderr).
 */

export interface CliIo {
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
}

export interface CliContext {
  readonly cwd: string;
  readonly io: CliIo;
  readonly compile?: CompileApp;
  readonly startSandbox?: StartSandbox;
  /** Receives the running sandbox of `lobby serve` (main keeps the process alive and closes it on a signal). */
  readonly onSandbox?: (sandbox: SandboxHandle) => void;
  /** Asks the operator in a terminal (`lobby tenant new`); absent in tests and CI. */
  readonly prompter?: Prompter;
  /** Fetches for `lobby vitals` (tests stand one in). */
  readonly fetch?: typeof fetch;
}

export type SetExitCode = (code: number) => void;

/** Where a command writes: people's text to stdout, or to stderr when stdout carries the JSON document. */
export interface Output {
  readonly json: boolean;
  readonly text: (line: string) => void;
  readonly document: (value: object) => void;
}

export function outputFor(io: CliIo, json: boolean | undefined): Output {
  return {
    json: json === true,
    text: json ? io.err : io.out,
    document: (value) => {
      if (json) io.out(JSON.stringify(value, null, 2));
    },
  };
}

export const problemsJson = (problems: readonly Problem[]) =>
  problems.map((problem) => ({ file: problem.file, path: problem.path, message: problem.message }));

export function printProblems(
  text: (line: string) => void,
  problems: readonly Problem[],
  warnings: readonly Problem[] = [],
): void {
  for (const warning of warnings) text(`warning: ${formatProblem(warning)}`);
  for (const problem of problems) text(formatProblem(problem));
  if (problems.length > 0) text(`\n✗ ${problems.length} problem${problems.length === 1 ? '' : 's'}`);
}

/** The one error printer: usage errors as a line, anything unexpected with its stack. */
export function printError(io: CliIo, error: unknown): number {
  if (error instanceof CliError) {
    io.err(`lobby: ${error.message}`);
    return error.exitCode;
  }
  io.err(`lobby: unexpected error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  return 1;
}

/** The examples block of a command's help (issue 18: every command shows how it is used). */
export const examples = (lines: readonly string[]): string =>
  `\nExamples:\n${lines.map((line) => `  $ ${line}`).join('\n')}`;

export function parsePort(value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65_535)
    throw new InvalidArgumentError('must be a port number (1-65535).');
  return port;
}

export const JSON_OPTION: readonly [string, string] = [
  '--json',
  'print one JSON document on stdout (messages go to stderr); shape in docs/cli.md',
];
