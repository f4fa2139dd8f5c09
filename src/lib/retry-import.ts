const FAILED_MODULE_URL = /https?:\/\/[^\s'"]+?\.js/;

/**
 * Chromium remembers a failed dynamic import of a URL for the life of the
 * document, so attempt N > 0 asks for the failed chunk under `?retry=N`.
 * That recovers a chunk whose own fetch failed; a chunk whose dependency
 * failed cannot load again in this document.
 */
export function retryImport<Module>(load: () => Promise<Module>, failure: unknown, attempt: number): () => Promise<Module> {
  const url = failure instanceof Error ? FAILED_MODULE_URL.exec(failure.message)?.[0] : undefined;
  if (!url || attempt === 0) return load;
  return () => import(/* @vite-ignore */ `${url}?retry=${attempt}`) as Promise<Module>;
}
