import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTexts } from '@/i18n';
import { memberInfoQuery } from '@/session';
import { useToken } from '@/platform/session';
import { Button, Dialog, DIALOG_PRIORITY, DialogActions, MutedText } from '@/ui';
import { contractRequestQuery } from './api';
import { CONTRACT_PATHS, contractPrompts, isContractExempt } from './contracts';

/**
 * CONTRACT-01..07: after member info loads, members whose type is not 4, 40,
 * 41 or 42 get the contract request once per session; each non-empty field
 * prompts in turn with cancel or go.
 */
export function ContractPrompts() {
  const t = useTexts('agent');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const token = useToken();
  const member = useQuery(memberInfoQuery(token));
  const type = member.data?.type ?? null;
  const request = useQuery(contractRequestQuery(token, member.isSuccess && !isContractExempt(type)));
  const [handled, setHandled] = useState<readonly string[]>([]);
  const prompt = contractPrompts(request.data).find((entry) => !handled.includes(`${token ?? ''}:${entry.kind}`));
  // On a contract page the member is already answering one: the next prompt waits until they leave.
  if (!token || !prompt || isContractExempt(type) || CONTRACT_PATHS.has(pathname)) return null;
  const close = () => setHandled((list) => [...list, `${token}:${prompt.kind}`]);
  return (
    <Dialog
      open
      title={t(`contract.${prompt.kind}.title`)}
      onClose={close}
      closeOnMask={false}
      testId="contract-prompt"
      priority={DIALOG_PRIORITY.contract}
    >
      <MutedText>{t(`contract.${prompt.kind}.text`)}</MutedText>
      <DialogActions>
        <Button variant="secondary" onClick={close}>
          {t('contract.cancel')}
        </Button>
        <Button
          onClick={() => {
            close();
            void navigate(prompt.path);
          }}
        >
          {t('contract.go')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
