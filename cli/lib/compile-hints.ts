import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint (Chromium 136 and later): a script that starts
 * with this comment is compiled whole, on the thread that streams it in while
 * it downloads, instead of one function at a time on the main thread the
 * first time each is called.
 */
export const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * The modules whose chunks get the hint: Swiper and home's two carousels.
 * Swiper's start runs most of its code once, in one task right after home's
 * first paint, and compiling it there made that task one of home's longest
 * (issue 15). Not the entry: compiling all of it eagerly made the start's
 * tasks vary more in an interleaved Lighthouse comparison, for no gain.
 */
export const EAGER_COMPILE_MODULES =
  /\/node_modules\/swiper\/|\/src\/features\/home\/(?:banner|hot-match)-carousel\.tsx$/;

interface BundleChunk {
  type: 'chunk' | 'asset';
  code?: string;
  modules?: Readonly<Record<string, unknown>>;
}

/** Prepends the hint to every chunk holding one of `EAGER_COMPILE_MODULES` (after minifying, which would drop it). */
export function markEagerChunks(bundle: Readonly<Record<string, BundleChunk>>): string[] {
  const marked: string[] = [];
  for (const [fileName, chunk] of Object.entries(bundle)) {
    if (chunk.type !== 'chunk' || chunk.code === undefined || chunk.code.startsWith(EAGER_COMPILE_HINT)) continue;
    if (!Object.keys(chunk.modules ?? {}).some((id) => EAGER_COMPILE_MODULES.test(id))) continue;
    chunk.code = `${EAGER_COMPILE_HINT}\n${chunk.code}`;
    marked.push(fileName);
  }
  return marked;
}

export const compileHints = (): Plugin => ({
  name: 'lobby-compile-hints',
  apply: 'build',
  generateBundle(_options, bundle) {
    markEagerChunks(bundle);
  },
});
