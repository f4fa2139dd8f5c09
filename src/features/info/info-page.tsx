import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { PageId } from '@/tenant/page-ids';
import { ROUTE_TABLE, type Access } from '@/tenant/route-table';
import { Card, MutedText, PageBody, PageHeading, SectionHeading } from '@/ui';

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
  return (
    <PageBody data-page={pageId}>
      <PageHeading>{t(`pages.${pageId}.title`)}</PageHeading>
      <MutedText>{t(`pages.${pageId}.summary`)}</MutedText>
      <Card>
        <SectionHeading>{t('accessLabel')}</SectionHeading>
        <MutedText data-testid="info-access">{t(`access.${accessOf(pageId)}`)}</MutedText>
      </Card>
      <MutedText>{t('pendingNote')}</MutedText>
      <Link to="/m/home">{t('backHome')}</Link>
    </PageBody>
  );
}

const components = new Map<PageId, ComponentType>();

/** One component per page id, created once so React keeps its identity. */
export function infoPageFor(pageId: PageId): ComponentType {
  let component = components.get(pageId);
  if (!component) {
    const Page = () => <InfoPage pageId={pageId} />;
    Page.displayName = `InfoPage(${pageId})`;
    component = Page;
    components.set(pageId, component);
  }
  return component;
}
