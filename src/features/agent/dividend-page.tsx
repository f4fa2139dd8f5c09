import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { memberInfoQuery } from '@/features/account';
import { useSessionInfo } from '@/platform/session';
import { Card, ErrorState, LoadingState, MutedText, PageBody, PageHeading } from '@/ui';
import { dividendInfoQuery } from './api';
import { isContractExempt } from './contracts';
import { RecordList } from './record-list';

/**
 * /m/member/agent/agentDivident (ROUTE-28, AGENT-23): the dividend info
 * (CALL-49), loaded only for types other than 4, 40, 41 and 42; the others
 * are told dividends do not apply to their account. Its fields are not
 * shown by the spec, so they are listed as the platform sends them.
 */
export default function DividendPage() {
  const { t } = useTranslation('agent');
  const session = useSessionInfo();
  const token = session?.token ?? null;
  const member = useQuery(memberInfoQuery(token));
  const type = member.data?.type ?? session?.type ?? null;
  const exempt = isContractExempt(type);
  const info = useQuery(dividendInfoQuery(token, member.isSuccess && !exempt));
  return (
    <PageBody data-page="agentDividend">
      <PageHeading>{t('dividend.title')}</PageHeading>
      {member.isPending ? (
        <LoadingState />
      ) : exempt ? (
        <MutedText data-testid="dividend-exempt">{t('dividend.exempt')}</MutedText>
      ) : info.isPending ? (
        <LoadingState />
      ) : info.isError ? (
        <ErrorState onRetry={() => void info.refetch()} />
      ) : (
        <Card>
          <RecordList record={info.data} testId="dividend-info" />
        </Card>
      )}
    </PageBody>
  );
}
