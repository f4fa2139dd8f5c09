import type { ReactNode } from 'react';
import { useTexts } from '@/i18n';
import { Button } from './button';
import { EmptyState, ErrorState, LoadingState } from './states';

/** What PagedList needs of a paged read (a TanStack infinite query result fits). */
export interface PagedQueryState<Page> {
  readonly isPending: boolean;
  readonly isError: boolean;
  readonly data: { readonly pages: readonly Page[] } | undefined;
  readonly hasNextPage: boolean;
  readonly isFetchingNextPage: boolean;
  readonly isFetchNextPageError: boolean;
  fetchNextPage(): unknown;
  refetch(): unknown;
}

/**
 * A paged list's states: loading, a failed first page (error with retry —
 * never an empty list), the empty text, the items, and "load more" for the
 * next page (its own failure shown beside it, the rows kept).
 */
export function PagedList<Page extends { readonly content: readonly unknown[] }>({
  query,
  empty,
  children,
}: {
  readonly query: PagedQueryState<Page>;
  readonly empty: ReactNode;
  readonly children: (items: ReadonlyArray<Page['content'][number]>) => ReactNode;
}) {
  const t = useTexts('common');
  if (query.isPending) return <LoadingState />;
  if (query.data === undefined || (query.isError && !query.isFetchNextPageError))
    return <ErrorState onRetry={() => void query.refetch()} />;
  const items: ReadonlyArray<Page['content'][number]> = query.data.pages.flatMap((page) => page.content);
  if (items.length === 0) return <EmptyState>{empty}</EmptyState>;
  return (
    <>
      {children(items)}
      {query.isFetchNextPageError ? (
        <ErrorState message={t('list.moreFailed')} onRetry={() => void query.fetchNextPage()} />
      ) : null}
      {query.hasNextPage && !query.isFetchNextPageError ? (
        <Button variant="secondary" block busy={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          {query.isFetchingNextPage ? t('state.loading') : t('list.more')}
        </Button>
      ) : null}
    </>
  );
}
