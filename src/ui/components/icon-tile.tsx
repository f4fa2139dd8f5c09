import styled from 'styled-components';
import { bareButton } from '../theme/css-fragments';
import { token } from '../theme/tokens';

/** A square icon with its caption under it, as one tappable button (game and lottery tiles). */
export const IconTileButton = styled.button`
  ${bareButton}
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${token('space.xs')};
  width: 100%;
  padding: 0;
  color: ${token('color.text.primary')};
  font-size: ${token('font.size.xs')};
  text-align: center;
  & img {
    width: 100%;
    aspect-ratio: 1;
    border-radius: ${token('radius.card')};
    background: ${token('color.bg.skeleton')};
  }
`;
