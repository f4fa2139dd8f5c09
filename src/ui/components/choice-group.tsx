import type { ReactNode } from 'react';
import styled from 'styled-components';
import { token } from '../theme/tokens';

const Group = styled.div`
  display: grid;
  gap: ${token('space.xs')};
`;

const Option = styled.label<{ $checked: boolean }>`
  display: flex;
  align-items: center;
  gap: ${token('space.md')};
  min-height: ${token('size.tapTarget')};
  padding: ${token('space.sm')} ${token('space.md')};
  border-radius: ${token('radius.control')};
  border: 1px solid ${({ $checked }) => ($checked ? token('color.border.focus') : token('color.border.default'))};
  background: ${({ $checked }) => ($checked ? token('color.bg.brandSoft') : token('color.bg.raised'))};
  cursor: pointer;
  & input {
    accent-color: currentColor;
  }
  & span {
    min-width: 0;
    overflow-wrap: anywhere;
  }
  & small {
    display: block;
    color: ${token('color.text.secondary')};
  }
`;

export interface ChoiceItem {
  readonly id: string;
  readonly title: ReactNode;
  readonly detail?: ReactNode;
}

/** A radio group drawn as cards (payment methods, payout accounts, bonuses). */
export function ChoiceGroup({
  name,
  label,
  items,
  value,
  onChange,
}: {
  readonly name: string;
  readonly label: string;
  readonly items: readonly ChoiceItem[];
  readonly value: string;
  readonly onChange: (id: string) => void;
}) {
  return (
    <Group role="radiogroup" aria-label={label}>
      {items.map((item) => (
        <Option key={item.id} $checked={item.id === value} data-choice={item.id}>
          <input
            type="radio"
            name={name}
            value={item.id}
            checked={item.id === value}
            onChange={() => onChange(item.id)}
          />
          <span>
            {item.title}
            {item.detail ? <small>{item.detail}</small> : null}
          </span>
        </Option>
      ))}
    </Group>
  );
}
