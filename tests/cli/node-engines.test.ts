import { readFileSync } from 'node:fs';
import { minVersion, satisfies } from 'semver';
import { describe, expect, it } from 'vitest';
import { isRecord } from '../../src/lib/is-record';

const readJson = (file: string): unknown => JSON.parse(readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8'));

/** Every package of the lock file whose `engines.node` refuses the oldest Node the project declares. */
function packagesRefusing(lowestNode: string): string[] {
  const lock = readJson('package-lock.json');
  const packages = isRecord(lock) && isRecord(lock.packages) ? lock.packages : {};
  return Object.entries(packages).flatMap(([path, entry]) => {
    if (path === '' || !isRecord(entry) || !isRecord(entry.engines)) return [];
    const wanted = entry.engines.node;
    return typeof wanted === 'string' && !satisfies(lowestNode, wanted)
      ? [`${path}@${String(entry.version)} wants node ${wanted}`]
      : [];
  });
}

describe('the Node the project declares is one every package supports (OPS-30)', () => {
  it('finds no installed package that declares a newer Node than package.json engines', () => {
    const project = readJson('package.json');
    const declared = isRecord(project) && isRecord(project.engines) ? project.engines.node : undefined;
    expect(typeof declared).toBe('string');
    const lowest = minVersion(String(declared))?.version ?? '';
    expect(lowest).toMatch(/^20\./);
    expect(packagesRefusing(lowest)).toEqual([]);
  });

  it('would name a package that wants a newer Node (the check can fail)', () => {
    // Vite 8 and jsdom's parts declare Node ≥ 20.19: against Node 18 they are named.
    expect(packagesRefusing('18.0.0').length).toBeGreaterThan(0);
  });
});
