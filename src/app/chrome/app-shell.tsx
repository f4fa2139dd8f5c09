import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { DownloadBarSlot } from '@/features/download/download-bar-slot';
import { lazyPart } from '@/lib/lazy-part';
import { useJurisdictionPrompt } from '@/session';
import { token } from '@/ui';
import { BottomMenu } from './bottom-menu';
import { BackHeader, HomeHeader } from './header';
import { LeavingNotice } from './leaving-notice';
import { LoginDialog } from './login-dialog';
import { PageTransition } from './page-transition';
import { hidesHeader, isHomeLike, showsBottomMenu, usesTallMenu } from '@/tenant/chrome-rules';
import { OfflineWatcher, SessionWatcher } from './watchers';

const Main = styled.main<{ $header: boolean; $menu: 'none' | 'normal' | 'tall' }>`
  max-width: ${token('size.contentMax')};
  margin: 0 auto;
  min-height: 100vh;
  padding-top: ${({ $header }) => ($header ? token('size.header') : '0')};
  padding-bottom: ${({ $menu }) => ($menu === 'none' ? '0' : $menu === 'tall' ? token('size.menuTall') : token('size.menu'))};
`;

/**
 * Not needed for the first paint: the contract prompts wait for member info and
 * the service widget for the service call, and the download bar for the
 * version-info call, so they load in their own chunks
 * (with the platform codecs the widget needs) after the shell is on screen.
 */
const ContractPrompts = lazyPart(
  () => import('@/features/agent'),
  (module) => module.ContractPrompts,
  { afterIdle: true },
);
const DownloadBar = lazyPart(
  () => import('@/features/download'),
  (module) => module.DownloadBar,
  { fallback: DownloadBarSlot, afterIdle: true },
);
const ShellHotMatchPopup = lazyPart(
  () => import('@/features/home'),
  (module) => module.ShellHotMatchPopup,
  { afterIdle: true },
);
const RealityCheck = lazyPart(
  () => import('@/features/security'),
  (module) => module.RealityCheck,
  { afterIdle: true },
);
const ServiceWidget = lazyPart(
  () => import('@/features/service'),
  (module) => module.ServiceWidget,
  { afterIdle: true },
);

/**
 * Issue 33: the jurisdiction gates' prompts load only once one is asked for
 * (most tenants never ask). Their own module, not the feature's index: the
 * member centre imports the index statically, and the prompts would ride
 * along into its chunk.
 */
const JurisdictionPrompts = lazyPart(
  () => import('@/features/kyc/jurisdiction-prompts'),
  (module) => module.JurisdictionPrompts,
);
function JurisdictionPromptSlot() {
  return useJurisdictionPrompt((state) => state.prompt !== null) ? <JurisdictionPrompts /> : null;
}

const tallMenu = usesTallMenu(navigator.userAgent, window.screen.height);

/** The page chrome of 000 §2.2 around the current page. */
export function AppShell({ children }: { readonly children: ReactNode }) {
  const { pathname } = useLocation();
  const header = hidesHeader(pathname) ? null : isHomeLike(pathname) ? <HomeHeader /> : <BackHeader />;
  const menu = showsBottomMenu(pathname);
  return (
    <>
      {header}
      <Main id="main" $header={header !== null} $menu={menu ? (tallMenu ? 'tall' : 'normal') : 'none'}>
        {isHomeLike(pathname) ? <DownloadBar /> : null}
        <PageTransition>{children}</PageTransition>
        {/* In the main flow: open on home it is a row after the page (POLISH-14); elsewhere it floats (fixed). */}
        {menu ? <ServiceWidget /> : null}
      </Main>
      {menu ? <BottomMenu tall={tallMenu} /> : null}
      <LoginDialog />
      <LeavingNotice />
      <ContractPrompts />
      <ShellHotMatchPopup />
      <RealityCheck />
      <JurisdictionPromptSlot />
      <SessionWatcher />
      <OfflineWatcher />
    </>
  );
}
