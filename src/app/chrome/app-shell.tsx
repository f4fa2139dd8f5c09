import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { ContractPrompts } from '@/features/agent';
import { ShellHotMatchPopup } from '@/features/home';
import { ServiceWidget } from '@/features/service';
import { token } from '@/ui';
import { BottomMenu } from './bottom-menu';
import { BackHeader, HomeHeader } from './header';
import { LoginDialog } from './login-dialog';
import { PageTransition } from './page-transition';
import { hidesHeader, isHomeLike, showsBottomMenu, usesTallMenu } from './rules';
import { OfflineWatcher, SessionWatcher } from './watchers';

const Main = styled.main<{ $header: boolean; $menu: 'none' | 'normal' | 'tall' }>`
  max-width: ${token('size.contentMax')};
  margin: 0 auto;
  min-height: 100vh;
  padding-top: ${({ $header }) => ($header ? token('size.header') : '0')};
  padding-bottom: ${({ $menu }) => ($menu === 'none' ? '0' : $menu === 'tall' ? token('size.menuTall') : token('size.menu'))};
`;

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
        <PageTransition>{children}</PageTransition>
      </Main>
      {menu ? <BottomMenu tall={tallMenu} /> : null}
      <LoginDialog />
      <ContractPrompts />
      <ShellHotMatchPopup />
      {showsBottomMenu(pathname) ? <ServiceWidget /> : null}
      <SessionWatcher />
      <OfflineWatcher />
    </>
  );
}
