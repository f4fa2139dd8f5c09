import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { HardeningSummary } from '../tests/e2e/hardening-reporter.ts';

/**
 * Issue 7 report. `--run` (npm run test:hardening, run by `.ci/run` after
 * `npm test`) builds every tenant and runs the hardening end-to-end specs,
 * the fault matrix among them; without it the summary the last e2e run's
 * hardening reporter wrote is read.
 * Either way the malformed-tenant corpus is run and counted, then one report
 * prints: fault-matrix cells, XSS vectors tried and executed, malformed
 * tenant files refused, CSP violations seen. Exit code 1 on any failure.
 */

const ROOT = join(import.meta.dirname, '..');
const SUMMARY = join(ROOT, 'test-results', 'hardening-summary.json');
const CORPUS_JSON = join(ROOT, 'test-results', 'malformed-corpus.json');

function run(command: string, args: readonly string[], env: NodeJS.ProcessEnv = process.env): number {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env });
  return result.status ?? 1;
}

interface VitestJson {
  readonly testResults: ReadonlyArray<{
    readonly assertionResults: ReadonlyArray<{ readonly title: string; readonly status: string }>;
  }>;
}

let failed = false;
if (process.argv.includes('--run')) {
  if (run('node', ['cli/bin.js', 'build', '--all']) !== 0) failed = true;
  // LOBBY_E2E_SWEEPS=1: the fault matrix is a long sweep the plain e2e run leaves out (playwright.config.ts).
  else if (run('npx', ['playwright', 'test', 'tests/e2e/hardening-'], { ...process.env, LOBBY_E2E_SWEEPS: '1' }) !== 0)
    failed = true;
}

const corpusStatus = run('npx', [
  'vitest',
  'run',
  'tests/cli/malformed-corpus.test.ts',
  '--reporter=dot',
  '--reporter=json',
  `--outputFile.json=${CORPUS_JSON}`,
]);
const corpus = existsSync(CORPUS_JSON)
  ? (JSON.parse(readFileSync(CORPUS_JSON, 'utf8')) as VitestJson)
  : { testResults: [] };
const cases = corpus.testResults
  .flatMap((file) => file.assertionResults)
  .filter((test) => test.title.startsWith('refuses '));
const refused = cases.filter((test) => test.status === 'passed').length;
if (corpusStatus !== 0 || refused !== cases.length || cases.length === 0) failed = true;

const summary: HardeningSummary | null = existsSync(SUMMARY)
  ? (JSON.parse(readFileSync(SUMMARY, 'utf8')) as HardeningSummary)
  : null;
const lines = ['', 'Hardening report (issue 7)'];
if (summary) {
  const rows = Object.entries(summary.cells);
  const passed = rows.reduce((sum, [, row]) => sum + row.passed, 0);
  const failedCells = rows.reduce((sum, [, row]) => sum + row.failed, 0);
  lines.push(`  Fault matrix: ${passed + failedCells} cells, ${passed} passed, ${failedCells} failed`);
  for (const [flow, row] of rows) lines.push(`    ${flow.padEnd(24)} ${row.passed} passed, ${row.failed} failed`);
  lines.push(`  XSS vectors: ${summary.xss.tried} tried, ${summary.xss.executed} executed`);
  lines.push(`  Malformed tenant files: ${refused} of ${cases.length} refused`);
  lines.push(`  CSP violations: ${summary.csp.violations} seen in ${summary.csp.tests} tests`);
  if (failedCells > 0 || summary.xss.executed > 0 || summary.csp.violations > 0 || rows.length === 0) failed = true;
} else {
  lines.push(
    '  No end-to-end summary (test-results/hardening-summary.json): run the e2e suite first, or npm run test:hardening.',
  );
  lines.push(`  Malformed tenant files: ${refused} of ${cases.length} refused`);
  failed = true;
}
console.log(lines.join('\n'));
process.exit(failed ? 1 : 0);
