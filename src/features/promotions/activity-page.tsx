import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSessionInfo } from '@/platform/session';
import { EmptyState, ErrorState, LoadingState, PageBody, PageHeading, StackList } from '@/ui';
import { promotionListQuery } from './api';
import { PromotionCard } from './promotion-card';

/** /m/activity (ROUTE-13, PROMO-01/02): every promotion the server provides, with its display state and action. */
export default function ActivityPage() {
  const { t, i18n } = useTranslation('promotions');
  const session = useSessionInfo();
  const list = useQuery(promotionListQuery(i18n.resolvedLanguage ?? i18n.language, session?.token ?? null));
  return (
    <PageBody data-page="activity">
      <PageHeading>{t('title')}</PageHeading>
      {list.isPending ? (
        <LoadingState />
      ) : list.isError ? (
        <ErrorState onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <EmptyState>{t('empty')}</EmptyState>
      ) : (
        <StackList data-testid="promotion-list">
          {list.data.map((promotion) => (
            <PromotionCard key={promotion.id} promotion={promotion} />
          ))}
        </StackList>
      )}
    </PageBody>
  );
}
