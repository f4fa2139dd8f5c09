import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useToken } from '@/platform/session';
import { QueryView, usePeriod, type Period, type PeriodPreset } from '@/ui';
import { TitledPage } from '@/ui/patterns/titled-page';

/**
 * A page of the member's figures for a period (MONEY-20, ENGAGE-04,
 * AGENTX-01): its heading and period picker, then the chosen period's read
 * of the member's session with its loading and failed states; `children`
 * draws the answer.
 */
export function PeriodReport<T, K extends QueryKey>({
  page,
  title,
  read,
  initialPeriod = 'month',
  periods,
  children,
}: {
  readonly page: string;
  readonly title: string;
  readonly read: (token: string | null, period: Period) => UseQueryOptions<T, Error, T, K>;
  readonly initialPeriod?: Exclude<PeriodPreset, 'custom'>;
  readonly periods?: readonly PeriodPreset[];
  readonly children: (value: T) => ReactNode;
}) {
  const period = usePeriod(initialPeriod, periods);
  const report = useQuery(read(useToken(), period.period));
  return (
    <TitledPage page={page} title={title} period={period}>
      <QueryView query={report}>{children}</QueryView>
    </TitledPage>
  );
}
