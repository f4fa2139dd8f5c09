import styled from 'styled-components';
import { token } from '@/ui';

/** One row of a record list: what on the left, the amount on the right, the details under them. */
export const RecordRow = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 2px ${token('space.md')};
  padding: ${token('space.md')};
  border-radius: ${token('radius.card')};
  background: ${token('color.bg.surface')};
  & > * { min-width: 0; overflow-wrap: anywhere; }
  & strong[data-sign='+'] { color: ${token('color.text.success')}; }
  & strong[data-sign='-'] { color: ${token('color.text.danger')}; }
  & small { color: ${token('color.text.secondary')}; font-size: ${token('font.size.xs')}; }
  & small:nth-of-type(even) { text-align: end; }
`;

export const signOf = (amount: number): '+' | '-' | '' => (amount > 0 ? '+' : amount < 0 ? '-' : '');
