import { useEffect, useLayoutEffect, useRef, useState, type MouseEvent } from 'react';
import styled from 'styled-components';
import { importOnce } from '@/lib/retry-import';
import { useAttempts } from '../hooks/use-attempts';
import { token } from '../theme/tokens';
import { InlineErrorState } from './states';

/**
 * Server HTML (announcements, popups, help, promotions) is untrusted: it is
 * parsed and sanitised with an allowlist in an inert document (./sanitize.ts),
 * and only copies of the clean nodes enter the page — the live document never
 * parses server HTML (issue 38). Links are handled by the app, never by the
 * markup (ARCHITECTURE §6).
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
  const box = useRef<HTMLDivElement>(null);
  const [sanitized, setSanitized] = useState<{ source: string; nodes: DocumentFragment } | null>(null);
  const [failed, setFailed] = useState(false);
  // REL-01: content that could not be shown says so with a retry, and tries again by itself once back online.
  const { attempt, retry } = useAttempts(failed);
  useEffect(() => {
    let current = true;
    loadSanitizer().then(
      ({ sanitizedFragment }) => {
        if (!current) return;
        setFailed(false);
        setSanitized({ source: html, nodes: sanitizedFragment(html) });
      },
      () => {
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [html, attempt]);
  // Nothing unsanitised ever renders: until the sanitiser has run on this html the box stays empty.
  const ready = sanitized?.source === html ? sanitized.nodes : null;
  useLayoutEffect(() => {
    // Copies of the inert nodes, made by the page's document: the kept fragment can fill the box again.
    box.current?.replaceChildren(...(ready ? [document.importNode(ready, true)] : []));
  }, [ready]);
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = event.target instanceof Element ? event.target.closest('a') : null;
    if (!anchor) return;
    event.preventDefault();
    const href = anchor.getAttribute('href');
    if (href && onLink) onLink(href);
  };
  if (failed && !ready) return <InlineErrorState testId={testId ? `${testId}-error` : undefined} onRetry={retry} />;
  return (
    // LANG-09: server HTML takes the direction of its own text (an English notice on an Arabic page keeps its full stop at the end).
    <Content ref={box} className={className} data-testid={testId} dir="auto" onClick={onClick} />
  );
}
