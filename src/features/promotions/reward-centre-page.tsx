import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useToken } from '@/platform/session';
import { TitledPage } from '@/ui/patterns/titled-page';
import { availablePromotionsQuery } from './api';
import { PromotionList } from './promotion-list';

/** /m/rewardCenter (REWCEN3, CALL-47): the available promotions of the member, with their states and actions. */
export default function RewardCentrePage() {
  const { t, i18n } = useTranslation('promotions');
  const list = useQuery(availablePromotionsQuery(i18n.resolvedLanguage ?? i18n.language, useToken()));
  return (
    <TitledPage page="rewardCenter" title={t('rewardTitle')} intro={t('rewardSummary')}>
      <PromotionList list={list} testId="reward-list" />
    </TitledPage>
  );
}
