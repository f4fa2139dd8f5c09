import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../cli/commands/build';
import { fakeCompile, projectPerTest } from './fixture';

const project = projectPerTest();

/** Every file under dir, walked for real (what the stamp now counts without walking). */
function walk(dir: string): { files: number; bytes: number } {
  let files = 0;
  let bytes = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    files += 1;
    bytes += statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return { files, bytes };
}

describe('stamp bookkeeping', () => {
  it('reports the files and bytes really written per tenant, with the compile hard-linked, not copied', async () => {
    const result = await build({ cwd: project.cwd, all: true, compile: fakeCompile() });
    expect(result.exitCode).toBe(0);
    for (const tenant of result.tenants) {
      expect({ files: tenant.files, bytes: tenant.bytes }, tenant.merchant).toEqual(
        walk(project.file(`dist/${tenant.merchant}`)),
      );
      expect(tenant.firstRouteJsGzipBytes).toBeGreaterThan(0);
      expect(statSync(project.file(`dist/${tenant.merchant}/m/assets/main-test.js`)).ino).toBe(
        statSync(project.file('dist/.app/assets/main-test.js')).ino,
      );
    }
  });

  it('moves a replaced output to <out>/.trash and empties it during the next build, so old trees never pile up', async () => {
    await build({ cwd: project.cwd, merchants: ['demo'], compile: fakeCompile() });
    expect(project.exists('dist/.trash')).toBe(false);
    const firstInode = statSync(project.file('dist/demo/m/index.html')).ino;
    await build({ cwd: project.cwd, merchants: ['demo'], compile: fakeCompile() });
    const trashed = readdirSync(project.file('dist/.trash'));
    expect(trashed).toHaveLength(1);
    expect(trashed[0]).toMatch(/^demo-[0-9a-f]{8}$/);
    expect(statSync(project.file(`dist/.trash/${trashed[0] ?? ''}/m/index.html`)).ino).toBe(firstInode);
    await build({ cwd: project.cwd, merchants: ['demo'], compile: fakeCompile() });
    const next = readdirSync(project.file('dist/.trash'));
    expect(next).toHaveLength(1);
    expect(next[0]).not.toBe(trashed[0]);
  });
});
