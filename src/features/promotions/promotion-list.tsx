import type { UseQueryResult } from '@tanstack/react-query';
import { useTexts } from '@/i18n';
import { EmptyState, ErrorState, LoadingState, StackList } from '@/ui';
import type { Promotion } from './api';
import { PromotionCard } from './promotion-card';

/** A promotions read as the user sees it: loading, error with retry, empty, or the cards. */
export function PromotionList({
  list,
  testId,
}: {
  readonly list: UseQueryResult<Promotion[]>;
  readonly testId: string;
}) {
  const t = useTexts('promotions');
  if (list.isPending) return <LoadingState />;
  if (list.isError) return <ErrorState onRetry={() => void list.refetch()} />;
  if (list.data.length === 0) return <EmptyState>{t('empty')}</EmptyState>;
  return (
    <StackList data-testid={testId}>
      {list.data.map((promotion) => (
        <PromotionCard key={promotion.id} promotion={promotion} />
      ))}
    </StackList>
  );
}
