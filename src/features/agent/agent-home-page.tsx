import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { memberInfoQuery, useGateContext, useUnreadCount, useMoney, walletQuery } from '@/session';
import { sessionInfo, useSessionInfo, useToken } from '@/platform/session';
import { agentDividendShown } from '@/tenant/feature-gates';
import { AGENT_TILES, visibleRows } from '@/tenant/menu-tables';
import { paths } from '@/tenant/paths';
import { Button, CountBadge, InlineErrorState, tileCard, token, useDocumentTitle } from '@/ui';
import { agentNoticeUnreadQuery, dividendInfoQuery, teamKpiQuery } from './api';
import { isContractExempt, isoDay } from './contracts';
import { greetingForHour } from './greeting';

const Top = styled.header`
  padding: ${token('space.lg')};
  background: ${token('color.bg.header')};
  color: ${token('color.text.onHeader')};
  display: flex;
  flex-direction: column;
  gap: ${token('space.sm')};
  & h1 {
    margin: 0;
    font-size: ${token('font.size.md')};
  }
`;

const Row = styled.div`
  display: flex;
  gap: ${token('space.sm')};
`;

const Counters = styled.dl`
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  gap: ${token('space.xs')};
  margin: ${token('space.lg')};
  text-align: center;
  & div {
    padding: ${token('space.sm')};
    border-radius: ${token('radius.card')};
    background: ${token('color.bg.surface')};
  }
  & dt {
    font-size: ${token('font.size.xs')};
    color: ${token('color.text.muted')};
  }
  & dd {
    margin: 0;
    font-weight: ${token('font.weight.bold')};
    color: ${token('color.text.primary')};
  }
`;

const CountersFailed = styled.div`
  margin: 0 ${token('space.lg')} ${token('space.md')};
`;

const Tiles = styled.ul`
  list-style: none;
  margin: 0 ${token('space.lg')};
  padding: 0;
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${token('space.sm')};
  & a {
    ${tileCard}
    position: relative;
  }
`;

const Footer = styled.nav`
  position: sticky;
  bottom: 0;
  display: flex;
  justify-content: space-around;
  margin-top: ${token('space.xl')};
  padding: ${token('space.sm')};
  background: ${token('color.bg.menu')};
  & a {
    display: inline-flex;
    align-items: center;
    gap: ${token('space.xs')};
    color: ${token('color.text.menuInactive')};
    text-decoration: none;
    font-size: ${token('font.size.sm')};
  }
`;

const TileBadge = styled(CountBadge)`
  position: absolute;
  top: ${token('space.xs')};
  inset-inline-end: ${token('space.xs')};
`;

const COUNTERS = ['teamLoginMemberCount', 'teamBetMemberCount', 'teamRegisterMemberCount', 'teamOnlineCount'] as const;

/** 001 §2 Agent home (AGENT-01..23); the route table lets in types other than 0, 4 and 40 only. */
export default function AgentHomePage() {
  const { t, i18n } = useTranslation('agent');
  useDocumentTitle(t('title'));
  const navigate = useNavigate();
  const session = useSessionInfo();
  const token_ = useToken();
  const [openedAt] = useState(() => new Date());
  const member = useQuery(memberInfoQuery(token_));
  const wallet = useQuery(walletQuery(token_));
  const money = useMoney();
  const kpi = useQuery(teamKpiQuery(token_, isoDay(openedAt)));
  const memberType = member.data?.type ?? session?.type ?? null;
  // AGENT-23: dividend info only for types other than 4, 40, 41 and 42 (the dividend page shows it).
  useQuery(dividendInfoQuery(token_, member.isSuccess && !isContractExempt(memberType)));
  const unreadMail = useUnreadCount();
  const noticeUnread = useQuery(agentNoticeUnreadQuery(token_, i18n.resolvedLanguage ?? i18n.language)).data ?? 0;
  /** AGENT-22: every navigation needs a session (read now, not at render); without one, log in. */
  const go = (path: string) => (event: { preventDefault: () => void }) => {
    event.preventDefault();
    if (!sessionInfo()) void navigate(paths.login({ redirect: path }));
    else void navigate(path);
  };
  const gates = useGateContext(member.data ?? null);
  const tiles = visibleRows(AGENT_TILES, gates);
  const name = member.data?.userName || session?.userName || '';

  return (
    <div data-page="agent">
      <Top>
        <h1 data-testid="agent-greeting">{t(`greeting.${greetingForHour(openedAt.getHours())}`, { name })}</h1>
        <span data-testid="agent-balance">
          {t('balance')}: {wallet.data ? money.show(wallet.data.sumBalance) : '—'}
        </span>
        <Row>
          <Button small onClick={go(paths.withdraw())}>
            {t('withdraw')}
          </Button>
          <Button small variant="secondary" onClick={go(paths.voucherCenter())}>
            {t('deposit')}
          </Button>
        </Row>
      </Top>
      <Counters aria-label={t('today')} aria-busy={kpi.isPending || undefined} data-testid="agent-counters">
        {COUNTERS.map((key) => (
          <div key={key}>
            <dt>{t(`counters.${key}`)}</dt>
            <dd data-counter={key}>{kpi.data ? kpi.data[key] : '—'}</dd>
          </div>
        ))}
      </Counters>
      {/* A failed read of today's figures is said, with a retry: the dashes alone would read as "no data". */}
      {kpi.isLoadingError ? (
        <CountersFailed>
          <InlineErrorState testId="agent-counters-error" onRetry={() => void kpi.refetch()} />
        </CountersFailed>
      ) : null}
      <Tiles data-testid="agent-tiles">
        {tiles.map((tile) => (
          <li key={tile.id}>
            <Link to={tile.route} data-tile={tile.id} onClick={go(tile.route)}>
              {t(tile.labelKey)}
              {tile.id === 'mail' && unreadMail > 0 ? (
                <TileBadge data-testid="agent-mail-badge" aria-label={t('unread', { count: unreadMail })}>
                  {unreadMail}
                </TileBadge>
              ) : null}
            </Link>
          </li>
        ))}
      </Tiles>
      <Footer aria-label={t('footerLabel')} data-testid="agent-footer">
        <Link to={paths.home()}>{t('footer.home')}</Link>
        <Link to={paths.agentRegister()} onClick={go(paths.agentRegister())}>
          {t('footer.openAccount')}
        </Link>
        {agentDividendShown(gates.flags) ? (
          <Link to={paths.agentDividend()} onClick={go(paths.agentDividend())}>
            {t('footer.dividend')}
          </Link>
        ) : null}
        <Link
          to={paths.agentNotice({ types: 'A' })}
          onClick={go(paths.agentNotice({ types: 'A' }))}
          aria-label={t('footer.announcements')}
        >
          {t('footer.announcements')}
          {noticeUnread > 0 ? (
            <CountBadge data-testid="agent-notice-badge" aria-hidden>
              {noticeUnread}
            </CountBadge>
          ) : null}
        </Link>
      </Footer>
    </div>
  );
}
