import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as z from 'zod/mini';
import { FIRST_ANSWER_SCRIPT } from './compile';
import { CliError } from './problems';
import { pageModules, routePreloadsOf, type RoutePreloads } from './route-preloads';

/**
 * Reads the Vite manifest of the shared compile (`<out>/.app/.vite/manifest.json`)
 * and finds what the stamped index.html must reference: the entry script,
 * the chunks it imports statically (modulepreload) and their CSS.
 */

export const VITE_MANIFEST_PATH = path.join('.vite', 'manifest.json');
/** The entry vite.config.ts compiles (the app's only input). */
const APP_ENTRY = 'src/main.tsx';

const chunkSchema = z.object({
  file: z.string(),
  src: z.optional(z.string()),
  isEntry: z.optional(z.boolean()),
  imports: z.optional(z.array(z.string())),
  css: z.optional(z.array(z.string())),
});
const manifestSchema = z.record(z.string(), chunkSchema);
type Chunk = z.infer<typeof chunkSchema>;

export interface AppEntry {
  /** Paths inside the compile folder, e.g. `assets/main-x.js`. */
  readonly script: string;
  /** Every chunk the entry imports statically, transitively, in load order. */
  readonly preloads: readonly string[];
  readonly stylesheets: readonly string[];
  /** Manifest text hash source: identifies the compile. */
  readonly manifestText: string;
  /** Each page's own chunks and each language's catalogue, for the shell to preload per path. */
  readonly routePreloads: RoutePreloads;
  /** The shell's first-answer script (compile.ts), inlined by each stamp; null in a compile without it (a test's fake). */
  readonly firstAnswerScript: string | null;
}

export function readAppEntry(appDir: string): AppEntry {
  const file = path.join(appDir, VITE_MANIFEST_PATH);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new CliError(`The app compile is missing ${file}; run "lobby build" (it compiles first).`);
  }
  const parsed = manifestSchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new CliError(`${file} is not a Vite manifest.`);
  const chunks = parsed.data;
  const entry: Chunk | undefined = chunks[APP_ENTRY] ?? Object.values(chunks).find((chunk) => chunk.isEntry === true);
  if (!entry) throw new CliError(`${file} has no entry chunk for ${APP_ENTRY}.`);

  const preloads: string[] = [];
  const stylesheets = new Set<string>(entry.css ?? []);
  const seen = new Set<string>();
  const visit = (key: string): void => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = chunks[key];
    if (!chunk || chunk === entry) return;
    for (const child of chunk.imports ?? []) visit(child);
    preloads.push(chunk.file);
    for (const css of chunk.css ?? []) stylesheets.add(css);
  };
  for (const key of entry.imports ?? []) visit(key);
  const routePreloads = routePreloadsOf(chunks, pageModules());
  return {
    script: entry.file,
    preloads,
    stylesheets: [...stylesheets],
    manifestText: text,
    routePreloads,
    firstAnswerScript: readOptional(path.join(appDir, FIRST_ANSWER_SCRIPT)),
  };
}

function readOptional(file: string): string | null {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    return null;
  }
}
