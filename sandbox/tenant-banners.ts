import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import * as z from 'zod/mini';

/**
 * The banners a merchant's build holds (dist/<merchant>/m/brand/banners.json,
 * written by `lobby build`, issue 17): the platform's back office would hold
 * them; the sandbox reads what the build made, so each tenant's home shows
 * its own. Re-read when the file changes (a rebuild while the sandbox runs).
 */

const bannerList = z.partialRecord(
  z.string(),
  z.array(
    z.object({ src: z.string(), title: z.string(), link: z.string(), linkType: z.enum(['internal', 'external']) }),
  ),
);
type TenantBanner = {
  readonly id: number;
  readonly url: string;
  readonly title: string;
  readonly link: string;
  readonly linkType: 'internal' | 'external';
};

const cache = new Map<string, { readonly mtimeMs: number; readonly list: z.output<typeof bannerList> }>();

function readList(file: string): z.output<typeof bannerList> | null {
  let mtimeMs: number;
  try {
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    return null;
  }
  const cached = cache.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.list;
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
  const parsed = bannerList.safeParse(json);
  if (!parsed.success) return null;
  cache.set(file, { mtimeMs, list: parsed.data });
  return parsed.data;
}

/** The merchant's banners in `language` (else its default language's), or null when its build has none. */
export function tenantBanners(
  distDir: string,
  merchant: string,
  language: string,
  defaultLanguage: string,
): TenantBanner[] | null {
  const list = readList(join(distDir, merchant, 'm', 'brand', 'banners.json'));
  const banners = list?.[language] ?? list?.[defaultLanguage];
  if (!banners) return null;
  // Ids stay those of the stock banners' places (1, 2, 3…): the announcement stores key on them.
  return banners.map((banner, index) => ({
    id: index + 1,
    url: banner.src,
    title: banner.title,
    link: banner.link,
    linkType: banner.linkType,
  }));
}
