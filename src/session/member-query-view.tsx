import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import { useToken } from '@/platform/session';
import { QueryList, QueryView, StackList } from '@/ui';

/** A read of the member's session: a query factory taking the session token (null when signed out, and the read waits). */
type MemberQuery<T, K extends QueryKey> = (token: string | null) => UseQueryOptions<T, Error, T, K>;

/** One value the member's session reads (missions, a rain, the security settings) in its loading and failed states; `children` draws it. */
export function MemberQueryView<T, K extends QueryKey>({
  read,
  children,
}: {
  readonly read: MemberQuery<T, K>;
  readonly children: (value: T) => ReactNode;
}) {
  const query = useQuery(read(useToken()));
  return <QueryView query={query}>{children}</QueryView>;
}

/**
 * A list the member's session reads (mails, recent logins), stacked under
 * `testId` in its loading, failed and empty states; `children` draws an
 * item (an li), `keyOf` names it.
 */
export function MemberQueryList<Item, K extends QueryKey>({
  read,
  empty,
  testId,
  keyOf,
  children,
}: {
  readonly read: MemberQuery<Item[], K>;
  readonly empty: ReactNode;
  readonly testId: string;
  readonly keyOf: (item: Item) => string;
  readonly children: (item: Item) => ReactNode;
}) {
  const query = useQuery(read(useToken()));
  return (
    <QueryList query={query} empty={empty}>
      {(items) => (
        <StackList data-testid={testId}>
          {items.map((item) => (
            <Fragment key={keyOf(item)}>{children(item)}</Fragment>
          ))}
        </StackList>
      )}
    </QueryList>
  );
}
