import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useLanguage, useTexts } from '@/i18n';
import { PlatformError } from '@/platform/errors';
import { useSessionInfo } from '@/platform/session';
import { demoPlayAllowed } from '@/tenant/demo-play';
import { paths } from '@/tenant/paths';
import { useSiteConfig } from '@/tenant/site';
import {
  Button,
  ErrorState,
  LoadingState,
  Notice,
  needsLeavingNotice,
  openExternal,
  token,
  useDocumentTitle,
} from '@/ui';
import { demoLaunchQuery } from './discovery-api';
import { useLaunchGame } from './launch';
import { isHttpUrl } from './list-logic';

/**
 * /m/demoPlay (issue 34, FIND-10..12): a game in demo mode, for a guest or a
 * member, without money. The contract's trial launch answers the game's
 * address; the game plays in a frame under a bar whose badge says, all the
 * time, that this is a demo with play money. A provider the site may not
 * frame (not the site itself, not a trusted host) opens in a window of its
 * own, after the leaving notice. A member can switch to real play from the
 * bar; a guest is offered the login.
 */

const Page = styled.div`
  display: flex;
  flex-direction: column;
  /* The game fills the screen between the header and the bottom menu: the page is exactly that tall. */
  height: calc(100dvh - ${token('size.header')} - ${token('size.menu')});
`;

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: ${token('space.sm')};
  min-height: 48px;
  padding: ${token('space.xs')} ${token('space.md')};
  background: ${token('color.bg.surface')};
  border-bottom: 1px solid ${token('color.border.default')};
`;

const Badge = styled.strong`
  flex: none;
  padding: 2px ${token('space.sm')};
  border-radius: ${token('radius.pill')};
  background: ${token('color.bg.accent')};
  color: ${token('color.text.onAccent')};
  font-size: ${token('font.size.sm')};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

const Title = styled.div`
  flex: 1;
  min-width: 0;
  & h1 {
    margin: 0;
    font-size: ${token('font.size.md')};
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  & p {
    margin: 0;
    color: ${token('color.text.secondary')};
    font-size: ${token('font.size.xs')};
  }
`;

const Frame = styled.iframe`
  flex: 1;
  width: 100%;
  border: 0;
  background: ${token('color.bg.page')};
`;

const Body = styled.div`
  padding: ${token('space.lg')};
  display: flex;
  flex-direction: column;
  gap: ${token('space.md')};
`;

/** The query as the page may use it: a game id and a vendor code of plain characters, a name to show while it loads. */
function demoParams(search: URLSearchParams) {
  const nodeId = (search.get('nodeId') ?? '').trim().slice(0, 80);
  const vendor = search.get('vendor') ?? '';
  return {
    nodeId,
    vendor: /^[A-Za-z0-9_]{1,20}$/.test(vendor) ? vendor : '',
    name: (search.get('name') ?? '').slice(0, 120),
  };
}

const isRefusal = (error: unknown): boolean =>
  error instanceof PlatformError && error.errorCode === 'game.demo.unavailable';

export default function DemoPlayPage() {
  const t = useTexts('discovery');
  const [search] = useSearchParams();
  const location = useLocation();
  const language = useLanguage();
  const config = useSiteConfig();
  const session = useSessionInfo();
  const launchReal = useLaunchGame();
  const { nodeId, vendor, name } = demoParams(search);
  const heading = name || nodeId || t('demo.title');
  useDocumentTitle(heading);
  const allowed = demoPlayAllowed(config);
  const backUrl = `${window.location.origin}${paths.home()}`;
  const demo = useQuery({
    ...demoLaunchQuery(nodeId, vendor, language, backUrl),
    enabled: allowed && nodeId !== '',
  });
  const url = demo.data;
  const here = location.pathname + location.search;

  let body;
  if (!allowed || nodeId === '' || isRefusal(demo.error)) {
    body = (
      <Body>
        <Notice role="alert" data-state="refused">
          {allowed ? t('demo.unavailable') : t('demo.notAllowed')}
        </Notice>
        <Link to={paths.home()}>{t('demo.back')}</Link>
      </Body>
    );
  } else if (demo.isError || (demo.isSuccess && !isHttpUrl(url))) {
    body = <ErrorState message={t('demo.failed')} onRetry={() => void demo.refetch()} />;
  } else if (!isHttpUrl(url)) {
    body = <LoadingState />;
  } else if (needsLeavingNotice(url)) {
    body = (
      <Body>
        <p>{t('demo.leaving')}</p>
        <Button onClick={() => openExternal(url)}>{t('demo.openOutside')}</Button>
      </Body>
    );
  } else {
    body = (
      <Frame
        src={url}
        title={t('demo.frameTitle', { name: name || nodeId })}
        allow="fullscreen; autoplay"
        sandbox="allow-scripts allow-same-origin allow-forms"
      />
    );
  }

  return (
    <Page data-testid="demo-play">
      <Bar>
        <Badge>{t('demo.badge')}</Badge>
        <Title>
          <h1 dir="auto">{heading}</h1>
          <p>{t('demo.note')}</p>
        </Title>
        {session ? (
          <Button small onClick={() => void launchReal({ nodeId, vassalage: vendor })}>
            {t('demo.playReal')}
          </Button>
        ) : (
          <Link to={paths.login({ redirect: here })}>{t('demo.loginToPlay')}</Link>
        )}
      </Bar>
      {body}
    </Page>
  );
}
