import styled from 'styled-components';
import { bareButton, token } from '@/ui';

/** The search panel's pieces (issue 34): a full-screen sheet over the page, the field on top, the results under it. */

export const Sheet = styled.div`
  position: fixed;
  inset: 0;
  z-index: 900;
  display: flex;
  flex-direction: column;
  max-width: ${token('size.contentMax')};
  margin: 0 auto;
  background: ${token('color.bg.page')};
  color: ${token('color.text.primary')};
`;

export const FieldRow = styled.div`
  flex: none;
  display: flex;
  align-items: center;
  gap: ${token('space.xs')};
  height: ${token('size.header')};
  padding: 0 ${token('space.sm')};
  background: ${token('color.bg.header')};
  color: ${token('color.text.onHeader')};
`;

export const Field = styled.input`
  flex: 1;
  min-width: 0;
  height: 40px;
  box-sizing: border-box;
  padding: 0 ${token('space.md')};
  border: 1px solid ${token('color.border.default')};
  border-radius: ${token('radius.pill')};
  background: ${token('color.bg.surface')};
  color: ${token('color.text.primary')};
  font-size: ${token('font.size.md')};
  &:focus-visible {
    outline: 2px solid ${token('color.border.focus')};
    outline-offset: 1px;
  }
`;

export const Scroll = styled.div`
  flex: 1;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${token('space.sm')} ${token('space.md')} ${token('space.xl')};
  display: flex;
  flex-direction: column;
  gap: ${token('space.md')};
`;

export const Message = styled.p`
  margin: ${token('space.md')} 0 0;
  color: ${token('color.text.secondary')};
  font-size: ${token('font.size.sm')};
  text-align: center;
  overflow-wrap: anywhere;
`;

export const Listbox = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${token('space.md')};
  &[aria-busy='true'] {
    opacity: 0.6;
  }
`;

export const GroupHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${token('space.sm')};
  margin-bottom: ${token('space.xs')};
  color: ${token('color.text.secondary')};
  font-size: ${token('font.size.xs')};
  font-weight: ${token('font.weight.bold')};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

export const OptionRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${token('space.sm')};
  min-height: 48px;
  padding: ${token('space.xs')} ${token('space.sm')};
  border-radius: ${token('radius.control')};
  cursor: pointer;
  & > img {
    flex: none;
    width: 40px;
    height: 40px;
    border-radius: ${token('radius.chip')};
    background: ${token('color.bg.skeleton')};
  }
  &[aria-selected='true'] {
    background: ${token('color.bg.brandSoft')};
    outline: 2px solid ${token('color.border.focus')};
    outline-offset: -2px;
  }
  & mark {
    background: none;
    color: inherit;
    font-weight: ${token('font.weight.bold')};
    text-decoration: underline;
  }
`;

export const OptionText = styled.span`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  & > span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  & > small {
    color: ${token('color.text.muted')};
    font-size: ${token('font.size.xs')};
  }
`;

export const LinkButton = styled.button`
  ${bareButton}
  color: ${token('color.text.link')};
  font-size: ${token('font.size.xs')};
  text-transform: none;
  letter-spacing: 0;
  cursor: pointer;
`;
