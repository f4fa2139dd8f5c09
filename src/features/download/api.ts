import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { writeStored } from '@/lib/storage';
import { callPlatformParsed } from '@/platform/request';
import { useSiteConfig } from '@/tenant/site';
import { DOWNLOAD_TYPES, linksByType, type DownloadLink, type DownloadType } from './links';
import { startFromStore, storedAs } from '@/lib/cached-read';

/**
 * DL-08 / SESSION-20 / CALL-49: download links come from the service/version
 * info's resources (resourceType, url), are cached under down_link and reused
 * on the next load; the tenant's configured links stand in until then.
 */

const linkSchema = z.object({ resourceType: z.enum(DOWNLOAD_TYPES), url: z.string() });
const linksSchema = z.catch(z.array(z.catch(z.nullable(linkSchema), null)), []);
const versionInfoSchema = z.object({ resources: linksSchema });

const clean = (links: readonly (DownloadLink | null)[]): DownloadLink[] =>
  links.filter((link): link is DownloadLink => link !== null);

const downloadLinksQuery = () =>
  queryOptions({
    queryKey: ['download', 'links'] as const,
    meta: { silent: true },
    queryFn: async ({ signal }) => {
      const links = clean((await callPlatformParsed('versionInfo', versionInfoSchema, { signal })).resources);
      writeStored('down_link', links);
      return links;
    },
    ...startFromStore(() => storedAs('down_link', z.array(linkSchema))),
  });

/** The links by resourceType: the platform's (or their cache), else the tenant's. */
export function useDownloadLinks(): Partial<Record<DownloadType, string>> {
  const config = useSiteConfig();
  const links = useQuery(downloadLinksQuery());
  return linksByType(
    links.data ??
      config.downloadLinks.filter((link): link is DownloadLink =>
        (DOWNLOAD_TYPES as readonly string[]).includes(link.resourceType),
      ),
  );
}
