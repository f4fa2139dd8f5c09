import styled from 'styled-components';
import { token } from '../theme/tokens';

/**
 * A list item drawn as a card whose parts stand side by side, centred (a
 * lottery with its favourite heart, a promotion with its state and action).
 * Extend it for more room: `styled(RowCard)` with its own padding.
 */
export const RowCard = styled.li`
  display: flex;
  align-items: center;
  gap: ${token('space.sm')};
  padding: ${token('space.sm')};
  border-radius: ${token('radius.card')};
  background: ${token('color.bg.surface')};
`;
