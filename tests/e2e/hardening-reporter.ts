import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * Issue 7 report: counts the annotations the hardening specs and the shared
 * fixtures leave — fault-matrix cells per flow, XSS vectors tried and
 * executed, CSP violations seen — prints them after the run and writes
 * test-results/hardening-summary.json for `npm run test:hardening`.
 */

export interface HardeningSummary {
  readonly cells: Record<string, { passed: number; failed: number }>;
  readonly xss: { tried: number; executed: number };
  readonly csp: { tests: number; violations: number };
}

const outcome = (test: TestCase, result: TestResult): 'passed' | 'failed' | 'other' => {
  if (result.status === 'skipped') return 'other';
  return test.outcome() === 'expected' || test.outcome() === 'flaky' ? 'passed' : 'failed';
};

export default class HardeningReporter implements Reporter {
  private readonly finals = new Map<string, { test: TestCase; result: TestResult }>();

  onTestEnd(test: TestCase, result: TestResult): void {
    this.finals.set(test.id, { test, result });
  }

  onEnd(): void {
    const cells: Record<string, { passed: number; failed: number }> = {};
    let tried = 0;
    let executed = 0;
    let cspTests = 0;
    let violations = 0;
    for (const { test, result } of this.finals.values()) {
      const status = outcome(test, result);
      for (const annotation of result.annotations) {
        const value = annotation.description ?? '';
        if (annotation.type === 'fault-cell' && status !== 'other') {
          const flow = value.split('|')[0] ?? value;
          const row = (cells[flow] ??= { passed: 0, failed: 0 });
          row[status] += 1;
        } else if (annotation.type === 'xss-tried') tried += Number(value) || 0;
        else if (annotation.type === 'xss-executed') executed += Number(value) || 0;
        else if (annotation.type === 'csp-violations') {
          cspTests += 1;
          violations += Number(value) || 0;
        }
      }
    }
    const summary: HardeningSummary = { cells, xss: { tried, executed }, csp: { tests: cspTests, violations } };
    mkdirSync('test-results', { recursive: true });
    writeFileSync(join('test-results', 'hardening-summary.json'), `${JSON.stringify(summary, null, 2)}\n`);
    if (Object.keys(cells).length === 0 && tried === 0 && cspTests === 0) return;
    const lines = ['', 'Hardening (issue 7)'];
    for (const [flow, row] of Object.entries(cells))
      lines.push(`  fault matrix ${flow.padEnd(22)} ${row.passed} passed, ${row.failed} failed`);
    if (tried > 0) lines.push(`  XSS vectors: ${tried} tried, ${executed} executed`);
    lines.push(`  CSP violations: ${violations} seen in ${cspTests} tests`);
    console.log(lines.join('\n'));
  }
}
