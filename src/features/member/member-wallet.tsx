import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useTexts } from '@/i18n';
import { useToken } from '@/platform/session';
import { paths } from '@/tenant/paths';
import { walletQuery, useMoney } from '@/session';
import { Card, InfoRows, token } from '@/ui';

/**
 * The member centre's wallet (BONUS-13): cash and bonus money apart, and the
 * way to the bonus wallet. Nothing shows until the wallet is read (the
 * header shows the read's failure); a member without bonus money sees cash.
 */

const WalletCard = styled(Card)`
  margin: 0 ${token('space.lg')} ${token('space.md')};
`;

export function MemberWallet() {
  const t = useTexts('member');
  const money = useMoney();
  const wallet = useQuery(walletQuery(useToken()));
  if (!wallet.data) return null;
  return (
    <WalletCard data-testid="member-wallet">
      <InfoRows
        rows={[
          [t('wallet.cash'), <span data-testid="member-cash">{money.format(wallet.data.sumBalance)}</span>],
          [
            t('wallet.bonus'),
            <span data-testid="member-bonus">
              {wallet.data.bonusBalance === undefined ? '—' : money.format(wallet.data.bonusBalance)}
            </span>,
          ],
        ]}
      />
      <Link to={paths.myBonuses()}>{t('wallet.myBonuses')}</Link>
    </WalletCard>
  );
}
