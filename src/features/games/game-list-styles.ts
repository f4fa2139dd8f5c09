import styled, { css } from 'styled-components';
import { token } from '@/ui';
import { controlBox } from '@/ui/patterns/control-box';

/** The game list's own pieces (search row, vendor filter button and chips, favourite heart, footer). */

export const Page = styled.div`
  padding: ${token('space.md')} ${token('space.lg')} ${token('space.xl')};
  display: flex;
  flex-direction: column;
  gap: ${token('space.md')};
`;

export const SearchRow = styled.div`
  display: flex;
  gap: ${token('space.sm')};
  align-items: center;
`;

/** A bordered button with a small icon before its label: the vendor filter button and the filter panel's chips. */
export const chipFrame = css`
  display: inline-flex;
  align-items: center;
  gap: ${token('space.xs')};
  ${controlBox}
  cursor: pointer;
  & img {
    width: 20px;
    height: 20px;
    border-radius: 4px;
  }
`;

export const FilterButton = styled.button`
  ${chipFrame}
  flex: none;
  min-height: 40px;
  padding: 0 ${token('space.md')};
  border-radius: ${token('radius.card')};
  background: ${token('color.bg.surface')};
  font-size: ${token('font.size.sm')};
`;

export const Search = styled.input`
  flex: 1;
  min-width: 0;
  width: 100%;
  box-sizing: border-box;
  padding: ${token('space.sm')} ${token('space.md')};
  border-radius: ${token('radius.card')};
  border: 1px solid ${token('color.border.default')};
  background: ${token('color.bg.surface')};
  color: ${token('color.text.primary')};
  font-size: ${token('font.size.md')};
`;

export const Heart = styled.button<{ $on: boolean }>`
  position: absolute;
  top: 4px;
  inset-inline-end: 4px;
  width: 28px;
  height: 28px;
  border: 0;
  border-radius: 50%;
  background: ${token('color.bg.surface')};
  color: ${(props) => (props.$on ? token('color.status.danger') : token('color.text.muted'))};
  /* An icon, not the ♡ and ♥ characters: few fonts hold them, and looking for one that does took about a
     third of the game list's layout (issue 35); the drawing is also the same on every phone. */
  display: inline-flex;
  align-items: center;
  justify-content: center;
  padding: 0;
  cursor: pointer;
`;

export const Footer = styled.p`
  margin: 0;
  text-align: center;
  color: ${token('color.text.muted')};
  font-size: ${token('font.size.xs')};
`;
