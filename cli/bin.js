#!/usr/bin/env node
// The `lobby` command: runs the TypeScript CLI through tsx (no separate build
// step), resolving the `@/` paths with the repository's tsconfig.
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

register({ tsconfig: fileURLToPath(new URL('../tsconfig.json', import.meta.url)) });
const { main } = await import('./index.ts');
await main();
