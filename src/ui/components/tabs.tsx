import { useRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { token } from '../theme/tokens';

/** A horizontally scrolling tab list (popular games, game classify, lottery menu). */

const List = styled.div`
  display: flex;
  gap: ${token('space.xs')};
  overflow-x: auto;
  scrollbar-width: none;
  padding: ${token('space.xs')} ${token('space.lg')};
  &::-webkit-scrollbar {
    display: none;
  }
`;

const Tab = styled.button<{ $active: boolean }>`
  flex: none;
  min-height: 36px;
  padding: 0 ${token('space.md')};
  border: 1px solid ${({ $active }) => ($active ? 'transparent' : token('color.border.default'))};
  border-radius: ${token('radius.pill')};
  background: ${({ $active }) => ($active ? token('color.bg.brand') : token('color.bg.raised'))};
  color: ${({ $active }) => ($active ? token('color.text.onBrand') : token('color.text.primary'))};
  font: inherit;
  font-size: ${token('font.size.sm')};
  font-weight: ${token('font.weight.bold')};
  white-space: nowrap;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${token('color.border.focus')};
    outline-offset: 2px;
  }
`;

export interface TabItem<Id extends string> {
  readonly id: Id;
  readonly label: string;
  /** The label came from the platform (a category or vendor name): isolated from the page's direction (LANG-09). */
  readonly fromServer?: boolean;
}

export interface TabsProps<Id extends string> {
  readonly items: readonly TabItem<Id>[];
  readonly activeId: Id;
  readonly onSelect: (id: Id) => void;
  readonly label: string;
}

export function Tabs<Id extends string>({ items, activeId, onSelect, label }: TabsProps<Id>) {
  const listRef = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const index = items.findIndex((item) => item.id === activeId);
    // The arrow that points along the reading direction moves on: Left in a right-to-left page.
    const forward = (event.key === 'ArrowRight') === (getComputedStyle(event.currentTarget).direction !== 'rtl');
    const next = items[(index + (forward ? 1 : items.length - 1)) % items.length];
    if (!next) return;
    onSelect(next.id);
    listRef.current?.querySelector<HTMLButtonElement>(`[data-tab-id="${next.id}"]`)?.focus();
  };
  return (
    <List role="tablist" aria-label={label} ref={listRef} onKeyDown={onKeyDown}>
      {items.map((item) => (
        <Tab
          key={item.id}
          role="tab"
          type="button"
          data-tab-id={item.id}
          aria-selected={item.id === activeId}
          tabIndex={item.id === activeId ? 0 : -1}
          $active={item.id === activeId}
          onClick={() => onSelect(item.id)}
        >
          {item.fromServer ? <bdi>{item.label}</bdi> : item.label}
        </Tab>
      ))}
    </List>
  );
}
