import { isValidElement, useEffect, type ReactNode } from 'react';
import styled from 'styled-components';
import { useSite } from '@/tenant/site';
import { token } from '../theme/tokens';

/** Page layout primitives shared by every feature. */

export const PageBody = styled.div`
  padding: ${token('space.lg')};
  display: flex;
  flex-direction: column;
  gap: ${token('space.lg')};
`;

const Heading = styled.h1<{ $hidden: boolean }>`
  margin: 0;
  font-size: ${token('font.size.xl')};
  font-weight: ${token('font.weight.bold')};
  color: ${token('color.text.primary')};
  ${({ $hidden }) => ($hidden ? 'position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;' : '')}
`;

/**
 * The page's one h1 (issue 17). Its text also names the browser tab:
 * "<heading> · <brand>", or the brand alone when the heading is the brand
 * (home). `hidden` keeps it for screen readers and the title where the
 * header already shows the page's name.
 */
export function PageHeading({ children, hidden = false }: { readonly children: ReactNode; readonly hidden?: boolean }) {
  useDocumentTitle(plainText(children));
  return <Heading $hidden={hidden}>{children}</Heading>;
}

/** The words of a heading: its text, through the isolating `<bdi>` or `<span>` a server's name is wrapped in. */
export function plainText(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map((child: ReactNode) => plainText(child)).join('');
  if (isValidElement<{ children?: ReactNode }>(node)) return plainText(node.props.children);
  return '';
}

/** Names the browser tab after the page: "<name> · <brand>", the brand alone for the brand itself. For pages whose h1 is their own. */
export function useDocumentTitle(name: string): void {
  const text = name.trim();
  const brand = useSite((state) => state.config?.displayName ?? '');
  useEffect(() => {
    if (text) document.title = !brand || text === brand ? text : `${text} · ${brand}`;
  }, [text, brand]);
}

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
