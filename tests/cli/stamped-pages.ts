import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, expect } from 'vitest';
import { build } from '../../cli/commands/build';
import { SESSION_KEY } from '../../cli/lib/shell';
import { fakeCompile, makeProject, type Project } from './fixture';

/**
 * The stamped index.html of four tenants as a player's browser receives it
 * (one build per test file, read as DOMs; the file needs the jsdom
 * environment): demo, aurora, jaguar, and a fourth whose names try to break
 * out of every context they reach.
 */

export const HOSTILE_NAME = '</script><img src=x onerror=alert(1)>';

export interface StampedPages {
  readonly project: () => Project;
  readonly page: (merchant: string) => { readonly html: string; readonly doc: Document };
}

export function stampedPages(): StampedPages {
  let project: Project | null = null;
  const pages = new Map<string, { html: string; doc: Document }>();
  beforeAll(async () => {
    const made = makeProject();
    project = made;
    const hostile = made.readJson('tenants/aurora.json');
    hostile.merchantCode = 'hostile';
    hostile.displayName = HOSTILE_NAME;
    hostile.shortName = '"><svg onload=1>';
    hostile.apiBaseUrl = 'https://api.hostile.example:8443/platform';
    made.write('tenants/hostile.json', JSON.stringify(hostile));
    made.copy('tenants/assets/aurora', 'tenants/assets/hostile');
    const result = await build({ cwd: made.cwd, all: true, compile: fakeCompile() });
    expect(result.problems).toEqual([]);
    for (const merchant of ['demo', 'aurora', 'jaguar', 'hostile']) {
      const html = made.read(`dist/${merchant}/m/index.html`);
      pages.set(merchant, { html, doc: new DOMParser().parseFromString(html, 'text/html') });
    }
  });
  afterAll(() => project?.cleanup());
  return {
    project: () => {
      if (!project) throw new Error('the stamped project exists only while the file runs');
      return project;
    },
    page: (merchant) => {
      const found = pages.get(merchant);
      if (!found) throw new Error(`no page for ${merchant}`);
      return found;
    },
  };
}

export const attr = (doc: Document, selector: string, name: string): string | null =>
  doc.querySelector(selector)?.getAttribute(name) ?? null;

export const inlineScript = (doc: Document): string =>
  doc.querySelector('script:not([type]):not([src])')?.textContent ?? '';

/** The attributes the inline script puts on <html> for a path (and query), with or without a stored session. */
export function shellAttributes(
  script: string,
  { pathname, search = '', session = false }: { pathname: string; search?: string; session?: boolean },
): Record<string, string> {
  const attributes: Record<string, string> = {};
  runInNewContext(script, {
    document: {
      documentElement: { setAttribute: (name: string, value: string) => (attributes[name] = value) },
      createElement: () => ({ setAttribute: () => undefined }),
      head: { appendChild: () => undefined },
    },
    window: { addEventListener: () => undefined },
    localStorage: { getItem: () => null },
    sessionStorage: { getItem: (key: string) => (session && key === SESSION_KEY ? '{"token":"t"}' : null) },
    location: { pathname, search },
    URLSearchParams,
    navigator: { userAgent: 'Mozilla/5.0 (Linux; Android 14)' },
    screen: { height: 915 },
  });
  return attributes;
}
