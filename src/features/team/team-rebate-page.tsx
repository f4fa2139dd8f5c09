import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLanguage, useTexts } from '@/i18n';
import type { Language } from '@/lib/languages';
import { formatList, formatPercent } from '@/lib/formats';
import { toPlatformError } from '@/platform/errors';
import { useToken } from '@/platform/session';
import {
  Button,
  Card,
  ChoiceGroup,
  FormAlert,
  FormStack,
  MutedText,
  PageBody,
  PagedList,
  PageHeading,
  QueryView,
  SectionHeading,
  toast,
} from '@/ui';
import { downlineRebateQuery, GAME_TYPES, membersQuery, teamKeys, updateDownlineRates, type Rates } from './api';
import { RatesFields, ratesFromTexts } from './rates-fields';
import { RateHistory } from './rebate-rows';

/**
 * /m/member/teamRebate (AGENTX-07): pick a direct downline, set their rates
 * within the agent's own. The platform refuses a higher rate; the page says
 * what the highest allowed is.
 */

type DownlineRebate = NonNullable<ReturnType<typeof useDownlineRebate>['data']>;
const useDownlineRebate = (memberId: number) => useQuery(downlineRebateQuery(useToken(), memberId));

/** The refusal's allowed maxima, "RNG 1.2% and LIVE 0.8%" in the player's language, or null when it is another failure. */
export function refusalLimits(error: unknown, language: Language): string | null {
  const value = toPlatformError(error).value;
  const limits = typeof value === 'object' && value !== null ? (value as { limits?: unknown }).limits : null;
  if (typeof limits !== 'object' || limits === null) return null;
  return formatList(
    Object.entries(limits).map(([type, rate]) => `${type} ${formatPercent(Number(rate), language)}`),
    language,
  );
}

function RatesForm({ rebate }: { readonly rebate: DownlineRebate }) {
  const t = useTexts('team');
  const language = useLanguage();
  const tc = useTexts('common');
  const queryClient = useQueryClient();
  const [texts, setTexts] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      GAME_TYPES.map((type) => [type, rebate.rates[type] === undefined ? '' : String(rebate.rates[type])]),
    ),
  );
  const save = useMutation({
    mutationFn: (rates: Rates) => updateDownlineRates(rebate.memberId, rates),
    meta: { silent: true },
    onSuccess: () => {
      toast.success('team:teamRebate.saved');
      void queryClient.invalidateQueries({ queryKey: teamKeys.all });
    },
  });
  const rates = ratesFromTexts(texts);
  const limits = save.isError ? refusalLimits(save.error, language) : null;
  return (
    <FormStack
      noValidate
      data-testid="team-rates"
      onSubmit={(event) => {
        event.preventDefault();
        if (rates && !save.isPending) save.mutate(rates);
      }}
    >
      <RatesFields texts={texts} onChange={setTexts} limits={rebate.limits} />
      {save.isError ? (
        <FormAlert>
          {limits ? t('teamRebate.refused', { limits }) : tc(toPlatformError(save.error).messageKey)}
        </FormAlert>
      ) : null}
      <Button type="submit" block disabled={save.isPending || rates === null}>
        {t('teamRebate.save')}
      </Button>
      <SectionHeading>{t('rebate.history')}</SectionHeading>
      <RateHistory history={rebate.history} />
    </FormStack>
  );
}

function DownlineRates({ memberId }: { readonly memberId: number }) {
  const rebate = useDownlineRebate(memberId);
  return <QueryView query={rebate}>{(value) => <RatesForm key={memberId} rebate={value} />}</QueryView>;
}

export default function TeamRebatePage() {
  const t = useTexts('team');
  const direct = useInfiniteQuery(membersQuery(useToken(), { parentId: null, username: '', level: 1, status: null }));
  const [memberId, setMemberId] = useState<number | null>(null);
  return (
    <PageBody data-page="teamRebate">
      <PageHeading>{t('teamRebate.title')}</PageHeading>
      <MutedText>{t('teamRebate.pickHint')}</MutedText>
      <Card>
        <PagedList query={direct} empty={t('teamRebate.none')}>
          {(rows) => (
            <ChoiceGroup
              name="downline"
              label={t('teamRebate.pick')}
              value={String(memberId ?? '')}
              onChange={(id) => setMemberId(Number(id))}
              items={rows.map((row) => ({ id: String(row.id), title: <bdi>{row.username}</bdi> }))}
            />
          )}
        </PagedList>
      </Card>
      {memberId !== null ? (
        <Card>
          <DownlineRates memberId={memberId} />
        </Card>
      ) : null}
    </PageBody>
  );
}
