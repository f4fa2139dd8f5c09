import { useQueries } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useLanguage, useTexts } from '@/i18n';
import { paths } from '@/tenant/paths';
import { EmptyState, ErrorState, LoadingState, PageBody, PageHeading, SectionHeading } from '@/ui';
import { lotteryListQuery, type ListPrizeMode } from './api';
import { LotteryTiles } from './lottery-tiles';

/**
 * /m/moreLottery (ENGAGE-07): every lottery category and game of both kinds
 * (lottery and e-lottery), grouped as the platform groups them; a game opens
 * the start-lottery screen in its mode.
 */

const KINDS: readonly ListPrizeMode[] = ['Lott', 'Elott'];

export default function MoreLotteryPage() {
  const t = useTexts('lottery');
  const language = useLanguage();
  const navigate = useNavigate();
  const lists = useQueries({ queries: KINDS.map((mode) => lotteryListQuery(mode, language)) });
  const body = (() => {
    if (lists.some((list) => list.isPending)) return <LoadingState />;
    if (lists.every((list) => list.isError))
      return <ErrorState onRetry={() => lists.forEach((list) => void list.refetch())} />;
    const sections = KINDS.flatMap((mode, index) =>
      (lists[index]?.data ?? []).filter((group) => group.games.length > 0).map((group) => ({ mode, group })),
    );
    if (sections.length === 0) return <EmptyState>{t('more.empty')}</EmptyState>;
    return sections.map(({ mode, group }) => (
      <section key={`${mode}-${group.displayName}`} aria-label={group.displayName} data-kind={mode}>
        <SectionHeading>
          <bdi>{group.displayName}</bdi> · {t(mode === 'Lott' ? 'more.lott' : 'more.elott')}
        </SectionHeading>
        <LotteryTiles
          label={group.displayName}
          games={group.games}
          openLabel={(name) => t('more.open', { name })}
          onOpen={(game) => void navigate(paths.startLottery({ code: game.gameCode, prizeMode: mode }))}
        />
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
