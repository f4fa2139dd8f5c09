import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RedeemCodeForm } from '@/features/bonus';
import { useToken } from '@/platform/session';
import { TitledPage } from '@/ui/patterns/titled-page';
import { promotionListQuery } from './api';
import { PromotionList } from './promotion-list';

/**
 * /m/activity (ROUTE-13, PROMO-01/02): every promotion the server provides, with its display state and action;
 * a member can also redeem a promo code here (BONUS-16), as on My bonuses.
 */
export default function ActivityPage() {
  const { t, i18n } = useTranslation('promotions');
  const token = useToken();
  const list = useQuery(promotionListQuery(i18n.resolvedLanguage ?? i18n.language, token));
  return (
    <TitledPage page="activity" title={t('title')}>
      {token ? <RedeemCodeForm /> : null}
      <PromotionList list={list} testId="promotion-list" />
    </TitledPage>
  );
}
