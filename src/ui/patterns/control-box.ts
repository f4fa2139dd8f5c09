import { css } from 'styled-components';
import { token } from '../theme/tokens';

/**
 * The box of a bordered control drawn outside the kit's fields (a select, a
 * filter chip or button): the default thin border, primary text, and the
 * page's font rather than the browser's control font. Size, corners and
 * background stay with the control.
 */
export const controlBox = css`
  border: 1px solid ${token('color.border.default')};
  color: ${token('color.text.primary')};
  font: inherit;
`;
