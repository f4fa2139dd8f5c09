import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import styled from 'styled-components';
import * as z from 'zod/mini';
import { useTexts } from '@/i18n';
import { isRealAccount, verificationKeys, verificationStatusQuery, type Verification } from '@/session';
import { toPlatformError } from '@/platform/errors';
import { callPlatformParsed } from '@/platform/request';
import { useSessionInfo, useToken } from '@/platform/session';
import { VERIFICATION_DOCUMENTS, type VerificationDocument, type VerificationStatus } from '@/tenant/jurisdictions';
import { useJurisdiction } from '@/tenant/site';
import { Button, EmptyState, FormAlert, MutedText, Notice, QueryView, StatusBadge, token, type Tone } from '@/ui';
import { TitledPage } from '@/ui/patterns/titled-page';
import { DocumentStep } from './document-step';
import { rejectionText } from './verification-status-text';

/**
 * /m/verification (KYC-15..19, KYC-25): the member's verification status and,
 * while there is something to send, the three steps (document front, back,
 * selfie) and the submit that hands them to the vendor. A pending case is
 * read again every few seconds so the verdict shows without a reload.
 */

const PENDING_REFRESH_MS = 5_000;

const STATUS_TONE: Record<VerificationStatus, Tone> = {
  none: 'info',
  pending: 'warning',
  verified: 'success',
  rejected: 'danger',
};

const StatusLine = styled.p`
  margin: 0;
  display: flex;
  align-items: center;
  gap: ${token('space.sm')};
`;

const Steps = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${token('space.md')};
`;

const submitSchema = z.object({ status: z.catch(z.string(), 'pending') });

function DocumentsForm({ verification, fresh }: { readonly verification: Verification; readonly fresh: boolean }) {
  const t = useTexts('kyc');
  const tc = useTexts('common');
  const queryClient = useQueryClient();
  const [sentNow, setSentNow] = useState<ReadonlySet<VerificationDocument>>(new Set());
  const onStored = useCallback((kind: VerificationDocument) => setSentNow((sent) => new Set([...sent, kind])), []);
  // A new try after a rejection sends every photo anew; otherwise what the platform already holds counts.
  const held = (kind: VerificationDocument) => sentNow.has(kind) || (!fresh && verification.documents[kind]);
  const ready = VERIFICATION_DOCUMENTS.every(held);
  // KYC-25: the mutation's pending state reaches the button one render late; a second tap in that frame stops here.
  const inFlight = useRef(false);
  const submit = useMutation({
    mutationFn: () => callPlatformParsed('verificationSubmit', submitSchema, { body: {} }),
    // The failure is said beside the button (below); no toast on top of it.
    meta: { silent: true },
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: verificationKeys.all });
      inFlight.current = false;
    },
  });
  const send = () => {
    if (inFlight.current) return;
    inFlight.current = true;
    submit.mutate();
  };

  return (
    <Steps>
      {VERIFICATION_DOCUMENTS.map((kind) => (
        <DocumentStep
          key={kind}
          kind={kind}
          storedBefore={!fresh && verification.documents[kind]}
          onStored={onStored}
        />
      ))}
      {submit.isError ? <FormAlert>{tc(toPlatformError(submit.error).messageKey)}</FormAlert> : null}
      {ready ? null : <MutedText>{t('page.submitHint')}</MutedText>}
      {/* KYC-25: disabled while the submit is in flight, so a second tap cannot send it twice. */}
      <Button block disabled={!ready} busy={submit.isPending} onClick={send}>
        {t('page.submit')}
      </Button>
    </Steps>
  );
}

function VerificationBody({ verification }: { readonly verification: Verification }) {
  const t = useTexts('kyc');
  const [retrying, setRetrying] = useState(false);
  const { status } = verification;
  return (
    <>
      <StatusLine data-testid="verification-status">
        {t('page.statusLabel')}
        <StatusBadge $tone={STATUS_TONE[status]}>{t(`status.${status}`)}</StatusBadge>
      </StatusLine>
      {status === 'verified' ? <Notice role="status">{t('page.verified')}</Notice> : null}
      {status === 'pending' ? <Notice role="status">{t('page.pending')}</Notice> : null}
      {status === 'rejected' ? (
        <FormAlert>
          {t('page.rejected', { reason: rejectionText(t, verification.reason) })} {t('page.rejectedHint')}
        </FormAlert>
      ) : null}
      {status === 'rejected' && !retrying ? (
        <Button onClick={() => setRetrying(true)}>{t('page.tryAgain')}</Button>
      ) : null}
      {status === 'none' || (status === 'rejected' && retrying) ? (
        <>
          <MutedText>{t('page.intro')}</MutedText>
          <DocumentsForm verification={verification} fresh={status === 'rejected'} />
        </>
      ) : null}
    </>
  );
}

export default function VerificationPage() {
  const t = useTexts('kyc');
  const profile = useJurisdiction();
  const session = useSessionInfo();
  const token = useToken();
  const verification = useQuery({
    ...verificationStatusQuery(token),
    enabled: profile.verification && isRealAccount(session),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? PENDING_REFRESH_MS : false),
  });
  return (
    <TitledPage page="verification" title={t('page.heading')}>
      {profile.verification ? (
        <QueryView query={verification}>{(value) => <VerificationBody verification={value} />}</QueryView>
      ) : (
        <EmptyState>{t('page.notOffered')}</EmptyState>
      )}
    </TitledPage>
  );
}
