import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useTexts } from '@/i18n';
import { memberInfoQuery, useGateContext } from '@/session';
import { useDownloadLinks } from '@/features/download';
import { VerificationStatusNote } from '@/features/kyc';
import { DURATIONS } from '@/lib/spec-constants';
import { safeExternalUrl } from '@/lib/url-guard';
import { toPlatformError } from '@/platform/errors';
import { useSessionInfo, useToken } from '@/platform/session';
import { MEMBER_CENTRE_MENU, visibleRows } from '@/tenant/menu-tables';
import { inviteAction, showsShareButton } from '@/tenant/feature-gates';
import { paths } from '@/tenant/paths';
import { useSiteSettings } from '@/tenant/site';
import {
  BackIcon,
  Button,
  ChevronRightIcon,
  Dialog,
  IconButton,
  MenuIcon,
  SettingsIcon,
  ShareIcon,
  token,
  toast,
  openLoginDialog,
  useDocumentTitle,
} from '@/ui';
import { MemberSummary } from './member-summary';
import { MemberWallet } from './member-wallet';

const Header = styled.header`
  display: grid;
  grid-template-columns: auto 1fr auto auto;
  align-items: center;
  gap: ${token('space.sm')};
  min-height: 48px;
  padding: 0 ${token('space.sm')};
  background: ${token('color.bg.header')};
  color: ${token('color.text.onHeader')};
  & h1 {
    margin: 0;
    font-size: ${token('font.size.md')};
    text-align: center;
  }
  & a {
    color: inherit;
    display: inline-flex;
  }
`;

const Menu = styled.ul<{ $grid: boolean }>`
  list-style: none;
  margin: 0 ${token('space.lg')} ${token('space.lg')};
  padding: 0;
  display: grid;
  grid-template-columns: ${({ $grid }) => ($grid ? 'repeat(3, 1fr)' : '1fr')};
  gap: ${token('space.xs')};
`;

const Entry = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  width: 100%;
  min-height: 48px;
  padding: 0 ${token('space.md')};
  border: none;
  border-radius: ${token('radius.card')};
  background: ${token('color.bg.surface')};
  color: ${token('color.text.primary')};
  font: inherit;
  text-align: start;
`;

const Links = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${token('space.sm')};
  & a {
    color: ${token('color.text.link')};
  }
`;

/** 000 §2.8 member centre (MINE-01..29, SHARE-01..06); BOOT-06 picks the layout version. */
export default function MemberCentrePage() {
  const t = useTexts('member');
  useDocumentTitle(t('title'));
  const navigate = useNavigate();
  const settings = useSiteSettings();
  const downloadLinks = useDownloadLinks();
  const session = useSessionInfo();
  const member = useQuery(memberInfoQuery(useToken()));
  const [menuOpen, setMenuOpen] = useState(false);
  const [openedAt] = useState(() => Date.now());
  const context = useGateContext(member.data ?? null);

  // MINE-29: a session whose member info cannot be obtained goes to log in; a lost connection
  // is not that (issue 7): the page stays and refetches when the device is back online.
  if (session && member.isError && !member.data && !toPlatformError(member.error).isConnectionProblem)
    return <Navigate to={paths.login()} replace />;

  const rows = visibleRows(MEMBER_CENTRE_MENU, context);

  /** MINE-06/07: guests may look; every action opens the login dialog. */
  const go = (path: string) => {
    if (!session) {
      openLoginDialog(path);
      return;
    }
    if (path === paths.inviteFriends()) {
      const action = inviteAction(context);
      if (action.kind === 'contactService') {
        toast.fail('messages.contact_service', { durationMs: DURATIONS.contactServiceToast });
        return;
      }
    }
    void navigate(path);
  };

  const share = () => {
    setMenuOpen(false);
    const action = inviteAction(context);
    if (action.kind === 'login') void navigate(paths.login());
    else if (action.kind === 'contactService')
      toast.fail('messages.contact_service', { durationMs: DURATIONS.contactServiceToast });
    else void navigate(action.path);
  };

  // SHARE-01/02: contact icons only when the platform's (or the tenant's) links exist.
  const telegram = safeExternalUrl(downloadLinks.TELEGRAM);
  const whatsapp = safeExternalUrl(downloadLinks.WHATSAPP);
  const info = member.data;
  const account = info?.account || info?.userName || session?.userName || '';

  return (
    <div data-page="mine" data-version={settings.memberCentreVersion}>
      <Header>
        <Link to={paths.home()} aria-label={t('back')}>
          <BackIcon />
        </Link>
        <h1>{t('title')}</h1>
        <IconButton label={t('leftMenu')} onClick={() => setMenuOpen(true)}>
          <MenuIcon />
        </IconButton>
        <IconButton label={t('settings')} onClick={() => go(paths.settings())}>
          <SettingsIcon />
        </IconButton>
      </Header>

      <MemberSummary
        loggedIn={session !== null}
        account={account}
        info={info}
        openedAt={openedAt}
        onOpenSettings={() => go(paths.settings())}
      />
      {session ? <MemberWallet /> : null}

      <nav aria-label={t('menuLabel')}>
        <Menu $grid={settings.memberCentreVersion === 'new'} data-testid="member-menu">
          {rows.map((row) => (
            <li key={row.id}>
              <Entry type="button" data-entry={row.id} onClick={() => go(row.route)}>
                {t(row.labelKey)}
                {row.id === 'verification' ? <VerificationStatusNote /> : null}
                <ChevronRightIcon />
              </Entry>
            </li>
          ))}
        </Menu>
      </nav>

      <Dialog
        open={menuOpen}
        title={t('leftMenu')}
        onClose={() => setMenuOpen(false)}
        testId="member-left-menu"
        placement="left"
      >
        <Links>
          {telegram ? (
            <a href={telegram} target="_blank" rel="noopener noreferrer" data-testid="left-menu-telegram">
              {t('telegram')}
            </a>
          ) : null}
          {whatsapp ? (
            <a href={whatsapp} target="_blank" rel="noopener noreferrer" data-testid="left-menu-whatsapp">
              {t('whatsapp')}
            </a>
          ) : null}
          {showsShareButton(context) ? (
            <Button onClick={share}>
              <ShareIcon /> {t('share')}
            </Button>
          ) : null}
        </Links>
      </Dialog>
    </div>
  );
}
