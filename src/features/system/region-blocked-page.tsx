import { useTranslation } from 'react-i18next';
import { GlobeIcon } from '@/ui';
import { SystemPage } from './system-page';

/** BOOT-03, BOOT-09: the errorLimit IP/location-restricted view. */
export default function RegionBlockedPage() {
  const { t } = useTranslation();
  return <SystemPage icon={<GlobeIcon size={48} />} title={t('boot.regionTitle')} text={t('boot.regionText')} />;
}
