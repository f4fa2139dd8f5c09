import * as z from 'zod/mini';
import { decryptServiceInfo } from '@/platform/crypto';

/** SVC-03..06: the widget's link buttons from the decrypted customer-service info, else the site config. */
const LINK_TYPES = ['FACEBOOK', 'TELEGRAM', 'TELEGRAM2'] as const;
type LinkType = (typeof LINK_TYPES)[number];
export interface ServiceLink {
  readonly type: string;
  readonly url: string;
}

const linksSchema = z.array(z.object({ type: z.string(), url: z.string() }));

/** The decrypted list, or null when the value is missing, short or not the expected JSON. */
export function decryptServiceLinks(sealed: unknown): ServiceLink[] | null {
  if (typeof sealed !== 'string') return null;
  try {
    const parsed = linksSchema.safeParse(JSON.parse(decryptServiceInfo(sealed)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** One button per link type that has a URL, in FACEBOOK, TELEGRAM, TELEGRAM2 order. */
export function linkButtons(links: readonly ServiceLink[]): { readonly type: LinkType; readonly url: string }[] {
  return LINK_TYPES.flatMap((type) => {
    const url = links.find((link) => link.type === type && link.url.trim() !== '')?.url;
    return url ? [{ type, url }] : [];
  });
}
