import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { accountKeys, useMoney } from '@/session';
import { useSessionInfo } from '@/platform/session';
import { Button, Card, FormAlert, MutedText, PageBody, PageHeading, ProgressBar, QueryView, RecordRow, SectionHeading, StackList, toast } from '@/ui';
import { claimMission, engageKeys, leaderboardQuery, missionsQuery, type Mission } from './api';
import { useClaim } from './use-claim';

/** /m/leaderBoard (MISSION; ENGAGE-05): tasks with progress and claim, and this week's leaderboard. */

function MissionRow({ mission }: { readonly mission: Mission }) {
  const { t } = useTranslation('engage');
  const money = useMoney();
  const queryClient = useQueryClient();
  const claim = useClaim(() => claimMission(mission.id), (result) => {
    toast.success('engage:missions.claimDone', { values: { amount: money.format(result.reward) } });
    void queryClient.invalidateQueries({ queryKey: engageKeys.all });
    void queryClient.invalidateQueries({ queryKey: accountKeys.all });
  });
  const isMoney = mission.metric === 'deposits' || mission.metric === 'slotStakes';
  const shown = (value: number) => (isMoney ? money.format(value) : String(value));
  return (
    <RecordRow data-mission={mission.id} data-status={mission.status}>
      <span>{`${t(`missions.period.${mission.period}`)} · ${t(`missions.metrics.${mission.metric}`, { target: shown(mission.target) })}`}</span>
      <strong>{t('missions.reward', { amount: money.format(mission.reward) })}</strong>
      <ProgressBar value={mission.progress} max={mission.target} label={t('missions.progress', { progress: shown(mission.progress), target: shown(mission.target) })} />
      <small>{t('missions.progress', { progress: shown(mission.progress), target: shown(mission.target) })}</small>
      {claim.error ? <FormAlert>{claim.error}</FormAlert> : null}
      <Button small disabled={mission.status !== 'complete' || claim.busy} onClick={() => claim.run()}>
        {mission.status === 'claimed' ? t('missions.claimed') : t('missions.claim')}
      </Button>
    </RecordRow>
  );
}

function Leaderboard() {
  const { t } = useTranslation('engage');
  const money = useMoney();
  const board = useQuery(leaderboardQuery(useSessionInfo()?.token ?? null));
  return (
    <Card>
      <SectionHeading>{t('missions.board')}</SectionHeading>
      <QueryView query={board}>
        {(value) => (
          <>
            {value.top.length === 0 ? <MutedText>{t('missions.boardEmpty')}</MutedText> : (
              <StackList data-testid="leaderboard">
                {value.top.map((row) => (
                  <RecordRow key={row.rank} data-you={row.you ? 'yes' : undefined}>
                    <span>{t('missions.rankRow', { rank: row.rank, name: row.username })}</span>
                    <strong>{money.format(row.stakes)}</strong>
                  </RecordRow>
                ))}
              </StackList>
            )}
            <MutedText data-testid="my-rank">{value.you ? t('missions.you', { rank: value.you.rank }) : t('missions.youNone')}</MutedText>
          </>
        )}
      </QueryView>
    </Card>
  );
}

export default function MissionsPage() {
  const { t } = useTranslation('engage');
  const missions = useQuery(missionsQuery(useSessionInfo()?.token ?? null));
  return (
    <PageBody data-page="leaderBoard">
      <PageHeading>{t('missions.title')}</PageHeading>
      <Card>
        <SectionHeading>{t('missions.tasks')}</SectionHeading>
        <QueryView query={missions}>{(rows) => <StackList data-testid="missions">{rows.map((mission) => <MissionRow key={mission.id} mission={mission} />)}</StackList>}</QueryView>
      </Card>
      <Leaderboard />
    </PageBody>
  );
}
