import { useState } from 'react';
import styled from 'styled-components';
import { useTexts } from '@/i18n';
import { isoDay } from '@/lib/formats';
import { token } from '../theme/tokens';
import { Tabs } from './tabs';
import { TextField } from './text-field';

/**
 * The period of a report page: today, yesterday, 7 days, 30 days or two
 * chosen days (UTC days, as the platform reports), as startDate/endDate.
 */

export interface Period {
  readonly startDate: string;
  readonly endDate: string;
}

const DAY = 86_400_000;
export type PeriodPreset = 'today' | 'yesterday' | 'week' | 'month' | 'custom';
type Preset = PeriodPreset;

export function presetPeriod(preset: Exclude<Preset, 'custom'>, now: number): Period {
  if (preset === 'yesterday') return { startDate: isoDay(now - DAY), endDate: isoDay(now - DAY) };
  const days = preset === 'today' ? 1 : preset === 'week' ? 7 : 30;
  return { startDate: isoDay(now - (days - 1) * DAY), endDate: isoDay(now) };
}

const Range = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${token('space.sm')};
`;

export function usePeriod(
  initial: Exclude<Preset, 'custom'> = 'month',
  presets: readonly Preset[] = ['today', 'week', 'month', 'custom'],
) {
  const [preset, setPreset] = useState<Preset>(initial);
  const [custom, setCustom] = useState<Period>(() => presetPeriod(initial, Date.now()));
  const [today] = useState(() => Date.now());
  const period = preset === 'custom' ? custom : presetPeriod(preset, today);
  return { preset, setPreset, custom, setCustom, period, presets };
}

export function PeriodPicker({ state }: { readonly state: ReturnType<typeof usePeriod> }) {
  const t = useTexts('common');
  return (
    <>
      <Tabs
        label={t('period.label')}
        items={state.presets.map((id) => ({ id, label: t(`period.${id}`) }))}
        activeId={state.preset}
        onSelect={state.setPreset}
      />
      {state.preset === 'custom' ? (
        <Range>
          <TextField
            label={t('period.from')}
            type="date"
            value={state.custom.startDate}
            max={state.custom.endDate}
            onChange={(event) =>
              event.target.value && state.setCustom({ ...state.custom, startDate: event.target.value })
            }
          />
          <TextField
            label={t('period.to')}
            type="date"
            value={state.custom.endDate}
            min={state.custom.startDate}
            onChange={(event) =>
              event.target.value && state.setCustom({ ...state.custom, endDate: event.target.value })
            }
          />
        </Range>
      ) : null}
    </>
  );
}
