import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useTexts } from '@/i18n';
import { useMoney, walletQuery } from '@/session';
import { useToken } from '@/platform/session';
import { Card, Skeleton, token } from '@/ui';

/** The wallet balance at the top of a money page, in the player's format (MONEY-24). */

const Amount = styled.strong`
  font-size: ${token('font.size.xl')};
  overflow-wrap: anywhere;
`;

export function BalanceCard({ label, children }: { readonly label?: string; readonly children?: ReactNode }) {
  const t = useTexts('cashier');
  const wallet = useQuery(walletQuery(useToken()));
  const money = useMoney();
  return (
    <Card data-testid="balance-card">
      <span>{label ?? t('deposit.balance')}</span>
      {wallet.data ? (
        <Amount data-testid="balance-amount">{money.format(wallet.data.sumBalance)}</Amount>
      ) : (
        <Skeleton $height="28px" $width="50%" />
      )}
      {children}
    </Card>
  );
}
