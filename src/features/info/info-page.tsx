import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import type { PageId } from '@/tenant/page-ids';
import { pageOfPath, ROUTE_TABLE, routesFor, type Access } from '@/tenant/route-table';
import { useSiteConfig } from '@/tenant/site';
import { Card, MutedText, PageBody, PageHeading, SectionHeading } from '@/ui';
import { callsOf, PAGE_CALLS } from './page-calls';

type CallKey = (typeof PAGE_CALLS)[keyof typeof PAGE_CALLS][number];

/**
 * An honest page for a route whose content the spec does not show: its
 * title, who may open it and what it is for. Feature issues replace these
 * with real pages route by route (src/app/routes/pages.ts).
 */

export function accessOf(pageId: PageId): Access {
  return ROUTE_TABLE.find((entry) => entry.page === pageId)?.access ?? 'public';
}

export function InfoPage({ pageId }: { readonly pageId: PageId }) {
  const { t } = useTranslation('info');
  const calls = callsOf(pageId);
  return (
    <PageBody data-page={pageId}>
      <PageHeading>{t(`pages.${pageId}.title`)}</PageHeading>
      <MutedText>{t(`pages.${pageId}.summary`)}</MutedText>
      <Card>
        <SectionHeading>{t('accessLabel')}</SectionHeading>
        <MutedText data-testid="info-access">{t(`access.${accessOf(pageId)}`)}</MutedText>
      </Card>
      <Card>
        <SectionHeading>{t('callsLabel')}</SectionHeading>
        {calls.length === 0 ? (
          <MutedText data-testid="info-calls">{t('noCalls')}</MutedText>
        ) : (
          <ul data-testid="info-calls">
            {calls.map((operation) => (
              <li key={operation} data-call={operation}>
                {t(`calls.${operation as CallKey}`)}
              </li>
            ))}
          </ul>
        )}
      </Card>
      <MutedText>{t('pendingNote')}</MutedText>
      <Link to="/m/home">{t('backHome')}</Link>
    </PageBody>
  );
}

/** The info page of the current route (the route table says which page a path shows). */
export default function InfoPageForRoute() {
  const { pathname } = useLocation();
  const config = useSiteConfig();
  const pageId = pageOfPath(pathname, routesFor(config.routes, config.gallery));
  return <InfoPage pageId={pageId} />;
}
