import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useToken } from '@/platform/session';
import { TitledPage } from '@/ui/patterns/titled-page';
import { promotionListQuery } from './api';
import { PromotionList } from './promotion-list';

/** /m/activity (ROUTE-13, PROMO-01/02): every promotion the server provides, with its display state and action. */
export default function ActivityPage() {
  const { t, i18n } = useTranslation('promotions');
  const list = useQuery(promotionListQuery(i18n.resolvedLanguage ?? i18n.language, useToken()));
  return (
    <TitledPage page="activity" title={t('title')}>
      <PromotionList list={list} testId="promotion-list" />
    </TitledPage>
  );
}
