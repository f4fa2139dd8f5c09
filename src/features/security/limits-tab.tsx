import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import { useTexts } from '@/i18n';
import { useMoney } from '@/session';
import { MemberQueryView } from '@/session/member-query-view';
import { formatDateTime } from '@/lib/formats';
import type { Minor } from '@/lib/money';
import { toPlatformError } from '@/platform/errors';
import { useToken } from '@/platform/session';
import { Button, FormAlert, FormStack, Notice, TextField, toast, token } from '@/ui';
import { controlBox } from '@/ui/patterns/control-box';
import { SectionCard } from '@/ui/patterns/section-card';
import {
  gamblingQuery,
  MONEY_LIMITS,
  saveGamblingLimits,
  securityKeys,
  type GamblingState,
  type LimitChanges,
  type LimitName,
  type Limits,
} from './api';
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

const MINUTE_LIMITS = ['sessionMinutes', 'realityCheckMinutes'] as const;
const LIMIT_ORDER = [...MONEY_LIMITS, ...MINUTE_LIMITS] as const;
const isMoneyLimit = (name: LimitName): name is (typeof MONEY_LIMITS)[number] =>
  (MONEY_LIMITS as readonly LimitName[]).includes(name);

function LimitsForm({ state }: { readonly state: GamblingState }) {
  const t = useTexts('security');
  const tc = useTexts('common');
  const money = useMoney();
  const queryClient = useQueryClient();
  const token = useToken();
  /** A limit as text (`money` writes an amount), or null for none. */
  const limitText = (name: LimitName, limits: Limits, money: (amount: Minor) => string): string | null => {
    const value = limits[name];
    if (value === null || value === undefined) return null;
    // The schema reads every money limit as Minor; the name says which kind this one is.
    return isMoneyLimit(name) ? money(value as Minor) : String(value);
  };
  const [texts, setTexts] = useState<Record<string, string>>(() =>
    Object.fromEntries(LIMIT_ORDER.map((name) => [name, limitText(name, state.limits, money.inputText) ?? ''])),
  );
  const text = (name: LimitName) => texts[name]?.trim() ?? '';
  /** MONEY-41: a money limit as typed, straight to minor units; a minute limit as minutes; undefined when unreadable. */
  const typed = (name: LimitName): Minor | number | null | undefined => {
    if (text(name) === '') return null;
    if (isMoneyLimit(name)) return money.parse(text(name)) ?? undefined;
    return /^\d{1,4}$/.test(text(name)) ? Number(text(name)) : undefined;
  };
  const invalid = LIMIT_ORDER.filter((name) => typed(name) === undefined);
  const save = useMutation({
    mutationFn: () =>
      saveGamblingLimits(Object.fromEntries(LIMIT_ORDER.map((name) => [name, typed(name)])) as LimitChanges),
    meta: { silent: true },
    onSuccess: (next) => {
      toast.success('security:limits.saved');
      queryClient.setQueryData(securityKeys.gambling(token), next);
    },
  });
  const pendingText = (name: LimitName) => {
    if (!state.pending || state.pendingFrom === null || state.pending[name] === undefined) return undefined;
    return t('limits.pending', {
      time: formatDateTime(state.pendingFrom, money.language),
      value: limitText(name, state.pending, money.format) ?? t('limits.none'),
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
  const t = useTexts('security');
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
