import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { useTexts } from '@/i18n';
import { useSessionInfo, useToken } from '@/platform/session';
import { headerRegisterShown } from '@/tenant/feature-gates';
import { paths } from '@/tenant/paths';
import {
  ChevronDownIcon,
  EyeIcon,
  EyeOffIcon,
  HelpIcon,
  LogoutIcon,
  MenuIcon,
  RefreshIcon,
  TransferIcon,
  WalletIcon,
  bareButton,
  token,
} from '@/ui';
import { memberInfoQuery, rejectTrialAccount, useGateContext, useMoney, walletQuery } from '@/session';
import { useBalanceVisibility } from './balance-visibility';
import { headerControl } from './header-control';
import { HeaderVerificationLink } from './header-verification';
import { SignOutDialog } from './sign-out';

const Area = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${token('space.xs')};
`;

/** Register, the header's call to action. */
const primaryLink = css`
  border-color: transparent;
  background: ${token('color.bg.brand')};
  color: ${token('color.text.onBrand')};
`;

const HeaderLink = styled(Link)<{ $primary?: boolean }>`
  ${headerControl}
  display: inline-flex;
  /* "Entrar" and "Log in" stay one line: the logo gives way first (it shrinks a thousand times faster), and only a
     language whose words still do not fit wraps them at a space onto two lines rather than push the bar off the
     screen ("تسجيل الدخول"); a word is never split (a flex item shrinks no further than its longest word) (POLISH-05). */
  flex: 0 1 auto;
  /* The page's default (overflow-wrap: anywhere) would let the flex item shrink to one letter: words stay whole. */
  overflow-wrap: normal;
  text-align: center;
  line-height: 1.1;
  align-items: center;
  padding: 0 ${token('space.md')};
  border-radius: ${token('radius.pill')};
  font-weight: ${token('font.weight.bold')};
  text-decoration: none;
  background: transparent;
  ${({ $primary }) => $primary && primaryLink}
`;

const MenuToggle = styled.button`
  ${bareButton}
  display: inline-flex;
  align-items: center;
  gap: ${token('space.xs')};
  min-height: 32px;
  padding: 0 ${token('space.xs')};
  color: ${token('color.text.onHeader')};
`;

const Identity = styled.span`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  line-height: 1.2;
  font-size: ${token('font.size.sm')};
  & strong {
    font-size: ${token('font.size.xs')};
    color: ${token('color.text.brand')};
  }
`;

const Menu = styled.div`
  position: absolute;
  top: calc(100% + 4px);
  inset-inline-end: 0;
  z-index: 20;
  min-width: 200px;
  display: flex;
  flex-direction: column;
  padding: ${token('space.xs')} 0;
  border: 1px solid ${token('color.border.default')};
  border-radius: ${token('radius.control')};
  background: ${token('color.bg.raised')};
  box-shadow: ${token('shadow.raised')};
`;

const MenuItem = styled.button`
  ${bareButton}
  display: flex;
  align-items: center;
  gap: ${token('space.sm')};
  min-height: ${token('size.tapTarget')};
  padding: 0 ${token('space.md')};
  color: ${token('color.text.primary')};
  font-size: ${token('font.size.sm')};
  text-align: start;
`;

/** HDR-08..10: the dropdown; wallet items and sign-out only with a session, help centre always. */
function AccountMenu({ member, onSignOut }: { member: boolean; onSignOut: () => void }) {
  const t = useTexts('common');
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const hidden = useBalanceVisibility((state) => state.hidden);
  const toggleBalance = useBalanceVisibility((state) => state.toggle);
  const wallet = useQuery(walletQuery(useToken()));
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const close = (event: PointerEvent) => {
      if (ref.current && !ref.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    return () => document.removeEventListener('pointerdown', close);
  }, [open]);

  const go = (path: string) => {
    setOpen(false);
    void navigate(path);
  };
  // ROLE-04: deposit and withdraw are real-account functions.
  const goReal = (path: string) => {
    setOpen(false);
    if (rejectTrialAccount()) return;
    void navigate(path);
  };
  const choose = (action: () => void) => () => {
    setOpen(false);
    action();
  };

  return (
    <div ref={ref}>
      <MenuToggle
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={t('header.menu')}
        onClick={() => setOpen((value) => !value)}
        data-testid="header-menu-toggle"
      >
        {member ? <ChevronDownIcon /> : <MenuIcon />}
      </MenuToggle>
      {open ? (
        <Menu role="menu" data-testid="header-menu">
          {member ? (
            <>
              <MenuItem role="menuitem" onClick={() => goReal(paths.voucherCenter())}>
                <WalletIcon /> {t('header.deposit')}
              </MenuItem>
              <MenuItem role="menuitem" onClick={() => goReal(paths.withdraw())}>
                <TransferIcon /> {t('header.withdraw')}
              </MenuItem>
              <MenuItem role="menuitem" onClick={choose(() => void wallet.refetch())}>
                <RefreshIcon /> {t('header.refreshBalance')}
              </MenuItem>
              <MenuItem role="menuitem" onClick={choose(toggleBalance)}>
                {hidden ? <EyeIcon /> : <EyeOffIcon />} {hidden ? t('header.showBalance') : t('header.hideBalance')}
              </MenuItem>
            </>
          ) : null}
          <MenuItem role="menuitem" onClick={() => go(paths.help())}>
            <HelpIcon /> {t('header.helpCentre')}
          </MenuItem>
          {member ? (
            <MenuItem role="menuitem" onClick={choose(onSignOut)}>
              <LogoutIcon /> {t('header.signOut')}
            </MenuItem>
          ) : null}
        </Menu>
      ) : null}
    </div>
  );
}

/** HDR-01..10: login/register for guests; name, balance and the dropdown for members. */
export function HeaderAccountArea() {
  const t = useTexts('common');
  const { flags } = useGateContext();
  const session = useSessionInfo();
  const token_ = useToken();
  const member = useQuery(memberInfoQuery(token_));
  const wallet = useQuery(walletQuery(token_));
  const money = useMoney();
  const hidden = useBalanceVisibility((state) => state.hidden);
  const [signingOut, setSigningOut] = useState(false);

  if (!session) {
    return (
      <Area data-testid="header-guest">
        <HeaderLink to={paths.login()}>{t('header.login')}</HeaderLink>
        {headerRegisterShown(flags) ? (
          <HeaderLink to={paths.register()} $primary>
            {t('header.register')}
          </HeaderLink>
        ) : null}
        <AccountMenu member={false} onSignOut={() => undefined} />
      </Area>
    );
  }
  const name = member.data?.nickname || member.data?.account || session.userName;
  // HDR-07: while the wallet (re)loads the amount stays hidden.
  const showAmount = !hidden && wallet.data !== undefined && !wallet.isFetching;
  return (
    <Area data-testid="header-member">
      <Identity>
        <span data-testid="header-name" dir="auto">
          {name}
        </span>
        <strong data-testid="header-balance">
          {showAmount ? money.show(wallet.data.sumBalance) : t('header.balanceHidden')}
        </strong>
        {showAmount && wallet.data.bonusBalance !== undefined && wallet.data.bonusBalance > 0 ? (
          <small data-testid="header-bonus">
            {t('header.bonusBalance', { amount: money.format(wallet.data.bonusBalance) })}
          </small>
        ) : null}
        <HeaderVerificationLink />
      </Identity>
      <AccountMenu member onSignOut={() => setSigningOut(true)} />
      <SignOutDialog open={signingOut} origin="header" onClose={() => setSigningOut(false)} />
    </Area>
  );
}
