import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..', '..');
const RAW_COLOUR = /(?:^|[\s'"`:(,])(#[0-9a-fA-F]{3,8}\b|rgba?\(|hsla?\()/m;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('tokens, not colours', () => {
  it('THEME-02 no component holds a raw colour: every colour comes from a semantic token', () => {
    const offenders = sourceFiles(SRC)
      .filter((file) => RAW_COLOUR.test(readFileSync(file, 'utf8')))
      .map((file) => relative(SRC, file));
    expect(offenders).toEqual([]);
  });
});
