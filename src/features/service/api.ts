import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { callPlatformParsed } from '@/platform/request';
import { decryptServiceLinks } from './service-links';

/** CALL-44: the encrypted customer-service info; errors are not shown (contract §3.2). */
export const serviceInfoQuery = () =>
  queryOptions({
    queryKey: ['service', 'info'],
    staleTime: Infinity,
    meta: { silent: true },
    queryFn: async ({ signal }) => decryptServiceLinks(await callPlatformParsed('customerServiceInfo', z.unknown(), { signal })),
  });
