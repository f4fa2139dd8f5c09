import styled from 'styled-components';
import { token } from '../theme/tokens';

/** A square icon with its caption under it, as one tappable button (game and lottery tiles). */
export const IconTileButton = styled.button`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${token('space.xs')};
  width: 100%;
  padding: 0;
  border: 0;
  background: none;
  color: ${token('color.text.primary')};
  font: inherit;
  font-size: ${token('font.size.xs')};
  text-align: center;
  cursor: pointer;
  & img { width: 100%; aspect-ratio: 1; border-radius: ${token('radius.card')}; background: ${token('color.bg.skeleton')}; }
`;
