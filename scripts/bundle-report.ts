/**
 * `npx tsx scripts/bundle-report.ts [top]`: what the first screen's JavaScript is made of.
 * Compiles the app once (into a temporary folder) with a plugin that records, per
 * output chunk, the rendered size of every module, then prints each JS chunk that a
 * first visit loads (entry plus its static imports) with its biggest modules, and the
 * totals per package. Rendered bytes are before minification-aware gzip: use them
 * to rank, and `npm run bench` for the gzip figures of the targets.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { minifySync } from 'rolldown/utils';
import type { Plugin } from 'vite';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface ChunkFacts {
  readonly file: string;
  readonly isEntry: boolean;
  readonly imports: readonly string[];
  readonly gzip: number;
  readonly modules: ReadonlyArray<{ readonly id: string; readonly bytes: number; readonly code: string }>;
}

/** `node_modules/<pkg>` (scoped too) or the project-relative path. */
function ownerOf(id: string): string {
  const clean = id.replace(/^\0/, '').replace(/\?.*$/, '');
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(clean);
  if (match?.[1]) return match[1];
  return path.relative(ROOT, clean).split(path.sep).slice(0, 3).join('/');
}

async function main(): Promise<void> {
  const top = Number(process.argv[2] ?? 15);
  const chunks: ChunkFacts[] = [];
  const recorder: Plugin = {
    name: 'lobby-bundle-report',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks.push({
          file: output.fileName,
          isEntry: output.isEntry,
          imports: output.imports,
          gzip: gzipSync(output.code, { level: 9 }).length,
          modules: Object.entries(output.modules).map(([id, info]) => ({
            id,
            bytes: info.renderedLength,
            code: info.code ?? '',
          })),
        });
      }
    },
  };
  const outDir = await mkdtemp(path.join(tmpdir(), 'lobby-bundle-'));
  const { build } = await import('vite');
  await build({
    root: ROOT,
    configFile: path.join(ROOT, 'vite.config.ts'),
    logLevel: 'warn',
    plugins: [recorder],
    build: { outDir, emptyOutDir: true },
  });
  await rm(outDir, { recursive: true, force: true });

  const byFile = new Map(chunks.map((chunk) => [chunk.file, chunk]));
  const first = new Set<string>();
  const visit = (file: string): void => {
    if (first.has(file)) return;
    first.add(file);
    for (const child of byFile.get(file)?.imports ?? []) visit(child);
  };
  for (const chunk of chunks) if (chunk.isEntry) visit(chunk.file);

  let total = 0;
  const perOwner = new Map<string, number>();
  const codeOfOwner = new Map<string, string>();
  for (const file of first) {
    const chunk = byFile.get(file);
    if (!chunk) continue;
    total += chunk.gzip;
    console.log(`\n${file}  ${(chunk.gzip / 1024).toFixed(1)} KiB gzip`);
    for (const module of [...chunk.modules].sort((a, b) => b.bytes - a.bytes).slice(0, top)) {
      console.log(`  ${String(module.bytes).padStart(8)}  ${path.relative(ROOT, module.id.replace(/^\0/, ''))}`);
    }
    for (const module of chunk.modules) {
      const owner = ownerOf(module.id);
      perOwner.set(owner, (perOwner.get(owner) ?? 0) + module.bytes);
      codeOfOwner.set(owner, `${codeOfOwner.get(owner) ?? ''}\n${module.code}`);
    }
  }
  console.log(
    `\nentry closure: ${first.size} chunk(s), ${(total / 1024).toFixed(1)} KiB gzip\nper package/folder: rendered bytes, then gzip of its code minified on its own (≈ its share of the gzip total):`,
  );
  for (const [owner, bytes] of [...perOwner].sort((a, b) => b[1] - a[1]).slice(0, top * 2)) {
    const code = codeOfOwner.get(owner) ?? '';
    let minified = code;
    try {
      minified = minifySync(`${owner}.js`, code, { module: true, compress: false }).code;
    } catch {
      // A fragment the minifier cannot parse alone: rank it by its plain gzip.
    }
    const gzip = gzipSync(minified, { level: 9 }).length;
    console.log(`  ${String(bytes).padStart(8)}  ${(gzip / 1024).toFixed(1).padStart(6)} KiB  ${owner}`);
  }
}

await main();
