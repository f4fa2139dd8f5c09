import { useLanguage, useTexts } from '@/i18n';
import { formatDateTime } from '@/lib/formats';
import { useSite } from '@/tenant/site';
import { MutedText, SettingsIcon } from '@/ui';
import { SystemPage } from './system-page';

/** BOOT-02/04, ROUTE-21: the maintenance page. */
export default function MaintenancePage() {
  const t = useTexts('common');
  const language = useLanguage();
  const endsAt = useSite((state) => state.maintenanceEndsAt);
  return (
    <SystemPage icon={<SettingsIcon size={48} />} title={t('boot.maintenanceTitle')} text={t('boot.maintenanceText')}>
      {endsAt ? (
        <MutedText data-testid="maintenance-until">
          {t('boot.maintenanceUntil', {
            time: formatDateTime(endsAt, language),
          })}
        </MutedText>
      ) : null}
    </SystemPage>
  );
}
