/**
 * Every problem the CLI finds is reported the same way: the file relative to
 * the project root, the dotted path inside it, and a message. One printer
 * (cli/index.ts) formats them; commands only collect them.
 */

export interface Problem {
  /** Project-relative, forward slashes: `tenants/demo.json`. */
  readonly file: string;
  /** Dotted key path, '' for the whole file. */
  readonly path: string;
  readonly message: string;
}

export function formatProblem(problem: Problem): string {
  return problem.path ? `${problem.file}: ${problem.path}: ${problem.message}` : `${problem.file}: ${problem.message}`;
}

/** Drops repeats (a base-theme problem is found once per brand that uses it). */
export function uniqueProblems(problems: readonly Problem[]): Problem[] {
  const seen = new Set<string>();
  return problems.filter((problem) => {
    const key = formatProblem(problem);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * A failure the user can fix (unknown merchant, bad arguments). Commands throw
 * it; cli/index.ts prints the message and exits 1. Anything else thrown is a
 * bug and is printed with its stack.
 */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
    this.name = 'CliError';
  }
}
