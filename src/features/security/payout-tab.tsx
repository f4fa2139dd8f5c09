import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import { useTexts } from '@/i18n';
import {
  type PayoutAccount,
  payoutAccountsQuery,
  payoutKeys,
  payoutTitle,
  removePayoutAccount,
  setDefaultPayoutAccount,
} from '@/session';
import { useToken } from '@/platform/session';
import {
  Button,
  Card,
  Dialog,
  DialogActions,
  MutedText,
  QueryView,
  SectionHeading,
  StackList,
  StatusBadge,
  toast,
  token,
} from '@/ui';
import { PayoutForm } from './payout-form';

/** The payout-accounts tab (MONEY-16): list, default, remove (with a confirmation) and add, at most five. */

const MAX_ACCOUNTS = 5;

const Row = styled.li`
  display: grid;
  gap: ${token('space.xs')};
  padding: ${token('space.md')};
  border-radius: ${token('radius.card')};
  background: ${token('color.bg.raised')};
  & strong,
  & small {
    overflow-wrap: anywhere;
    min-width: 0;
  }
  & small {
    color: ${token('color.text.secondary')};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space.xs')};
`;

function AccountRow({
  account,
  onRemove,
}: {
  readonly account: PayoutAccount;
  readonly onRemove: (account: PayoutAccount) => void;
}) {
  const t = useTexts('security');
  const tc = useTexts('cashier');
  const queryClient = useQueryClient();
  const makeDefault = useMutation({
    mutationFn: () => setDefaultPayoutAccount(account.id),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: payoutKeys.all }),
  });
  return (
    <Row data-account={account.id}>
      <strong>{payoutTitle(account, tc)}</strong>
      <small>
        <bdi>{account.holder}</bdi>
      </small>
      <Actions>
        {account.isDefault ? (
          <StatusBadge $tone="success">{t('payout.default')}</StatusBadge>
        ) : (
          <Button small variant="secondary" busy={makeDefault.isPending} onClick={() => makeDefault.mutate()}>
            {t('payout.makeDefault')}
          </Button>
        )}
        <Button small variant="ghost" onClick={() => onRemove(account)}>
          {t('payout.remove')}
        </Button>
      </Actions>
    </Row>
  );
}

export function PayoutTab() {
  const t = useTexts('security');
  const tc = useTexts('cashier');
  const queryClient = useQueryClient();
  const accounts = useQuery(payoutAccountsQuery(useToken()));
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<PayoutAccount | null>(null);
  const remove = useMutation({
    mutationFn: (id: number) => removePayoutAccount(id),
    onSuccess: () => {
      toast.success('security:payout.removed');
      void queryClient.invalidateQueries({ queryKey: payoutKeys.all });
    },
    onSettled: () => setRemoving(null),
  });
  return (
    <QueryView query={accounts}>
      {(value) => (
        <Card data-testid="payout-accounts">
          <SectionHeading>{t('payout.title')}</SectionHeading>
          {value.content.length === 0 ? (
            <MutedText>{t('payout.empty')}</MutedText>
          ) : (
            <StackList>
              {value.content.map((account) => (
                <AccountRow key={account.id} account={account} onRemove={setRemoving} />
              ))}
            </StackList>
          )}
          <MutedText>{t('payout.max', { max: MAX_ACCOUNTS })}</MutedText>
          {adding ? <PayoutForm types={value.types} onDone={() => setAdding(false)} /> : null}
          {!adding && value.content.length < MAX_ACCOUNTS ? (
            <Button onClick={() => setAdding(true)}>{t('payout.add')}</Button>
          ) : null}
          <Dialog
            open={removing !== null}
            title={t('payout.removeTitle')}
            onClose={() => setRemoving(null)}
            testId="remove-payout-dialog"
          >
            <p>{t('payout.removeConfirm', { account: removing ? payoutTitle(removing, tc) : '' })}</p>
            <DialogActions>
              <Button variant="secondary" onClick={() => setRemoving(null)}>
                {t('payout.cancel')}
              </Button>
              <Button busy={remove.isPending} onClick={() => removing && remove.mutate(removing.id)}>
                {t('payout.remove')}
              </Button>
            </DialogActions>
          </Dialog>
        </Card>
      )}
    </QueryView>
  );
}
