import { useEffect, useState, type MouseEvent } from 'react';
import styled from 'styled-components';
import { importOnce } from '@/lib/retry-import';
import { useAttempts } from '../hooks/use-attempts';
import { token } from '../theme/tokens';
import { InlineErrorState } from './states';

/**
 * Server HTML (announcements, popups, help, promotions) is untrusted: it goes
 * through DOMPurify with an allowlist (./sanitize.ts) before it reaches the
 * DOM, and links are handled by the app, never by the markup (ARCHITECTURE §6).
 */

/** The sanitiser's chunk, loaded with the first box; a failed fetch is asked for again (importOnce). */
const loadSanitizer = importOnce(() => import('./sanitize'));

const Content = styled.div`
  color: ${token('color.text.primary')};
  font-size: ${token('font.size.md')};
  line-height: 1.5;
  overflow-wrap: anywhere;
  & img {
    max-width: 100%;
    height: auto;
  }
  & a {
    color: ${token('color.text.link')};
  }
  & table {
    border-collapse: collapse;
    max-width: 100%;
  }
  & td,
  & th {
    border: 1px solid ${token('color.border.default')};
    padding: ${token('space.xs')};
  }
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
  const [sanitized, setSanitized] = useState<{ source: string; html: string } | null>(null);
  const [failed, setFailed] = useState(false);
  // REL-01: content that could not be shown says so with a retry, and tries again by itself once back online.
  const { attempt, retry } = useAttempts(failed);
  useEffect(() => {
    let current = true;
    loadSanitizer().then(
      ({ sanitizeHtml }) => {
        if (!current) return;
        setFailed(false);
        setSanitized({ source: html, html: sanitizeHtml(html) });
      },
      () => {
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [html, attempt]);
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = event.target instanceof Element ? event.target.closest('a') : null;
    if (!anchor) return;
    event.preventDefault();
    const href = anchor.getAttribute('href');
    if (href && onLink) onLink(href);
  };
  if (failed && sanitized?.source !== html)
    return <InlineErrorState testId={testId ? `${testId}-error` : undefined} onRetry={retry} />;
  // Nothing unsanitised ever renders: until the sanitiser has run on this html the box stays empty.
  const ready = sanitized?.source === html ? sanitized.html : '';
  return (
    <Content
      className={className}
      data-testid={testId}
      // LANG-09: server HTML takes the direction of its own text (an English notice on an Arabic page keeps its full stop at the end).
      dir="auto"
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: ready /* sanitized by ./sanitize.ts */ }}
    />
  );
}
