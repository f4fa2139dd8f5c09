import { useState } from 'react';
import { useTexts } from '@/i18n';
import { formatPercent } from '@/lib/formats';
import { useMoney, useIdempotentSubmit } from '@/session';
import type { Minor } from '@/lib/money';
import { ChoiceGroup, Notice, SectionHeading, TextField } from '@/ui';
import { AmountField, amountProblem } from './amount-field';
import { bonusPreview } from './bonus-preview';
import { createDeposit, depositByRequest, type DepositOptions, type DepositOrder } from './api';
import { depositLimitLeft } from './deposit-limit';
import { DepositSteps, type DepositStep } from './deposit-steps';
import { MoneyForm, MoneySubmit } from './money-form';

/**
 * The deposit form (MONEY-04, MONEY-09, MONEY-25, MONEY-26): payment method,
 * amount with quick picks and limits, an optional bonus with its turnover,
 * an optional promo code (BONUS-02, BONUS-16).
 * The base version shows it all at once; the new one (dep_func '1') walks
 * through method → amount → pay. What the player typed stays after a failure.
 */
export function DepositForm({
  options,
  stepped,
  onOrder,
}: {
  readonly options: DepositOptions;
  readonly stepped: boolean;
  readonly onOrder: (order: DepositOrder) => void;
}) {
  const t = useTexts('cashier');
  const money = useMoney();
  const [channelCode, setChannelCode] = useState(options.channels[0]?.code ?? '');
  const [amountText, setAmountText] = useState('');
  const [bonusId, setBonusId] = useState('');
  const [promoCode, setPromoCode] = useState('');
  const [showErrors, setShowErrors] = useState(false);
  const [step, setStep] = useState<DepositStep>('channel');
  const channel = options.channels.find((candidate) => candidate.code === channelCode);
  const submit = useIdempotentSubmit({
    send: (
      input: { channel: string; amount: Minor; bonusId: string | null; promoCode: string | null },
      requestId: string,
    ) => createDeposit({ ...input, requestId }),
    recover: depositByRequest,
    onDone: onOrder,
    // RG-02: the refusal of a deposit limit says how much may still be deposited in its period.
    explain: (failure) => {
      const limit = depositLimitLeft(failure);
      if (!limit) return null;
      return limit.remaining > 0
        ? t(`deposit.limitLeft.${limit.period}`, { amount: money.format(limit.remaining) })
        : t(`deposit.limitReached.${limit.period}`);
    },
  });
  if (!channel) return <Notice>{t('deposit.noChannels')}</Notice>;

  const amount = money.parse(amountText);
  const limits = { min: channel.minAmount, max: channel.maxAmount };
  const bonus = options.bonuses.find((offer) => offer.id === bonusId);
  const preview = bonus && amount !== null ? bonusPreview(amount, bonus) : null;
  const onSubmit = () => {
    setShowErrors(true);
    if (amount === null || amountProblem(amount, limits)) return;
    submit.submit({
      channel: channel.code,
      amount,
      bonusId: bonus ? bonus.id : null,
      promoCode: promoCode.trim() || null,
    });
  };

  const channelChoices = options.channels.map((item) => ({
    id: item.code,
    title: <bdi>{item.name || item.code}</bdi>, // LANG-09: server names are isolated
    detail: `${t(`deposit.processing.${item.processing}`)} · ${t('deposit.limits', { min: money.format(item.minAmount), max: money.format(item.maxAmount) })}`,
  }));
  const bonusChoices = [
    { id: '', title: t('deposit.noBonus') },
    ...options.bonuses.map((offer) => ({
      id: offer.id,
      title: <bdi>{offer.name || offer.id}</bdi>,
      detail: t('deposit.bonusDetail', {
        percent: formatPercent(offer.percent, money.language),
        max: money.format(offer.maxBonus),
        multiplier: offer.turnoverMultiplier,
      }),
    })),
  ];
  const channelPart = (
    <ChoiceGroup
      name="channel"
      label={t('deposit.channel')}
      value={channel.code}
      onChange={setChannelCode}
      items={channelChoices}
    />
  );
  const amountPart = (
    <>
      <AmountField
        label={t('deposit.amount')}
        value={amountText}
        onChange={setAmountText}
        limits={limits}
        quick={channel.quickAmounts}
        showError={showErrors}
      />
      {options.bonuses.length > 0 ? (
        <ChoiceGroup
          name="bonus"
          label={t('deposit.bonus')}
          value={bonusId}
          onChange={setBonusId}
          items={bonusChoices}
        />
      ) : null}
      {preview ? (
        <Notice data-testid="bonus-preview">
          {t('deposit.bonusPreview', { bonus: money.format(preview.bonus), turnover: money.format(preview.turnover) })}
        </Notice>
      ) : null}
      {/* A plain input, no new module: the deposit page is a key first route (SPEED budget). */}
      <TextField
        label={t('deposit.promoCode')}
        hint={options.bonuses.length > 0 ? t('deposit.promoHint') : undefined}
        value={promoCode}
        onChange={(event) => setPromoCode(event.target.value)}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={32}
        data-testid="promo-code-input"
      />
      <MoneySubmit kind="deposit" sending={submit} amount={amount} limits={limits} />
    </>
  );

  return (
    <MoneyForm onSubmit={onSubmit}>
      {stepped ? (
        <DepositSteps step={step} onStep={setStep} channelPart={channelPart} amountPart={amountPart} />
      ) : (
        <>
          <SectionHeading>{t('deposit.channel')}</SectionHeading>
          {channelPart}
          {amountPart}
        </>
      )}
    </MoneyForm>
  );
}
