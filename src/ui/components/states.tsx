import type { ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { useTexts } from '@/i18n';
import { AlertIcon, DocumentIcon } from '../icons/icons';
import { token } from '../theme/tokens';
import { Button } from './button';

/** Loading, empty and error states: every page has all three (ARCHITECTURE §6). */

const Centered = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${token('space.md')};
  padding: ${token('space.xl')} ${token('space.lg')};
  min-height: 160px;
  color: ${token('color.text.secondary')};
  text-align: center;
`;

const spin = keyframes`to { transform: rotate(360deg); }`;
export const Spinner = styled.span`
  display: inline-block;
  width: 24px;
  height: 24px;
  border-radius: 50%;
  border: 3px solid ${token('color.border.default')};
  border-top-color: ${token('color.bg.brand')};
  animation: ${spin} 800ms linear infinite;
`;

export function LoadingState({ label }: { readonly label?: string }) {
  const t = useTexts('common');
  return (
    <Centered role="status" aria-live="polite">
      <Spinner aria-hidden="true" />
      <span>{label ?? t('state.loading')}</span>
    </Centered>
  );
}

export function EmptyState({ children, icon }: { readonly children?: ReactNode; readonly icon?: ReactNode }) {
  const t = useTexts('common');
  return (
    <Centered data-state="empty">
      {icon ?? <DocumentIcon size={40} />}
      <span>{children ?? t('state.empty')}</span>
    </Centered>
  );
}

export function ErrorState({ message, onRetry }: { readonly message?: string; readonly onRetry?: () => void }) {
  const t = useTexts('common');
  return (
    <Centered role="alert" data-state="error">
      <AlertIcon size={40} />
      <span>{message ?? t('state.error')}</span>
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry}>
          {t('state.retry')}
        </Button>
      ) : null}
    </Centered>
  );
}

const InlineRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${token('space.sm')};
  padding: ${token('space.xs')} ${token('space.sm')};
  border-radius: ${token('radius.card')};
  background: ${token('color.bg.surface')};
  color: ${token('color.text.secondary')};
  font-size: ${token('font.size.xs')};
`;

/** A failed strip (a marquee, a bar): one line with the reason and a retry, never passed off as "nothing". */
export function InlineErrorState({
  message,
  onRetry,
  testId,
}: {
  readonly message?: string;
  readonly onRetry: () => void;
  readonly testId?: string;
}) {
  const t = useTexts('common');
  return (
    <InlineRow role="alert" data-state="error" data-testid={testId}>
      <span>{message ?? t('state.error')}</span>
      <Button small variant="secondary" onClick={onRetry}>
        {t('state.retry')}
      </Button>
    </InlineRow>
  );
}

/** What QueryList needs of a list query (a TanStack query result fits). */
export interface ListQueryState<Item> {
  readonly isPending: boolean;
  readonly isError: boolean;
  readonly data: readonly Item[] | undefined;
  refetch(): unknown;
}

/**
 * A list read's three states and its content: loading, the error with a
 * retry that reads again, the empty text, or `children` with the items.
 */
export function QueryList<Item>({
  query,
  empty,
  children,
}: {
  readonly query: ListQueryState<Item>;
  readonly empty: ReactNode;
  readonly children: (items: readonly Item[]) => ReactNode;
}) {
  if (query.isPending) return <LoadingState />;
  if (query.isError || query.data === undefined) return <ErrorState onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) return <EmptyState>{empty}</EmptyState>;
  return children(query.data);
}

/** What QueryView needs of a single-value query (a TanStack query result fits). */
export interface ValueQueryState<Value> {
  readonly isPending: boolean;
  readonly isError: boolean;
  readonly data: Value | undefined;
  refetch(): unknown;
}

/** A read of one value: loading, the error with a retry that reads again, or `children` with the value. */
export function QueryView<Value>({
  query,
  children,
}: {
  readonly query: ValueQueryState<Value>;
  readonly children: (value: Value) => ReactNode;
}) {
  if (query.isPending) return <LoadingState />;
  if (query.isError || query.data === undefined) return <ErrorState onRetry={() => void query.refetch()} />;
  return children(query.data);
}

const shimmer = keyframes`0% { opacity: 0.6; } 50% { opacity: 1; } 100% { opacity: 0.6; }`;
export const Skeleton = styled.div<{ $height?: string; $width?: string; $radius?: string }>`
  height: ${({ $height }) => $height ?? '16px'};
  width: ${({ $width }) => $width ?? '100%'};
  border-radius: ${({ $radius }) => $radius ?? token('radius.control')};
  background: ${token('color.bg.skeleton')};
  animation: ${shimmer} 1.4s ease-in-out infinite;
`;
