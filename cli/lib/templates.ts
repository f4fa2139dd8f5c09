import { readFileSync } from 'node:fs';
import path from 'node:path';
import Handlebars from 'handlebars';
import { TEMPLATES_DIR } from './project';
import type { OfflineView } from './offline-page';
import type { IndexView, ManifestView } from './view-model';

/**
 * The stamp's Handlebars templates, compiled once. Templates stay logic-free:
 * they get a prepared view model (cli/lib/view-model.ts), `{{ }}` escapes text
 * and attributes, and `{{{ }}}` is kept for content serialised safely
 * beforehand. Strict mode turns a misspelt field into an error, not a blank.
 */

interface Templates {
  readonly index: (view: IndexView) => string;
  readonly manifest: (view: ManifestView) => string;
  /** cli/templates/offline.html.hbs: the tenant's offline page (OPS-06, cli/lib/offline-page.ts). */
  readonly offline: (view: OfflineView) => string;
  /** cli/templates/critical.css as inlined. */
  readonly criticalCss: string;
  /** cli/templates/banner.svg.hbs: a tenant's drawn home banner (cli/lib/banners.ts builds its view). */
  readonly banner: (view: object) => string;
}

const handlebars = Handlebars.create();
const COMPILE_OPTIONS = { strict: true, knownHelpersOnly: true } as const;
const source = (file: string): string => readFileSync(path.join(TEMPLATES_DIR, file), 'utf8');

/** Comments and indentation dropped: it is sent with every page. */
function minifyCss(css: string): string {
  const text = css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');
  // Inlined with {{{ }}}: make sure it can never close its <style> element.
  if (/<\/?style/i.test(text)) throw new Error('critical.css may not contain "<style" or "</style"');
  return text;
}

let cache: Templates | null = null;

export function loadTemplates(): Templates {
  cache ??= {
    index: handlebars.compile<IndexView>(source('index.html.hbs'), COMPILE_OPTIONS),
    manifest: handlebars.compile<ManifestView>(source('manifest.webmanifest.hbs'), COMPILE_OPTIONS),
    offline: handlebars.compile<OfflineView>(source('offline.html.hbs'), COMPILE_OPTIONS),
    criticalCss: minifyCss(source('critical.css')),
    banner: handlebars.compile<object>(source('banner.svg.hbs'), COMPILE_OPTIONS),
  };
  return cache;
}
