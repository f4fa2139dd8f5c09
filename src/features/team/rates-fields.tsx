import { useLanguage, useTexts } from '@/i18n';
import { formatPercent } from '@/lib/formats';
import { TextField } from '@/ui';
import { GAME_TYPES, type GameType, type Rates } from './api';

/** Rebate rates per game type as inputs, each with the agent's own rate as its maximum (a higher one is flagged; the platform decides). */

export const ratesFromTexts = (texts: Readonly<Record<string, string>>): Rates | null => {
  const rates: Rates = {};
  for (const type of GAME_TYPES) {
    const text = (texts[type] ?? '').trim().replace(',', '.');
    if (text === '') continue;
    if (!/^\d{1,2}(\.\d{1,2})?$/.test(text)) return null;
    rates[type] = Number(text);
  }
  return rates;
};

export function RatesFields({
  texts,
  onChange,
  limits,
}: {
  readonly texts: Readonly<Record<string, string>>;
  readonly onChange: (texts: Record<string, string>) => void;
  readonly limits: Rates;
}) {
  const t = useTexts('team');
  const language = useLanguage();
  return (
    <>
      {GAME_TYPES.map((type: GameType) => {
        const value = Number((texts[type] ?? '').replace(',', '.'));
        const max = limits[type] ?? 0;
        return (
          <TextField
            key={type}
            label={t('teamRebate.rateLabel', { type: t(`gameTypes.${type}`), max: formatPercent(max, language) })}
            inputMode="decimal"
            value={texts[type] ?? ''}
            onChange={(event) => onChange({ ...texts, [type]: event.target.value })}
            hint={Number.isFinite(value) && value > max ? t('teamRebate.over') : undefined}
            data-rate-input={type}
          />
        );
      })}
    </>
  );
}
