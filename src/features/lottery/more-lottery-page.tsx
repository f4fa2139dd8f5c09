import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useLanguage } from '@/i18n';
import { paths } from '@/tenant/paths';
import { EmptyState, ErrorState, IconTileButton, LoadingState, PageBody, PageHeading, SectionHeading, TileGrid } from '@/ui';
import { lotteryListQuery, type ListPrizeMode } from './api';

/**
 * /m/moreLottery (ENGAGE-07): every lottery category and game of both kinds
 * (lottery and e-lottery), grouped as the platform groups them; a game opens
 * the start-lottery screen in its mode.
 */

const KINDS: readonly ListPrizeMode[] = ['Lott', 'Elott'];

export default function MoreLotteryPage() {
  const { t } = useTranslation('lottery');
  const language = useLanguage();
  const navigate = useNavigate();
  const lists = useQueries({ queries: KINDS.map((mode) => lotteryListQuery(mode, language)) });
  const body = (() => {
    if (lists.some((list) => list.isPending)) return <LoadingState />;
    if (lists.every((list) => list.isError)) return <ErrorState onRetry={() => lists.forEach((list) => void list.refetch())} />;
    const sections = KINDS.flatMap((mode, index) => (lists[index]?.data ?? []).filter((group) => group.games.length > 0).map((group) => ({ mode, group })));
    if (sections.length === 0) return <EmptyState>{t('more.empty')}</EmptyState>;
    return sections.map(({ mode, group }) => (
      <section key={`${mode}-${group.displayName}`} aria-label={group.displayName} data-kind={mode}>
        <SectionHeading>{`${group.displayName} · ${t(mode === 'Lott' ? 'more.lott' : 'more.elott')}`}</SectionHeading>
        <TileGrid aria-label={group.displayName}>
          {group.games.map((game) => (
            <li key={game.gameCode}>
              <IconTileButton type="button" aria-label={t('more.open', { name: game.gameName ?? game.gameCode })} onClick={() => void navigate(paths.startLottery({ code: game.gameCode, prizeMode: mode }))}>
                <img src={game.mobileIconUrl ?? ''} alt="" width={80} height={80} loading="lazy" />
                <span>{game.gameName ?? game.gameCode}</span>
              </IconTileButton>
            </li>
          ))}
        </TileGrid>
      </section>
    ));
  })();
  return (
    <PageBody data-page="moreLottery">
      <PageHeading>{t('more.title')}</PageHeading>
      {body}
    </PageBody>
  );
}
