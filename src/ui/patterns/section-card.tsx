import type { HTMLAttributes, ReactNode } from 'react';
import { Card, SectionHeading } from '../components/page';

/** A card that opens with its section's heading (a leaderboard, the login history, the dividend terms). */
export function SectionCard({
  title,
  children,
  ...rest
}: { readonly title: ReactNode; readonly children: ReactNode } & Omit<
  HTMLAttributes<HTMLElement>,
  'title' | 'children'
>) {
  return (
    <Card {...rest}>
      <SectionHeading>{title}</SectionHeading>
      {children}
    </Card>
  );
}
