import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToken } from '@/platform/session';
import { ChevronDownIcon, DisclosureCard, PageBody, PageHeading, QueryList, SafeHtml, useContentLink } from '@/ui';
import { noticeListQuery, type NoticeKind } from './api';

/** A list of notices by title; a title opens its sanitised content (server HTML only through SafeHtml). */
export function NoticeList({ kind }: { readonly kind: NoticeKind }) {
  const { t, i18n } = useTranslation('notice');
  const openContentLink = useContentLink();
  const list = useQuery(noticeListQuery(kind, i18n.resolvedLanguage ?? i18n.language, useToken()));
  const [open, setOpen] = useState<number | null>(null);
  const onLink = openContentLink;

  return (
    <PageBody data-page={kind === 'agent' ? 'agentNotice' : 'notice'}>
      <PageHeading>{t(kind === 'agent' ? 'agentTitle' : 'title')}</PageHeading>
      <QueryList query={list} empty={t('empty')}>
        {(notices) => (
          <div data-testid="notice-list">
            {notices.map((notice, index) => (
              <DisclosureCard key={String(notice.id ?? index)} data-notice>
                <h2>
                  <button
                    type="button"
                    aria-expanded={open === index}
                    onClick={() => setOpen(open === index ? null : index)}
                  >
                    <bdi>{notice.title}</bdi>
                    <ChevronDownIcon />
                  </button>
                </h2>
                {open === index ? <SafeHtml html={notice.content} onLink={onLink} testId="notice-content" /> : null}
              </DisclosureCard>
            ))}
          </div>
        )}
      </QueryList>
    </PageBody>
  );
}
