import styled from 'styled-components';
import { token } from '../theme/tokens';

/** Page layout primitives shared by every feature. */

export const PageBody = styled.div`
  padding: ${token('space.lg')};
  display: flex;
  flex-direction: column;
  gap: ${token('space.lg')};
`;

export const PageHeading = styled.h1`
  margin: 0;
  font-size: ${token('font.size.xl')};
  font-weight: ${token('font.weight.bold')};
  color: ${token('color.text.primary')};
`;

export const SectionHeading = styled.h2`
  margin: 0;
  font-size: ${token('font.size.lg')};
  font-weight: ${token('font.weight.bold')};
  color: ${token('color.text.primary')};
`;

export const Card = styled.section`
  background: ${token('color.bg.surface')};
  border-radius: ${token('radius.card')};
  padding: ${token('space.lg')};
  display: flex;
  flex-direction: column;
  gap: ${token('space.md')};
`;

export const MutedText = styled.p`
  margin: 0;
  color: ${token('color.text.secondary')};
  font-size: ${token('font.size.sm')};
  line-height: 1.5;
`;

export const VisuallyHidden = styled.span`
  position: absolute !important;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

/** A list without bullets, its items stacked (lottery list, inbox). */
export const StackList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${token('space.sm')};
`;

/** A list without bullets laid out as three columns of tiles (home categories, game list). */
export const TileGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${token('space.sm')};
`;
