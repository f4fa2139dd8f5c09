import { useQuery } from '@tanstack/react-query';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useToken } from '@/platform/session';
import { Card, EmptyState, ErrorState, LoadingState, MutedText, PageBody, PageHeading, token } from '@/ui';
import { clubBenefitQuery } from './api';

const List = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${token('space.sm')};
  & dt {
    color: ${token('color.text.secondary')};
  }
  & dd {
    margin: 0;
    font-weight: ${token('font.weight.bold')};
    color: ${token('color.text.primary')};
  }
`;

/** /m/member/benefits (MEMCLUB3, CALL-23): the benefits of the member's club level, as the club benefit call lists them. */
export default function BenefitsPage() {
  const { t, i18n } = useTranslation('member');
  const benefits = useQuery(clubBenefitQuery(useToken(), i18n.resolvedLanguage ?? i18n.language));
  return (
    <PageBody data-page="benefits">
      <PageHeading>{t('benefits.title')}</PageHeading>
      {benefits.isPending ? (
        <LoadingState />
      ) : benefits.isError ? (
        <ErrorState onRetry={() => void benefits.refetch()} />
      ) : (
        <Card>
          {benefits.data.labelName ? (
            <MutedText data-testid="benefits-level">
              {t('benefits.level', { level: benefits.data.labelName })}
            </MutedText>
          ) : null}
          {benefits.data.benefits.length === 0 ? (
            <EmptyState>{t('benefits.empty')}</EmptyState>
          ) : (
            <List data-testid="benefits-list">
              {benefits.data.benefits.map((benefit) => (
                <Fragment key={benefit.name}>
                  <dt dir="auto">{benefit.name}</dt>
                  <dd dir="auto">{String(benefit.value)}</dd>
                </Fragment>
              ))}
            </List>
          )}
        </Card>
      )}
    </PageBody>
  );
}
