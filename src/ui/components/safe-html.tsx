import DOMPurify from 'dompurify';
import { useMemo, type MouseEvent } from 'react';
import styled from 'styled-components';
import { token } from '../theme/tokens';

/**
 * Server HTML (announcements, popups, help, promotions) is untrusted: it goes
 * through DOMPurify with an allowlist before it reaches the DOM, and links are
 * handled by the app, never by the markup (ARCHITECTURE §6).
 */

const ALLOWED_TAGS = [
  'a', 'b', 'strong', 'i', 'em', 'u', 's', 'p', 'br', 'hr', 'span', 'div', 'ul', 'ol', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6',
  'blockquote', 'pre', 'code', 'small', 'sub', 'sup', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'img', 'figure', 'figcaption',
];
const ALLOWED_ATTR = ['href', 'src', 'alt', 'title', 'width', 'height', 'colspan', 'rowspan'];
/** http(s), relative paths and mailto/tel; never javascript:, data: or other schemes. */
const ALLOWED_URI_REGEXP = /^(?:(?:https?|mailto|tel):|\/(?!\/)|#|[^a-z:/?#]*(?:[/?#]|$))/i;

export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP,
    FORBID_TAGS: ['style', 'script', 'iframe', 'form', 'input', 'button', 'object', 'embed', 'svg', 'math', 'template'],
    FORBID_ATTR: ['style', 'class', 'id'],
    ALLOW_DATA_ATTR: false,
    KEEP_CONTENT: true,
  });
}

const Content = styled.div`
  color: ${token('color.text.primary')};
  font-size: ${token('font.size.md')};
  line-height: 1.5;
  overflow-wrap: anywhere;
  & img { max-width: 100%; height: auto; }
  & a { color: ${token('color.text.link')}; }
  & table { border-collapse: collapse; max-width: 100%; }
  & td, & th { border: 1px solid ${token('color.border.default')}; padding: ${token('space.xs')}; }
`;

export interface SafeHtmlProps {
  readonly html: string;
  /**
   * Called for every link click with its raw href; the caller decides (open
   * externally, navigate inside the app, or ignore). The default action never runs.
   */
  readonly onLink?: (href: string) => void;
  readonly className?: string;
  readonly testId?: string;
}

export function SafeHtml({ html, onLink, className, testId }: SafeHtmlProps) {
  const sanitized = useMemo(() => sanitizeHtml(html), [html]);
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = event.target instanceof Element ? event.target.closest('a') : null;
    if (!anchor) return;
    event.preventDefault();
    const href = anchor.getAttribute('href');
    if (href && onLink) onLink(href);
  };
  // The markup is sanitised on the line above (sanitizeHtml): DOMPurify allowlist.
  return <Content className={className} data-testid={testId} onClick={onClick} dangerouslySetInnerHTML={{ __html: sanitized }} />;
}
