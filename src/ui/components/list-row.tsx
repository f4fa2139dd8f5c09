import styled from 'styled-components';
import { token } from '../theme/tokens';

/** One row of a report list (records, team): what on the left, the amount on the right, the details under them. */
export const RecordRow = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 2px ${token('space.md')};
  padding: ${token('space.md')};
  border-radius: ${token('radius.card')};
  background: ${token('color.bg.surface')};
  & > * {
    min-width: 0;
    overflow-wrap: anywhere;
  }
  & strong[data-sign='+'] {
    color: ${token('color.text.success')};
  }
  & strong[data-sign='-'] {
    color: ${token('color.text.danger')};
  }
  & small {
    color: ${token('color.text.secondary')};
    font-size: ${token('font.size.xs')};
  }
  & small:nth-of-type(even) {
    text-align: end;
  }
`;

export const signOf = (amount: number): '+' | '-' | '' => (amount > 0 ? '+' : amount < 0 ? '-' : '');

/** Figures side by side (totals, KPIs): a label over each value. */
export const StatGrid = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${token('space.sm')};
  margin: 0;
  & > div {
    padding: ${token('space.md')};
    border-radius: ${token('radius.control')};
    background: ${token('color.bg.raised')};
    min-width: 0;
  }
  & dt {
    color: ${token('color.text.secondary')};
    font-size: ${token('font.size.sm')};
    overflow-wrap: anywhere;
  }
  & dd {
    margin: 0;
    font-weight: ${token('font.weight.bold')};
    font-size: ${token('font.size.lg')};
    overflow-wrap: anywhere;
  }
`;
