/** The parts of Vite's build manifest the CLI reads (first-route sizes, route preloads). */

interface ManifestChunk {
  readonly file: string;
  readonly isEntry?: boolean;
  readonly imports?: readonly string[];
}
export type Manifest = Readonly<Record<string, ManifestChunk>>;

/** Adds `key` and every chunk it imports statically (manifest keys) to `seen`. */
export function closure(manifest: Manifest, key: string, seen: Set<string>): void {
  if (seen.has(key) || !manifest[key]) return;
  seen.add(key);
  for (const child of manifest[key].imports ?? []) closure(manifest, child, seen);
}

/** The language of a grouped catalogue chunk (`assets/locale-pt-x.js` → `pt`; vite.config.ts, catalogueChunk). */
export function catalogueLanguageOf(file: string): string | null {
  return /(?:^|\/)locale-([a-z]{2})-[^/]*\.js$/.exec(file)?.[1] ?? null;
}
