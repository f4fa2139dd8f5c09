import { useQuery } from '@tanstack/react-query';
import { memo, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { useLanguage, useTexts } from '@/i18n';
import { localDigits } from '@/lib/formats';
import { writeText } from '@/lib/screen-watcher';
import { readStored, writeStored } from '@/lib/storage';
import { useSessionInfo } from '@/platform/session';
import { paths } from '@/tenant/paths';
import { EmptyState, ErrorState, HeartIcon, LoadingState, StackList, Tabs, toast, token, PageHeading } from '@/ui';
import { RowCard } from '@/ui/patterns/row-card';
import { lotteryMenuQuery, type LotteryGame } from './api';
import { formatCountdown, winningDigits } from './countdown';
import { useLaunchLottery } from './launch';
import { subscribeTicker, tickerNow } from './ticker';

const Page = styled.div`
  padding: ${token('space.md')} ${token('space.lg')} ${token('space.xl')};
  display: flex;
  flex-direction: column;
  gap: ${token('space.md')};
`;

const Open = styled.button`
  flex: 1;
  display: grid;
  grid-template-columns: 48px 1fr auto;
  gap: ${token('space.xs')} ${token('space.sm')};
  align-items: center;
  padding: 0;
  border: 0;
  background: none;
  color: ${token('color.text.primary')};
  text-align: start;
  cursor: pointer;
  & img {
    grid-row: span 2;
    width: 48px;
    height: 48px;
    border-radius: ${token('radius.card')};
  }
  & small {
    color: ${token('color.text.muted')};
    font-size: ${token('font.size.xs')};
  }
`;

// The state is an attribute the countdown writes itself, so the colour follows it without a render.
// The time is written into an inner box with size and layout containment (wide enough for h:mm:ss
// and the drawing label): a relayout boundary, so a changed text lays out that box alone. On the
// clock itself, a grid item, the containment did not stop it: Chromium lays a grid item out with its
// grid, and the rows and the list again every second (issue 35: layout 7 → 2.5 ms per tick at 4×).
const Clock = styled.span`
  display: block;
  & > span {
    display: block;
    width: 6.5em;
    height: 1.5em;
    contain: size layout style;
  }
  white-space: nowrap;
  text-align: end;
  font-variant-numeric: tabular-nums;
  font-weight: ${token('font.weight.bold')};
  color: ${token('color.text.primary')};
  &[data-state='near'] {
    color: ${token('color.text.danger')};
  }
`;

// SPEED-08: rows off screen skip style, layout and paint (their countdowns still write their text, less
// often, so a screen reader reads the time: SPEED-26); `auto` keeps a row's last measured height while skipped.
const LotteryCard = styled(RowCard)`
  content-visibility: auto;
  contain-intrinsic-size: auto 72px;
`;

const Heart = styled.button<{ $on: boolean }>`
  width: 32px;
  height: 32px;
  border: 0;
  background: none;
  /* An icon, not the ♡ and ♥ characters (a fallback font's look-up in every row's layout: issue 35). */
  display: inline-flex;
  align-items: center;
  justify-content: center;
  padding: 0;
  color: ${(props) => (props.$on ? token('color.status.danger') : token('color.text.muted'))};
  cursor: pointer;
`;

/**
 * LOTT-06..09: each countdown listens to the shared ticker and writes its own
 * text and state into the DOM when they change; no React render per tick
 * (issue 15: 50 rendered countdowns cost too much per tick on a cheap phone),
 * every tick while it is on screen, less often off it (ticker.ts, issue 35).
 */
function Countdown({ game }: { readonly game: LotteryGame }) {
  const t = useTexts('lottery');
  const language = useLanguage();
  const clock = useRef<HTMLSpanElement>(null);
  const digits = useRef<HTMLSpanElement>(null);
  const drawing = t('item.drawing');
  const { deadline } = game;
  const onSale = game.isSale && Boolean(game.numero);
  useEffect(() => {
    const show = (now: number) => {
      const element = clock.current;
      const time = digits.current;
      if (!element || !time) return;
      const view = formatCountdown(deadline - now, onSale);
      const text = view.state === 'drawing' ? drawing : localDigits(view.text, language);
      // The text node React made is rewritten in place (no new node, nothing for React to lose).
      writeText(time, text);
      if (element.dataset.state !== view.state) element.dataset.state = view.state;
    };
    show(tickerNow());
    return subscribeTicker(show, clock.current);
  }, [deadline, onSale, drawing, language]);
  const view = formatCountdown(deadline - tickerNow(), onSale);
  return (
    <Clock ref={clock} data-state={view.state} aria-label={t('item.countdown')} role="timer">
      <span ref={digits}>{view.state === 'drawing' ? drawing : localDigits(view.text, language)}</span>
    </Clock>
  );
}

const LotteryRow = memo(function LotteryRow({
  game,
  favourite,
  onLaunch,
  onToggle,
}: {
  readonly game: LotteryGame;
  readonly favourite: boolean;
  readonly onLaunch: (game: LotteryGame) => void;
  readonly onToggle: (game: LotteryGame) => void;
}) {
  const t = useTexts('lottery');
  const name = game.gameName ?? game.gameCode;
  const digits = winningDigits(game.previousWinningNumber);
  return (
    <LotteryCard data-testid={`lottery-${game.gameCode}`}>
      <Open type="button" onClick={() => onLaunch(game)}>
        <img src={game.mobileIconUrl || undefined} alt="" width={48} height={48} loading="lazy" />
        <span>
          <strong dir="auto">{name}</strong> <small dir="auto">{game.remark}</small>
        </span>
        <Countdown game={game} />
        <small>
          {game.numero ? t('item.issue', { numero: game.numero }) : ''}{' '}
          {digits ? `· ${t('item.previous')}: ${digits}` : ''}
        </small>
      </Open>
      <Heart
        type="button"
        $on={favourite}
        aria-pressed={favourite}
        aria-label={t(favourite ? 'item.removeFavourite' : 'item.addFavourite', { name })}
        onClick={() => onToggle(game)}
      >
        <HeartIcon size={22} fill={favourite ? 'currentColor' : 'none'} />
      </Heart>
    </LotteryCard>
  );
});

/** Lottery list (/m/lottery; LOTT, LAUNCH-01, LAUNCH-02). */
export default function LotteryPage() {
  const t = useTexts('lottery');
  const language = useLanguage();
  const session = useSessionInfo();
  const menu = useQuery(lotteryMenuQuery(language));
  const [tab, setTab] = useState('HOT');
  const userKey = session?.userName ?? '';
  const [favourites, setFavourites] = useState<string[]>(() => readStored('LOTTFAV')?.[userKey] ?? []);

  // LOTT-15: toggled locally under LOTTFAV[userName]; no server call. A guest has no user name to
  // keep them under, so the heart says "log in first" (ERR-19) rather than leaving the list.
  const toggle = (game: LotteryGame) => {
    if (!session) {
      toast.fail('messages.in_logged_login');
      return;
    }
    const id = String(game.gameId);
    setFavourites((old) => {
      const next = old.includes(id) ? old.filter((entry) => entry !== id) : [id, ...old];
      writeStored('LOTTFAV', { ...(readStored('LOTTFAV') ?? {}), [userKey]: next });
      return next;
    });
  };

  const launchLottery = useLaunchLottery();
  // LOTT-17: tapping a lottery launches it (LAUNCH-01).
  const launch = (game: LotteryGame) => launchLottery({ gameCode: game.gameCode, backPath: paths.lottery() });

  // Issue 35: an answer re-renders its readers synchronously (useSyncExternalStore), fifty rows in one long
  // task. The list renders from a deferred copy instead, in a transition React slices (as home does).
  const data = useDeferredValue(menu.data);
  const groups = data ?? [];
  const all = useMemo(() => (data ?? []).flatMap((group) => group.games), [data]);
  const tabs = [
    { id: 'HOT', label: t('menu.hot') },
    { id: 'FAV', label: t('menu.favourites') },
    ...groups.map((group) => ({ id: `G:${group.labelName}`, label: group.labelName, fromServer: true })),
  ];
  const shown =
    tab === 'HOT'
      ? all.filter((game) => (game.tag ?? '').toUpperCase().includes('HOT'))
      : tab === 'FAV'
        ? all.filter((game) => favourites.includes(String(game.gameId)))
        : (groups.find((group) => `G:${group.labelName}` === tab)?.games ?? []);
  // LOTT-16: favourites first.
  const ordered = [...shown].sort(
    (a, b) => Number(favourites.includes(String(b.gameId))) - Number(favourites.includes(String(a.gameId))),
  );

  return (
    <Page>
      <PageHeading hidden>{t('title')}</PageHeading>
      <Tabs label={t('menu.label')} activeId={tab} onSelect={setTab} items={tabs} />
      {data === undefined && !menu.isError ? (
        <LoadingState />
      ) : menu.isError && all.length === 0 ? (
        <ErrorState onRetry={() => void menu.refetch()} />
      ) : ordered.length === 0 ? (
        <EmptyState />
      ) : (
        <StackList aria-label={t('list.label')}>
          {ordered.map((game) => (
            <LotteryRow
              key={game.gameCode}
              game={game}
              favourite={favourites.includes(String(game.gameId))}
              onLaunch={(item) => void launch(item)}
              onToggle={toggle}
            />
          ))}
        </StackList>
      )}
    </Page>
  );
}
