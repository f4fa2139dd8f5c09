import styled from 'styled-components';
import { token } from '../theme/tokens';

/**
 * A card whose h2 holds a full-width toggle button and whose body (a div)
 * opens under it: help entries and notices.
 */
export const DisclosureCard = styled.section`
  border-radius: ${token('radius.card')};
  background: ${token('color.bg.surface')};
  overflow: hidden;
  & h2 {
    margin: 0;
  }
  & h2 button {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: ${token('space.sm')};
    width: 100%;
    min-height: 48px;
    padding: 0 ${token('space.md')};
    border: none;
    background: transparent;
    color: ${token('color.text.primary')};
    font: inherit;
    font-weight: ${token('font.weight.bold')};
    text-align: start;
  }
  & > div {
    padding: 0 ${token('space.md')} ${token('space.md')};
    color: ${token('color.text.secondary')};
  }
`;
