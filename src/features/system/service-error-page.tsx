import { useTexts } from '@/i18n';
import { AlertIcon } from '@/ui';
import { SystemPage } from './system-page';

/**
 * BOOT-09: the errorLimit service-error view. The spec does not show its
 * trigger; the shell shows it when the site status cannot be loaded.
 */
export default function ServiceErrorPage() {
  const t = useTexts('common');
  return (
    <SystemPage icon={<AlertIcon size={48} />} title={t('boot.serviceErrorTitle')} text={t('boot.serviceErrorText')} />
  );
}
