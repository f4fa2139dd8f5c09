/**
 * Readers of the three host configurations `lobby build` writes (OPS-12),
 * each answering what its host would send for a path, so a test can check
 * they agree: nginx's locations.conf (exact match, else the longest prefix),
 * the `_headers` of Netlify and Cloudflare Pages (every matching rule applies;
 * a header named twice is joined with a comma, as both hosts do) and the
 * per-path headers.json.
 */

type Headers = Record<string, string>;

interface NginxLocation {
  readonly modifier: '=' | '^~' | '';
  readonly path: string;
  readonly lines: readonly string[];
}

export function parseNginxLocations(text: string): NginxLocation[] {
  const locations: NginxLocation[] = [];
  const pattern = /^location (?:(=|\^~) )?(\S+) \{\n([\s\S]*?)^\}/gm;
  for (const match of text.matchAll(pattern)) {
    const modifier = (match[1] ?? '') as NginxLocation['modifier'];
    locations.push({
      modifier,
      path: match[2] ?? '',
      lines: (match[3] ?? '')
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    });
  }
  return locations;
}

export function nginxLocationFor(locations: readonly NginxLocation[], path: string): NginxLocation | null {
  const exact = locations.find((location) => location.modifier === '=' && location.path === path);
  if (exact) return exact;
  const prefixes = locations.filter((location) => location.modifier !== '=' && path.startsWith(location.path));
  return prefixes.sort((a, b) => b.path.length - a.path.length)[0] ?? null;
}

/** What nginx adds for a path: its location's add_header lines, and default_type as Content-Type. */
export function nginxHeadersFor(locations: readonly NginxLocation[], path: string): Headers | null {
  const location = nginxLocationFor(locations, path);
  if (!location) return null;
  const headers: Headers = {};
  for (const line of location.lines) {
    const added = /^add_header (\S+) "((?:[^"\\]|\\.)*)" always;$/.exec(line);
    if (added?.[1]) headers[added[1]] = (added[2] ?? '').replace(/\\(.)/g, '$1');
    const type = /^default_type (\S+);$/.exec(line);
    if (type?.[1]) headers['Content-Type'] = type[1];
  }
  return headers;
}

/** The headers a Netlify / Cloudflare Pages `_headers` file gives a path. */
export function netlifyHeadersFor(text: string, path: string): Headers {
  const headers: Headers = {};
  let applies = false;
  for (const line of text.split('\n')) {
    if (line.startsWith('#') || line.trim() === '') continue;
    if (!line.startsWith(' ')) {
      const rule = line.trim();
      applies = rule.endsWith('*') ? path.startsWith(rule.slice(0, -1)) : rule === path;
      continue;
    }
    if (!applies) continue;
    const separator = line.indexOf(':');
    const name = line.slice(0, separator).trim();
    const value = line.slice(separator + 1).trim();
    headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`;
  }
  return headers;
}

interface PerPathDocument {
  readonly paths: Record<string, { serve?: string; headers: Headers }>;
  readonly platform: { paths: string[]; headers: Headers } | null;
}

export const parsePerPath = (text: string): PerPathDocument => JSON.parse(text) as PerPathDocument;
