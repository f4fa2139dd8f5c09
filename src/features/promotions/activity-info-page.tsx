import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useToken } from '@/platform/session';
import { paths } from '@/tenant/paths';
import { EmptyState, ErrorState, LoadingState, PageBody, PageHeading, SafeHtml, token, useContentLink } from '@/ui';
import { promotionListQuery } from './api';
import { PromotionAction, PromotionStateLabel } from './promotion-card';

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: ${token('space.sm')};
`;

/** /m/activityInfo?id= (ROUTE-13, PROMO-02): one promotion, its sanitised HTML content, state and action. */
export default function ActivityInfoPage() {
  const { t, i18n } = useTranslation('promotions');
  const openContentLink = useContentLink();
  const [params] = useSearchParams();
  const list = useQuery(promotionListQuery(i18n.resolvedLanguage ?? i18n.language, useToken()));
  const heading = <PageHeading hidden>{t('title')}</PageHeading>;
  if (list.isPending)
    return (
      <>
        {heading}
        <LoadingState />
      </>
    );
  if (list.isError)
    return (
      <>
        {heading}
        <ErrorState onRetry={() => void list.refetch()} />
      </>
    );
  const promotion = list.data.find((entry) => entry.id === params.get('id'));
  if (!promotion) {
    return (
      <PageBody data-page="activityInfo">
        {heading}
        <EmptyState>{t('notFound')}</EmptyState>
        <Link to={paths.activity()}>{t('backToList')}</Link>
      </PageBody>
    );
  }
  return (
    <PageBody data-page="activityInfo">
      <PageHeading>
        <bdi>{promotion.title}</bdi>
      </PageHeading>
      <Bar>
        <PromotionStateLabel promotion={promotion} />
        <PromotionAction promotion={promotion} />
      </Bar>
      <SafeHtml html={promotion.content} testId="promotion-content" onLink={openContentLink} />
    </PageBody>
  );
}
