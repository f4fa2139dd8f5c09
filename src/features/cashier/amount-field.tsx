import styled from 'styled-components';
import { useTexts } from '@/i18n';
import type { Minor } from '@/lib/money';
import { useMoney } from '@/session';
import { TextField, token } from '@/ui';

/**
 * The amount input of every money form (MONEY-24): `inputmode="decimal"`, a
 * decimal comma or point, quick picks, and the limits under it.
 */

const Picks = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(88px, 1fr));
  gap: ${token('space.xs')};
`;

const Pick = styled.button<{ $active: boolean }>`
  min-height: ${token('size.tapTarget')};
  border-radius: ${token('radius.control')};
  border: 1px solid ${({ $active }) => ($active ? token('color.border.focus') : token('color.border.default'))};
  background: ${({ $active }) => ($active ? token('color.bg.brandSoft') : token('color.bg.raised'))};
  color: ${token('color.text.primary')};
  font: inherit;
  font-weight: ${token('font.weight.bold')};
  cursor: pointer;
`;

/** The limits of a money form, in minor units (MONEY-42: compared as whole cents). */
export interface AmountLimits {
  readonly min: Minor;
  readonly max: Minor;
  /** The available balance, when the amount leaves it. */
  readonly balance?: Minor;
}

/** The error key of a typed amount against the limits, or null when it is fine. */
export function amountProblem(
  amount: Minor | null,
  limits: AmountLimits,
): { key: 'amountInvalid' | 'amountBelow' | 'amountAbove' | 'amountOverBalance'; value?: Minor } | null {
  if (amount === null || amount <= 0) return { key: 'amountInvalid' };
  if (amount < limits.min) return { key: 'amountBelow', value: limits.min };
  if (limits.balance !== undefined && amount > limits.balance) return { key: 'amountOverBalance' };
  if (amount > limits.max) return { key: 'amountAbove', value: limits.max };
  return null;
}

export function AmountField({
  value,
  onChange,
  limits,
  quick,
  label,
  showError,
}: {
  readonly value: string;
  readonly onChange: (text: string) => void;
  readonly limits: AmountLimits;
  readonly quick: readonly Minor[];
  readonly label: string;
  readonly showError: boolean;
}) {
  const t = useTexts('cashier');
  const money = useMoney();
  const parsed = money.parse(value);
  const problem = amountProblem(parsed, limits);
  const bound = problem?.value === undefined ? '' : money.format(problem.value);
  const error = showError && problem ? t(`form.${problem.key}`, { min: bound, max: bound }) : undefined;
  return (
    <>
      <TextField
        label={label}
        inputMode="decimal"
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={error}
        hint={t('deposit.amountHint', { min: money.format(limits.min), max: money.format(limits.max) })}
        data-testid="amount-input"
      />
      {quick.length > 0 ? (
        <Picks>
          {quick.map((amount) => (
            <Pick
              key={amount}
              type="button"
              $active={parsed === amount}
              aria-pressed={parsed === amount}
              onClick={() => onChange(money.inputText(amount))}
            >
              {money.show(amount)}
            </Pick>
          ))}
        </Picks>
      ) : null}
    </>
  );
}
