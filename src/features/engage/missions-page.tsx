import { useQueryClient } from '@tanstack/react-query';
import { useTexts } from '@/i18n';
import { accountKeys, useMoney } from '@/session';
import { MemberQueryView } from '@/session/member-query-view';
import { Button, FormAlert, MutedText, ProgressBar, RecordRow, StackList, toast } from '@/ui';
import { SectionCard } from '@/ui/patterns/section-card';
import { TitledPage } from '@/ui/patterns/titled-page';
import { claimMission, engageKeys, leaderboardQuery, missionsQuery, type Mission } from './api';
import { useClaim } from './use-claim';

/** /m/leaderBoard (MISSION; ENGAGE-05): tasks with progress and claim, and this week's leaderboard. */

function MissionRow({ mission }: { readonly mission: Mission }) {
  const t = useTexts('engage');
  const money = useMoney();
  const queryClient = useQueryClient();
  const claim = useClaim(
    () => claimMission(mission.id),
    (result) => {
      toast.success('engage:missions.claimDone', { values: { amount: money.format(result.reward) } });
      void queryClient.invalidateQueries({ queryKey: engageKeys.all });
      void queryClient.invalidateQueries({ queryKey: accountKeys.all });
    },
  );
  const { goal } = mission;
  const [target, progress] =
    goal.kind === 'money'
      ? [money.format(goal.target), money.format(goal.progress)]
      : [String(goal.target), String(goal.progress)];
  return (
    <RecordRow data-mission={mission.id} data-status={mission.status}>
      <span>{`${t(`missions.period.${mission.period}`)} · ${t(`missions.metrics.${mission.metric}`, { target })}`}</span>
      <strong>{t('missions.reward', { amount: money.format(mission.reward) })}</strong>
      <ProgressBar value={goal.progress} max={goal.target} label={t('missions.progress', { progress, target })} />
      <small>{t('missions.progress', { progress, target })}</small>
      {claim.error ? <FormAlert>{claim.error}</FormAlert> : null}
      <Button small disabled={mission.status !== 'complete' || claim.busy} onClick={() => claim.run()}>
        {mission.status === 'claimed' ? t('missions.claimed') : t('missions.claim')}
      </Button>
    </RecordRow>
  );
}

function Leaderboard() {
  const t = useTexts('engage');
  const money = useMoney();
  return (
    <SectionCard title={t('missions.board')}>
      <MemberQueryView read={leaderboardQuery}>
        {(value) => (
          <>
            {value.top.length === 0 ? (
              <MutedText>{t('missions.boardEmpty')}</MutedText>
            ) : (
              <StackList data-testid="leaderboard">
                {value.top.map((row) => (
                  <RecordRow key={row.rank} data-you={row.you ? 'yes' : undefined}>
                    <span>{t('missions.rankRow', { rank: row.rank, name: row.username })}</span>
                    <strong>{money.show(row.stakes)}</strong>
                  </RecordRow>
                ))}
              </StackList>
            )}
            <MutedText data-testid="my-rank">
              {value.you ? t('missions.you', { rank: value.you.rank }) : t('missions.youNone')}
            </MutedText>
          </>
        )}
      </MemberQueryView>
    </SectionCard>
  );
}

export default function MissionsPage() {
  const t = useTexts('engage');
  return (
    <TitledPage page="leaderBoard" title={t('missions.title')}>
      <SectionCard title={t('missions.tasks')}>
        <MemberQueryView read={missionsQuery}>
          {(rows) => (
            <StackList data-testid="missions">
              {rows.map((mission) => (
                <MissionRow key={mission.id} mission={mission} />
              ))}
            </StackList>
          )}
        </MemberQueryView>
      </SectionCard>
      <Leaderboard />
    </TitledPage>
  );
}
