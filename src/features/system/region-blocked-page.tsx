import { useTexts } from '@/i18n';
import { GlobeIcon } from '@/ui';
import { SystemPage } from './system-page';

/** BOOT-03, BOOT-09: the errorLimit IP/location-restricted view. */
export default function RegionBlockedPage() {
  const t = useTexts('common');
  return <SystemPage icon={<GlobeIcon size={48} />} title={t('boot.regionTitle')} text={t('boot.regionText')} />;
}
