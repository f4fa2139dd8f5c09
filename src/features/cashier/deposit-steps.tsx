import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useTexts } from '@/i18n';
import { Button, token } from '@/ui';

/** The new deposit-detail version (dep_func '1', MONEY-26): method, then amount and bonus, then pay. */

export type DepositStep = 'channel' | 'amount';

const Steps = styled.ol`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${token('space.xs')};
  margin: 0;
  padding: 0;
  list-style: none;
  & li {
    padding: ${token('space.xs')};
    border-bottom: 3px solid ${token('color.border.default')};
    color: ${token('color.text.secondary')};
    font-size: ${token('font.size.sm')};
    text-align: center;
    overflow-wrap: anywhere;
  }
  & li[aria-current='step'] {
    border-color: ${token('color.bg.brand')};
    color: ${token('color.text.primary')};
    font-weight: ${token('font.weight.bold')};
  }
`;

export function DepositSteps({
  step,
  onStep,
  channelPart,
  amountPart,
}: {
  readonly step: DepositStep;
  readonly onStep: (step: DepositStep) => void;
  readonly channelPart: ReactNode;
  readonly amountPart: ReactNode;
}) {
  const t = useTexts('cashier');
  return (
    <>
      <Steps aria-label={t('deposit.steps')} data-testid="deposit-steps">
        <li aria-current={step === 'channel' ? 'step' : undefined}>{t('deposit.stepChannel')}</li>
        <li aria-current={step === 'amount' ? 'step' : undefined}>{t('deposit.stepAmount')}</li>
        <li>{t('deposit.stepPay')}</li>
      </Steps>
      {step === 'channel' ? (
        <>
          {channelPart}
          <Button block onClick={() => onStep('amount')}>
            {t('deposit.next')}
          </Button>
        </>
      ) : (
        <>
          {amountPart}
          <Button variant="secondary" block onClick={() => onStep('channel')}>
            {t('deposit.back')}
          </Button>
        </>
      )}
    </>
  );
}
