import styled from 'styled-components';
import { controlBox } from '../patterns/control-box';
import { token } from '../theme/tokens';

/** A labelled native select (a record's vendor filter): the phone's own picker, in the theme's control box. */

const Label = styled.label`
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

export interface SelectOption {
  readonly value: string;
  readonly label: string;
}

export function SelectField({
  label,
  value,
  options,
  onChange,
  testId,
}: {
  readonly label: string;
  readonly value: string;
  readonly options: readonly SelectOption[];
  readonly onChange: (value: string) => void;
  readonly testId?: string;
}) {
  return (
    <Label>
      {label}
      <select value={value} onChange={(event) => onChange(event.target.value)} data-testid={testId}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Label>
  );
}
