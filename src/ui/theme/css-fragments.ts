import { css } from 'styled-components';
import { token } from './tokens';

/**
 * Looks that several components share, as styled-components fragments. Put
 * a fragment first in a block: the declarations after it refine it (a
 * font-size after bareButton's `font: inherit`).
 */

/** A button with no look of its own: no border or background, the surrounding font, a pointer. */
export const bareButton = css`
  border: none;
  background: transparent;
  font: inherit;
  cursor: pointer;
`;

/** A tile of a tile grid: its label centred on a surface card (home categories, agent tiles). */
export const tileCard = css`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 64px;
  padding: ${token('space.sm')};
  border-radius: ${token('radius.card')};
  background: ${token('color.bg.surface')};
  color: ${token('color.text.primary')};
  text-align: center;
  text-decoration: none;
`;

/** The toast's dark floating surface (toasts, the update prompt). */
export const toastSurface = css`
  border-radius: ${token('radius.card')};
  background: ${token('color.bg.toast')};
  color: ${token('color.text.onToast')};
  box-shadow: ${token('shadow.dialog')};
`;
