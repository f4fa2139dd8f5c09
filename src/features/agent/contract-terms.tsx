import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTexts } from '@/i18n';
import { useMoney } from '@/session';
import { dividendQuery } from './dividend-api';
import { formatDateTime, formatPercent } from '@/lib/formats';
import { useToken } from '@/platform/session';
import { InfoRows, MutedText, StackList } from '@/ui';
import type { ContractKind } from './contracts';

/**
 * The terms a contract offers, in words (AGENTX-10): the kind, the rate and
 * what it is a percent of, the condition, when it starts, and what happens
 * after accepting or declining. The dividend contract shows its tiers.
 */

const KNOWN_TYPES = ['DAILY', 'HOURLY', 'MONTHLY', 'WEEKLY'] as const;
const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

function DividendTiers() {
  const t = useTexts('team');
  const money = useMoney();
  const dividend = useQuery(dividendQuery(useToken()));
  const tiers = dividend.data?.terms.tiers ?? [];
  return (
    <StackList>
      {tiers.map((tier) => (
        <li key={tier.ratio}>
          {t('dividend.tier', {
            netLoss: money.format(tier.minNetLoss),
            players: tier.minActivePlayers,
            ratio: formatPercent(tier.ratio, money.language),
          })}
        </li>
      ))}
    </StackList>
  );
}

export function ContractTerms({
  kind,
  record,
}: {
  readonly kind: ContractKind;
  readonly record: Readonly<Record<string, unknown>>;
}) {
  const t = useTexts('agent');
  const money = useMoney();
  const code = String(kind === 'dividend' ? record.divtypecompperiodreq : record.contractType);
  const type = KNOWN_TYPES.find((known) => known === code.toUpperCase());
  const rate = num(record.ratePercent);
  const per = record.per === 'hour' ? 'hour' : 'day';
  const players = num(record.minActivePlayers);
  // A dividend contract starts with the next month; the salary contracts say when.
  const [today] = useState(() => new Date());
  const start =
    num(record.startDate) ??
    (kind === 'dividend' ? Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 1) : null);
  return (
    <div data-testid="contract-terms">
      <InfoRows
        rows={[
          [
            t('contract.terms.type'),
            <span data-field="contractType">{type ? t(`contract.terms.types.${type}`) : code}</span>,
          ],
          rate !== null && [
            t('contract.terms.rate'),
            <span data-field="rate">
              {t('contract.terms.rateText', {
                rate: formatPercent(rate, money.language),
                per: t(`contract.terms.per.${per}`),
              })}
            </span>,
          ],
          players !== null && [t('contract.terms.condition'), t('contract.terms.conditionText', { count: players })],
          start !== null && [t('contract.terms.start'), formatDateTime(start, money.language, 'date')],
        ]}
      />
      {kind === 'dividend' ? (
        <>
          <MutedText>{t('contract.terms.dividendText')}</MutedText>
          <DividendTiers />
        </>
      ) : null}
      <MutedText data-testid="contract-next">{`${t('contract.terms.next')}: ${t('contract.terms.nextText', { date: formatDateTime(start, money.language, 'date') })}`}</MutedText>
    </div>
  );
}
