import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useMoney } from '@/session';
import { MemberQueryView } from '@/session/member-query-view';
import { amountInputText } from '@/lib/money';
import { formatDateTime } from '@/lib/formats';
import { toPlatformError } from '@/platform/errors';
import { useSessionInfo } from '@/platform/session';
import { Button, FormAlert, FormStack, Notice, TextField, toast, token } from '@/ui';
import { controlBox } from '@/ui/patterns/control-box';
import { SectionCard } from '@/ui/patterns/section-card';
import { gamblingQuery, saveGamblingLimits, securityKeys, type GamblingState, type LimitName } from './api';
import { ExclusionCard } from './exclusion-card';
import { HelpLinks } from './help-links';

/**
 * Play limits (RG-01..05, RG-07): deposit limits per day, week and month, a
 * daily loss limit, a session time limit and the reality-check interval.
 * The platform applies a lower limit at once and a higher one later; the
 * pending value and its time are shown.
 */

const SelectLabel = styled.label`
  display: flex;
  flex-direction: column;
  gap: ${token('space.xs')};
  font-size: ${token('font.size.sm')};
  color: ${token('color.text.secondary')};
  & select {
    ${controlBox}
    min-height: ${token('size.tapTarget')};
    padding: 0 ${token('space.md')};
    border-radius: ${token('radius.control')};
    background: ${token('color.bg.raised')};
  }
`;

const MONEY_LIMITS = ['depositDaily', 'depositWeekly', 'depositMonthly', 'lossDaily'] as const;

function LimitsForm({ state }: { readonly state: GamblingState }) {
  const { t } = useTranslation('security');
  const { t: tc } = useTranslation();
  const money = useMoney();
  const queryClient = useQueryClient();
  const token = useSessionInfo()?.token ?? null;
  const initial = (name: LimitName) => {
    const value = state.limits[name];
    return value === null || value === undefined
      ? ''
      : name === 'sessionMinutes' || name === 'realityCheckMinutes'
        ? String(value)
        : amountInputText(value, money.language);
  };
  const [texts, setTexts] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      (
        [
          'depositDaily',
          'depositWeekly',
          'depositMonthly',
          'lossDaily',
          'sessionMinutes',
          'realityCheckMinutes',
        ] as const
      ).map((name) => [name, initial(name)]),
    ),
  );
  const parsed = (name: LimitName): number | null | 'invalid' => {
    const text = texts[name]?.trim() ?? '';
    if (text === '') return null;
    const value =
      name === 'sessionMinutes' || name === 'realityCheckMinutes'
        ? /^\d{1,4}$/.test(text)
          ? Number(text)
          : null
        : money.parse(text);
    return value === null ? 'invalid' : value;
  };
  const names = [...MONEY_LIMITS, 'sessionMinutes', 'realityCheckMinutes'] as const;
  const invalid = names.filter((name) => parsed(name) === 'invalid');
  const save = useMutation({
    mutationFn: () =>
      saveGamblingLimits(
        Object.fromEntries(names.map((name) => [name, parsed(name)])) as Partial<Record<LimitName, number | null>>,
      ),
    meta: { silent: true },
    onSuccess: (next) => {
      toast.success('security:limits.saved');
      queryClient.setQueryData(securityKeys.gambling(token), next);
    },
  });
  const pendingText = (name: LimitName) => {
    const value = state.pending?.[name];
    if (value === undefined || state.pendingFrom === null) return undefined;
    return t('limits.pending', {
      time: formatDateTime(state.pendingFrom, money.language),
      value:
        value === null
          ? t('limits.none')
          : MONEY_LIMITS.includes(name as (typeof MONEY_LIMITS)[number])
            ? money.format(value)
            : String(value),
    });
  };
  const field = (name: LimitName, inputMode: 'decimal' | 'numeric') => (
    <TextField
      key={name}
      label={t(`limits.${name}`)}
      inputMode={inputMode}
      value={texts[name] ?? ''}
      placeholder={t('limits.none')}
      onChange={(event) => setTexts({ ...texts, [name]: event.target.value })}
      hint={pendingText(name)}
      error={invalid.includes(name) ? tc('errors.accountFormat') : undefined}
    />
  );
  return (
    <FormStack
      noValidate
      data-testid="limits-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (invalid.length === 0 && !save.isPending) save.mutate();
      }}
    >
      {MONEY_LIMITS.map((name) => field(name, 'decimal'))}
      {field('sessionMinutes', 'numeric')}
      <SelectLabel>
        {t('limits.realityCheckMinutes')}
        <select
          value={texts.realityCheckMinutes ?? ''}
          onChange={(event) => setTexts({ ...texts, realityCheckMinutes: event.target.value })}
        >
          <option value="">{t('limits.off')}</option>
          {state.rules.realityCheckMinutes.map((minutes) => (
            <option key={minutes} value={String(minutes)}>
              {t('limits.minutes', { count: minutes })}
            </option>
          ))}
        </select>
      </SelectLabel>
      {save.isError ? <FormAlert>{tc(toPlatformError(save.error).messageKey)}</FormAlert> : null}
      <Button type="submit" block busy={save.isPending}>
        {t('limits.save')}
      </Button>
    </FormStack>
  );
}

export function LimitsTab() {
  const { t } = useTranslation('security');
  return (
    <MemberQueryView read={gamblingQuery}>
      {(state) => (
        <>
          <SectionCard title={t('limits.title')} data-testid="limits">
            <Notice>{t('limits.intro', { hours: state.rules.increaseDelayHours })}</Notice>
            <LimitsForm state={state} />
          </SectionCard>
          <ExclusionCard state={state} />
          <HelpLinks links={state.helpLinks} />
        </>
      )}
    </MemberQueryView>
  );
}
