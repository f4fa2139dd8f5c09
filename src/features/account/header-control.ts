import { css } from 'styled-components';
import { token } from '@/ui';

/** The outlined look of the header's own small controls: the language switch and the login link. */
export const headerControl = css`
  min-height: 32px;
  border: 1px solid ${token('color.border.default')};
  color: ${token('color.text.onHeader')};
  font-size: ${token('font.size.sm')};
`;
