import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { writeStored } from '@/lib/storage';
import { callPlatformParsed } from '@/platform/request';
import { decryptServiceLinks, type ServiceLink } from './service-links';
import { startFromStore, storedAs } from '@/lib/cached-read';

const cachedLinksSchema = z.array(z.object({ type: z.string(), url: z.string() }));

/**
 * CALL-44: the encrypted customer-service info; errors are not shown
 * (contract §3.2). SESSION-19: the decrypted links are cached under
 * service_link and reused on the next load until the call answers again.
 */
export const serviceInfoQuery = () =>
  queryOptions({
    queryKey: ['service', 'info'],
    // Fetched once per load; the cached copy (updated at 0) is stale at once so the call still runs.
    staleTime: (query) => (query.state.dataUpdatedAt === 0 ? 0 : Infinity),
    meta: { silent: true },
    queryFn: async ({ signal }): Promise<ServiceLink[] | null> => {
      const links = decryptServiceLinks(await callPlatformParsed('customerServiceInfo', z.unknown(), { signal }));
      if (links) writeStored('service_link', links);
      return links;
    },
    ...startFromStore<ServiceLink[] | null>(() => storedAs('service_link', cachedLinksSchema)),
  });
