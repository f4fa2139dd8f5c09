/**
 * `npm run gen`: regenerates the files derived from a single source of truth
 * (cli/lib/generated.ts): src/ui/theme/token-names.ts from the base theme,
 * tenants/tenant.schema.json and docs/tenants.md from the tenant schema.
 * `npm run gen -- --check` only reports drift (exit 1), as the test does.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generatedFiles } from '../cli/lib/generated';

const root = fileURLToPath(new URL('..', import.meta.url));
const check = process.argv.includes('--check');

const current = (file: string): string | null => {
  try {
    return readFileSync(path.join(root, file), 'utf8');
  } catch {
    return null;
  }
};

let drifted = 0;
for (const file of generatedFiles(root)) {
  if (current(file.path) === file.content) {
    console.log(`  up to date  ${file.path}`);
    continue;
  }
  drifted += 1;
  if (check) {
    console.error(`  drifted     ${file.path}`);
  } else {
    writeFileSync(path.join(root, file.path), file.content);
    console.log(`  written     ${file.path}`);
  }
}
if (check && drifted > 0) {
  console.error(`${drifted} generated file(s) out of date: run npm run gen`);
  process.exitCode = 1;
}
