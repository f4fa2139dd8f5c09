import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { followContentLink } from '@/lib/content-links';
import { useSessionInfo } from '@/platform/session';
import { isKnownRoute } from '@/tenant/route-table';
import { ChevronDownIcon, EmptyState, ErrorState, LoadingState, PageBody, PageHeading, SafeHtml, token } from '@/ui';
import { noticeListQuery, type NoticeKind } from './api';

const Entry = styled.section`
  border-radius: ${token('radius.card')};
  background: ${token('color.bg.surface')};
  overflow: hidden;
  & h2 { margin: 0; }
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
    text-align: left;
  }
  & > div { padding: 0 ${token('space.md')} ${token('space.md')}; color: ${token('color.text.secondary')}; }
`;

/** A list of notices by title; a title opens its sanitised content (server HTML only through SafeHtml). */
export function NoticeList({ kind }: { readonly kind: NoticeKind }) {
  const { t, i18n } = useTranslation('notice');
  const navigate = useNavigate();
  const session = useSessionInfo();
  const list = useQuery(noticeListQuery(kind, i18n.resolvedLanguage ?? i18n.language, session?.token ?? null));
  const [open, setOpen] = useState<number | null>(null);
  const onLink = (href: string) => void followContentLink(href, { navigate: (path) => void navigate(path), isKnownRoute: (path) => isKnownRoute(path) });

  return (
    <PageBody data-page={kind === 'agent' ? 'agentNotice' : 'notice'}>
      <PageHeading>{t(kind === 'agent' ? 'agentTitle' : 'title')}</PageHeading>
      {list.isPending ? (
        <LoadingState />
      ) : list.isError ? (
        <ErrorState onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <EmptyState>{t('empty')}</EmptyState>
      ) : (
        <div data-testid="notice-list">
          {list.data.map((notice, index) => (
            <Entry key={String(notice.id ?? index)} data-notice>
              <h2>
                <button type="button" aria-expanded={open === index} onClick={() => setOpen(open === index ? null : index)}>
                  {notice.title}
                  <ChevronDownIcon />
                </button>
              </h2>
              {open === index ? <SafeHtml html={notice.content} onLink={onLink} testId="notice-content" /> : null}
            </Entry>
          ))}
        </div>
      )}
    </PageBody>
  );
}
