import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useTexts } from '@/i18n';
import { memberInfoQuery } from '@/session';
import { callPlatform } from '@/platform/request';
import { useSessionInfo, useToken } from '@/platform/session';
import { paths } from '@/tenant/paths';
import { Button, Card, DialogActions, ErrorState, LoadingState, MutedText, PageBody, PageHeading, toast } from '@/ui';
import { agentKeys, CONTRACT_CALLS, contractDetailQuery } from './api';
import { isContractExempt, type ContractKind } from './contracts';
import { ContractTerms } from './contract-terms';

type Decision = 'accept' | 'decline';

/** Whether the answer names a pending contract: the salary requests say so; the dividend one names its period. */
function pendingOf(kind: ContractKind, record: Readonly<Record<string, unknown>>): boolean {
  if (kind === 'dividend')
    return typeof record.divtypecompperiodreq === 'string' && record.divtypecompperiodreq.trim() !== '';
  return record.pending === true;
}

/**
 * The contract pages the prompts open (ROUTE-30): the pending contract as
 * the request call answers it (CALL-39 for the daily salary, CALL-38 for the
 * dividend) and accept or decline through the process call (CALL-40 is a GET
 * with a query, CALL-41 a POST). The terms' fields are not shown by the spec,
 * so they are listed as the platform sends them.
 */
export function ContractPage({ kind }: { readonly kind: ContractKind }) {
  const t = useTexts('agent');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSessionInfo();
  const token = useToken();
  const member = useQuery(memberInfoQuery(token));
  const exempt = member.isSuccess && isContractExempt(member.data.type ?? session?.type ?? null);
  const detail = useQuery({
    ...contractDetailQuery(token, kind),
    enabled: token !== null && member.isSuccess && !exempt,
  });
  const answer = useMutation({
    mutationFn: (decision: Decision) => {
      const operation = CONTRACT_CALLS[kind].process;
      return operation === 'dailySalaryProcess'
        ? callPlatform(operation, { query: { action: decision } })
        : callPlatform(operation, { body: { action: decision } });
    },
    onSuccess: async (_value, decision) => {
      toast.success(`agent:contract.done.${decision}`);
      await queryClient.invalidateQueries({ queryKey: agentKeys.contractRequest(token) });
      await queryClient.invalidateQueries({ queryKey: ['agent', 'contract', kind] });
      void navigate(paths.home());
    },
  });

  return (
    <PageBody data-page={`${kind}Contract`}>
      <PageHeading>{t(`contract.${kind}.title`)}</PageHeading>
      {member.isPending || (detail.isPending && detail.fetchStatus !== 'idle') ? (
        <LoadingState />
      ) : exempt ? (
        <MutedText data-testid="contract-exempt">{t('contract.exempt')}</MutedText>
      ) : detail.isError || member.isError ? (
        <ErrorState onRetry={() => void detail.refetch()} />
      ) : detail.data && !pendingOf(kind, detail.data) ? (
        <MutedText data-testid="contract-none">{t('contract.none')}</MutedText>
      ) : detail.data ? (
        <Card>
          <ContractTerms kind={kind} record={detail.data} />
          <DialogActions>
            <Button variant="secondary" busy={answer.isPending} onClick={() => answer.mutate('decline')}>
              {t('contract.decline')}
            </Button>
            <Button busy={answer.isPending} onClick={() => answer.mutate('accept')}>
              {t('contract.accept')}
            </Button>
          </DialogActions>
        </Card>
      ) : null}
    </PageBody>
  );
}
