import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSiteConfig, useSiteSettings } from '@/tenant/site';
import { EmptyState, ErrorState, LoadingState, PageBody, PageHeading } from '@/ui';
import { serviceInfoQuery } from './api';
import { ServiceButtons } from './service-buttons';
import { linkButtons } from './service-links';

/**
 * SVC-07: /m/service opens customer service with the configured links.
 * REL-01: with no live chat and no link yet, the page says whether the
 * links are loading, could not be read (with a retry) or do not exist —
 * an outage never looks like "no customer service".
 */
export default function ServicePage() {
  const { t } = useTranslation('service');
  const settings = useSiteSettings();
  const config = useSiteConfig();
  const info = useQuery(serviceInfoQuery());
  const nothingToShow = settings.customerService.length === 0 && linkButtons(info.data ?? config.serviceLinks).length === 0;
  let body = <ServiceButtons />;
  if (nothingToShow && info.isError) body = <ErrorState onRetry={() => void info.refetch()} />;
  else if (nothingToShow && info.isFetching) body = <LoadingState />;
  else if (nothingToShow) body = <EmptyState>{t('none')}</EmptyState>;
  return (
    <PageBody data-page="service">
      <PageHeading>{t('title')}</PageHeading>
      {body}
    </PageBody>
  );
}
