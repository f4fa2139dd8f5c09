/**
 * `npm run dev` (issue 18): the tenant's stamped index.html turned into the
 * page Vite's dev server answers with. The stamp's CSP is dropped (Vite's
 * client and React Refresh run inline and from eval), its compiled entry and
 * preloads (in the HTML or started by the shell's inline script) are
 * replaced by the source entry; everything else — the runtime
 * config, the critical CSS, the static shell — stays as a player gets it.
 */

export const DEV_ENTRY = '/src/main.tsx';

export function devHtml(stamped: string): string {
  const html = stamped
    .replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/i, '')
    .replace(/<link rel="modulepreload" href="\/m\/assets\/[^"]+">/g, '')
    .replace(/<script type="module" src="\/m\/assets\/[^"]+"><\/script>/g, '')
    // The shell's inline script starts the compiled entry and its imports (`B`, cli/lib/shell.ts): here it starts nothing.
    .replace(/var b="\/m\/",B=\[[^\]]*\]/, 'var b="/m/",B=[]');
  if (!html.includes('</body>')) throw new Error('the stamped index.html has no </body>');
  return html.replace('</body>', `<script type="module" src="${DEV_ENTRY}"></script></body>`);
}

/** Paths the sandbox answers (the platform API, its CDN, the tenant's brand files and the game page); Vite answers the rest. */
export const SANDBOX_PREFIXES = [
  '/wps',
  '/lgw',
  '/__identity',
  '/__csp-report',
  '/m/cdn',
  '/m/brand',
  '/sandbox-game',
] as const;
