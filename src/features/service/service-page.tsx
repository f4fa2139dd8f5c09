import { useQuery } from '@tanstack/react-query';
import { useTexts } from '@/i18n';
import { toPlatformError } from '@/platform/errors';
import { useSiteConfig, useSiteSettings } from '@/tenant/site';
import { EmptyState, ErrorState, InlineErrorState, LoadingState, PageBody, PageHeading } from '@/ui';
import { serviceInfoQuery } from './api';
import { ServiceButtons } from './service-buttons';
import { linkButtons } from './service-links';

/**
 * SVC-07: /m/service opens customer service with the configured links.
 * REL-01: with no live chat and no link yet, the page says whether the
 * links are loading, could not be read (with a retry) or do not exist —
 * an outage never looks like "no customer service". The page reads the
 * links again on every visit (the widget's read may be old); when that read
 * fails it says so above the links it already had, with a retry.
 */
export default function ServicePage() {
  const t = useTexts('service');
  const tc = useTexts('common');
  const settings = useSiteSettings();
  const config = useSiteConfig();
  const info = useQuery({ ...serviceInfoQuery(), refetchOnMount: 'always' });
  const nothingToShow =
    settings.customerService.length === 0 && linkButtons(info.data ?? config.serviceLinks).length === 0;
  const failure = info.isError ? tc(toPlatformError(info.error).messageKey) : undefined;
  const retry = () => void info.refetch();
  // The links already known stay usable while the fresh read runs (busy) or after it failed (the reason above them).
  let body = (
    <div aria-busy={info.isFetching || undefined}>
      {failure ? <InlineErrorState testId="service-links-error" message={failure} onRetry={retry} /> : null}
      <ServiceButtons />
    </div>
  );
  if (nothingToShow && failure) body = <ErrorState message={failure} onRetry={retry} />;
  else if (nothingToShow && info.isFetching) body = <LoadingState />;
  else if (nothingToShow) body = <EmptyState>{t('none')}</EmptyState>;
  return (
    <PageBody data-page="service">
      <PageHeading>{t('title')}</PageHeading>
      {body}
    </PageBody>
  );
}
