import styled, { css } from 'styled-components';
import { token } from '../theme/tokens';

/** A status badge by tone, a form's failure alert and an informative notice. */

export type Tone = 'success' | 'danger' | 'warning' | 'info';
const toneColour: Record<Tone, string> = {
  success: token('color.status.success'),
  danger: token('color.status.danger'),
  warning: token('color.status.warning'),
  info: token('color.status.info'),
};

export const StatusBadge = styled.span<{ $tone: Tone }>`
  align-self: flex-start;
  padding: 2px ${token('space.sm')};
  border-radius: ${token('radius.pill')};
  border: 1px solid ${({ $tone }) => toneColour[$tone]};
  color: ${token('color.text.primary')};
  font-size: ${token('font.size.sm')};
  font-weight: ${token('font.weight.bold')};
`;

/** The box of a form alert and a notice: a paragraph of small text that wraps anywhere. */
const noteBox = css`
  margin: 0;
  padding: ${token('space.sm')} ${token('space.md')};
  border-radius: ${token('radius.control')};
  font-size: ${token('font.size.sm')};
  overflow-wrap: anywhere;
`;

export const FormAlert = styled.p.attrs({ role: 'alert' })`
  ${noteBox}
  border: 1px solid ${token('color.border.danger')};
  color: ${token('color.text.danger')};
`;

export const Notice = styled.p`
  ${noteBox}
  background: ${token('color.bg.brandSoft')};
  color: ${token('color.text.primary')};
`;
