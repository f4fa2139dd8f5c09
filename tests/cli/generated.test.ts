import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generatedFiles } from '../../cli/lib/generated';
import { REPO_ROOT } from './fixture';

/** Generated files must match their source of truth; `npm run gen` rewrites them. */
describe('generated files do not drift', () => {
  for (const file of generatedFiles(REPO_ROOT)) {
    it(`${file.path} matches what npm run gen writes`, () => {
      const committed = readFileSync(path.join(REPO_ROOT, file.path), 'utf8');
      expect(committed, `${file.path} is out of date: run npm run gen`).toBe(file.content);
    });
  }

  it('documents every top-level tenant key', () => {
    const docs = generatedFiles(REPO_ROOT).find((file) => file.path === 'docs/tenants.md')?.content ?? '';
    for (const key of [
      'merchantCode',
      'trialMerchantCode',
      'displayName',
      'theme',
      'languages.default',
      'apiBaseUrl',
      'assets.logo',
      'flags',
      'routes[].page',
    ]) {
      expect(docs).toContain(`| \`${key}\` |`);
    }
  });
});
