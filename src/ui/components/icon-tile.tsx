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
    /* The width and height attributes give the box its shape before the picture arrives; the height follows the width (issue 34: a height of 100 squashed 120-wide tiles). */
    height: auto;
    aspect-ratio: 1;
    border-radius: ${token('radius.card')};
    background: ${token('color.bg.skeleton')};
  }
`;
