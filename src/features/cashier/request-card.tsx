import type { ReactNode } from 'react';
import { Button, Card, SectionHeading, StatusBadge, type Tone } from '@/ui';

/**
 * A money request's card (a deposit order, a withdrawal; MONEY-07, MONEY-12):
 * its title and state, then its details, and once it is no longer pending
 * the button that starts another.
 */
export function RequestCard({
  testId,
  status,
  title,
  badge,
  again,
  onAgain,
  children,
}: {
  readonly testId: string;
  readonly status: string;
  readonly title: string;
  readonly badge: { readonly tone: Tone; readonly text: string; readonly testId: string };
  readonly again: string;
  readonly onAgain: () => void;
  readonly children: ReactNode;
}) {
  return (
    <Card data-testid={testId} data-status={status}>
      <SectionHeading>{title}</SectionHeading>
      <StatusBadge $tone={badge.tone} data-testid={badge.testId}>
        {badge.text}
      </StatusBadge>
      {children}
      {status !== 'pending' ? (
        <Button block onClick={onAgain}>
          {again}
        </Button>
      ) : null}
    </Card>
  );
}
