import { useTranslation } from 'react-i18next';
import { PageBody, PageHeading } from '@/ui';
import { ServiceButtons } from './service-buttons';

/** SVC-07: /m/service opens customer service with the configured links. */
export default function ServicePage() {
  const { t } = useTranslation('service');
  return (
    <PageBody data-page="service">
      <PageHeading>{t('title')}</PageHeading>
      <ServiceButtons />
    </PageBody>
  );
}
