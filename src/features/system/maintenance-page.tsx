import { useTranslation } from 'react-i18next';
import { fromI18nextLanguage } from '@/i18n';
import { LANGUAGE_TABLE } from '@/lib/languages';
import { useSite } from '@/tenant/site';
import { MutedText, SettingsIcon } from '@/ui';
import { SystemPage } from './system-page';

/** BOOT-02/04, ROUTE-21: the maintenance page. */
export default function MaintenancePage() {
  const { t, i18n } = useTranslation();
  const endsAt = useSite((state) => state.maintenanceEndsAt);
  return (
    <SystemPage icon={<SettingsIcon size={48} />} title={t('boot.maintenanceTitle')} text={t('boot.maintenanceText')}>
      {endsAt ? (
        <MutedText data-testid="maintenance-until">
          {t('boot.maintenanceUntil', {
            time: new Date(endsAt).toLocaleString(LANGUAGE_TABLE[fromI18nextLanguage(i18n.language)].locale),
          })}
        </MutedText>
      ) : null}
    </SystemPage>
  );
}
