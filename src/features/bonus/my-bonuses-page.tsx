import { useTexts } from '@/i18n';
import { formatDateTime, formatPercent } from '@/lib/formats';
import { smallerAmount, subtractAmount } from '@/lib/money';
import { useMoney } from '@/session';
import { MemberQueryView } from '@/session/member-query-view';
import { InfoRows, MutedText, ProgressBar, RecordRow, StackList } from '@/ui';
import { SectionCard } from '@/ui/patterns/section-card';
import { TitledPage } from '@/ui/patterns/titled-page';
import { bonusWalletQuery, type Bonus } from './api';
import { RedeemCodeForm } from './redeem-code-form';

/**
 * /m/myBonuses (BONUS-14..16): the active bonus with its balance, a
 * progress bar of its wagering (read again while it is active, so it moves
 * as bets settle without a reload), its terms and end; the pending bonuses
 * in the order they start; the history with what each became. Above them,
 * a form that redeems a promo code (BONUS-16), outside the wallet's read so
 * a failed read does not hide it.
 */

function ActiveBonus({ bonus }: { readonly bonus: Bonus }) {
  const t = useTexts('bonus');
  const money = useMoney();
  const progress = t('progress', { wagered: money.format(bonus.wagered), required: money.format(bonus.required) });
  return (
    <div data-testid="bonus-active" data-bonus={bonus.id}>
      <strong>
        <bdi>{bonus.name}</bdi>
      </strong>
      <ProgressBar value={bonus.wagered} max={bonus.required} label={t('progressLabel')} />
      <MutedText data-testid="bonus-progress">{progress}</MutedText>
      <InfoRows
        rows={[
          [
            t('balance'),
            <span data-testid="bonus-balance">{bonus.balance === null ? '—' : money.format(bonus.balance)}</span>,
          ],
          [t('left'), money.format(subtractAmount(bonus.required, smallerAmount(bonus.wagered, bonus.required)))],
          [t('maxStake'), money.format(bonus.maxStake)],
          [t('expires'), formatDateTime(bonus.expireTime, money.language)],
          [
            t('contributions'),
            Object.entries(bonus.contributions)
              .map(([type, percent]) =>
                t('contribution', {
                  type: t(`gameTypes.${type}`, type),
                  percent: formatPercent(percent, money.language),
                }),
              )
              .join(' · '),
          ],
        ]}
      />
    </div>
  );
}

function BonusRow({ bonus }: { readonly bonus: Bonus }) {
  const t = useTexts('bonus');
  const money = useMoney();
  const outcome = bonus.outcome === null ? null : money.format(bonus.outcome);
  return (
    <RecordRow data-status={bonus.status}>
      <bdi>{bonus.name}</bdi>
      <strong>{money.format(bonus.amount)}</strong>
      <small>{t(`status.${bonus.status}`, { amount: outcome ?? '' })}</small>
      <small>{formatDateTime(bonus.endTime ?? bonus.createTime, money.language)}</small>
    </RecordRow>
  );
}

export default function MyBonusesPage() {
  const t = useTexts('bonus');
  return (
    <TitledPage page="myBonuses" title={t('title')} intro={t('intro')}>
      <RedeemCodeForm />
      <MemberQueryView read={bonusWalletQuery}>
        {(wallet) => (
          <>
            <SectionCard title={t('active')}>
              {wallet.active ? <ActiveBonus bonus={wallet.active} /> : <MutedText>{t('noActive')}</MutedText>}
            </SectionCard>
            <SectionCard title={t('pending')}>
              {wallet.pending.length === 0 ? (
                <MutedText>{t('noPending')}</MutedText>
              ) : (
                <StackList data-testid="bonus-pending">
                  {wallet.pending.map((bonus) => (
                    <BonusRow key={bonus.id} bonus={bonus} />
                  ))}
                </StackList>
              )}
            </SectionCard>
            <SectionCard title={t('history')}>
              {wallet.history.length === 0 ? (
                <MutedText>{t('noHistory')}</MutedText>
              ) : (
                <StackList data-testid="bonus-history">
                  {wallet.history.map((bonus) => (
                    <BonusRow key={bonus.id} bonus={bonus} />
                  ))}
                </StackList>
              )}
            </SectionCard>
          </>
        )}
      </MemberQueryView>
    </TitledPage>
  );
}
