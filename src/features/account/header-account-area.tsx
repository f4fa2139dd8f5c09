import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatMoney } from '@/lib/format';
import { useSessionInfo } from '@/platform/session';
import { useFlags } from '@/tenant/site';
import { token } from '@/ui';
import { memberInfoQuery, walletQuery } from './api';

const Area = styled.div`
  display: flex;
  align-items: center;
  gap: ${token('space.xs')};
`;

const HeaderLink = styled(Link)<{ $primary?: boolean }>`
  display: inline-flex;
  align-items: center;
  min-height: 32px;
  padding: 0 ${token('space.md')};
  border-radius: ${token('radius.pill')};
  font-size: ${token('font.size.sm')};
  font-weight: ${token('font.weight.bold')};
  text-decoration: none;
  background: ${({ $primary }) => ($primary ? token('color.bg.brand') : 'transparent')};
  color: ${({ $primary }) => ($primary ? token('color.text.onBrand') : token('color.text.onHeader'))};
  border: 1px solid ${({ $primary }) => ($primary ? 'transparent' : token('color.border.default'))};
`;

const Identity = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  line-height: 1.2;
  font-size: ${token('font.size.sm')};
  & strong { font-size: ${token('font.size.xs')}; color: ${token('color.text.brand')}; }
`;

/** HDR-01..05: login/register for guests; name and balance for members. */
export function HeaderAccountArea() {
  const { t } = useTranslation();
  const flags = useFlags();
  const session = useSessionInfo();
  const token_ = session?.token ?? null;
  const member = useQuery(memberInfoQuery(token_));
  const wallet = useQuery(walletQuery(token_));

  if (!session) {
    return (
      <Area data-testid="header-guest">
        <HeaderLink to="/m/login">{t('header.login')}</HeaderLink>
        {flags.DIRECTREG3 ? (
          <HeaderLink to="/m/register" $primary>
            {t('header.register')}
          </HeaderLink>
        ) : null}
      </Area>
    );
  }
  const name = member.data?.nickname || member.data?.account || session.userName;
  return (
    <Area data-testid="header-member">
      <Identity>
        <span data-testid="header-name">{name}</span>
        <strong data-testid="header-balance">
          {wallet.data ? `${wallet.data.currencySymbol} ${formatMoney(wallet.data.sumBalance)}` : t('header.balanceHidden')}
        </strong>
      </Identity>
    </Area>
  );
}
