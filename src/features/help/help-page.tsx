import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import { memberInfoQuery, walletQuery } from '@/session';
import { BannerArea } from '@/features/home';
import { useToken } from '@/platform/session';
import { paths } from '@/tenant/paths';
import {
  ChevronDownIcon,
  DisclosureCard,
  EmptyState,
  ErrorState,
  LoadingState,
  PageBody,
  SafeHtml,
  PageHeading,
} from '@/ui';
import { helpListQuery, merchantWalletQuery } from './api';
import { helpContentHtml, initialOpenIndex } from './help-content';

/** 001 §2 Help centre (HELP-01..07) at /m/help and /m/helpDetail. */
export default function HelpPage() {
  const { t, i18n } = useTranslation('help');
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const token_ = useToken();
  // HELP-05: with a session, opening help renews the session (fresh member info) and loads the wallet and the merchant wallet.
  useEffect(() => {
    if (token_) void queryClient.query({ ...memberInfoQuery(token_), staleTime: 0 }).catch(() => undefined);
  }, [queryClient, token_]);
  useQuery(walletQuery(token_));
  useQuery(merchantWalletQuery(token_));
  const list = useQuery(helpListQuery(i18n.resolvedLanguage ?? i18n.language));
  const [chosen, setChosen] = useState<number | null | undefined>(undefined);

  // CHROME-01: /m/help sits under the top header with the banner area, like home; /m/helpDetail has a back header.
  // Issue 17: the page's h1 (and tab title) in every state; the entries are h2.
  const banner = (
    <>
      {pathname === paths.help() ? <BannerArea /> : null}
      <PageHeading hidden>{t('title')}</PageHeading>
    </>
  );
  if (list.isPending)
    return (
      <>
        {banner}
        <LoadingState />
      </>
    );
  if (list.isError)
    return (
      <>
        {banner}
        <ErrorState onRetry={() => void list.refetch()} />
      </>
    );
  const entries = list.data;
  if (entries.length === 0)
    return (
      <>
        {banner}
        <EmptyState>{t('empty')}</EmptyState>
      </>
    );
  const open = chosen === undefined ? initialOpenIndex(params.get('i'), entries.length) : chosen;

  return (
    <>
      {banner}
      <PageBody data-page="help">
        {entries.map((entry, index) => (
          <DisclosureCard key={`${index}-${entry.title}`}>
            <h2>
              <button
                type="button"
                aria-expanded={open === index}
                onClick={() => setChosen(open === index ? null : index)}
              >
                <bdi>{entry.title}</bdi>
                <ChevronDownIcon />
              </button>
            </h2>
            {open === index ? <SafeHtml html={helpContentHtml(entry.content)} testId="help-content" /> : null}
          </DisclosureCard>
        ))}
      </PageBody>
    </>
  );
}
