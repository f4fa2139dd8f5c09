import { useState } from 'react';
import { useToken } from '@/platform/session';
import { usePeriod } from '@/ui';

/**
 * The filters of a paged record list (MONEY-18, MONEY-19): the period and a
 * type tab (`all` first, '' in the lists), and the session token the list
 * is read with.
 */
export function useRecordFilters<Type extends string>(all: Type) {
  const period = usePeriod();
  const [type, setType] = useState<Type>(all);
  return { token: useToken(), period, type, setType };
}
