import type { ReactNode } from 'react';
import { MutedText, PageBody, PageHeading } from '../components/page';
import { PeriodPicker, type usePeriod } from '../components/period-picker';

/**
 * A page's frame: the body named by `page` (data-page, what the end-to-end
 * tests look for), its h1, then an optional line under the heading and an
 * optional period picker, then the page's own parts.
 */
export function TitledPage({
  page,
  title,
  intro,
  period,
  children,
}: {
  readonly page: string;
  readonly title: string;
  readonly intro?: ReactNode;
  readonly period?: ReturnType<typeof usePeriod>;
  readonly children: ReactNode;
}) {
  return (
    <PageBody data-page={page}>
      <PageHeading>{title}</PageHeading>
      {intro ? <MutedText>{intro}</MutedText> : null}
      {period ? <PeriodPicker state={period} /> : null}
      {children}
    </PageBody>
  );
}
