import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSessionInfo } from '@/platform/session';
import { EmptyState, ErrorState, LoadingState, MutedText, PageBody, PageHeading, StackList } from '@/ui';
import { availablePromotionsQuery } from './api';
import { PromotionCard } from './promotion-card';

/** /m/rewardCenter (REWCEN3, CALL-47): the available promotions of the member, with their states and actions. */
export default function RewardCentrePage() {
  const { t, i18n } = useTranslation('promotions');
  const session = useSessionInfo();
  const list = useQuery(availablePromotionsQuery(i18n.resolvedLanguage ?? i18n.language, session?.token ?? null));
  return (
    <PageBody data-page="rewardCenter">
      <PageHeading>{t('rewardTitle')}</PageHeading>
      <MutedText>{t('rewardSummary')}</MutedText>
      {list.isPending ? (
        <LoadingState />
      ) : list.isError ? (
        <ErrorState onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <EmptyState>{t('empty')}</EmptyState>
      ) : (
        <StackList data-testid="reward-list">
          {list.data.map((promotion) => (
            <PromotionCard key={promotion.id} promotion={promotion} />
          ))}
        </StackList>
      )}
    </PageBody>
  );
}
