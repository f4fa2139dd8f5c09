import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import styled, { keyframes } from 'styled-components';
import { useTexts } from '@/i18n';
import type { Minor } from '@/lib/money';
import { accountKeys, useMoney } from '@/session';
import { MemberQueryView } from '@/session/member-query-view';
import { formatCountdown, formatDateTime } from '@/lib/formats';
import { Card, FormAlert, MutedText, Notice, token } from '@/ui';
import { TitledPage } from '@/ui/patterns/titled-page';
import { engageKeys, grabEnvelope, redRainQuery, type RedRain } from './api';
import { useClaim } from './use-claim';

/**
 * /m/redRain (AGENTX-12): the countdown to the next rain on the platform's
 * clock (the device's may be wrong), and during a rain envelopes to tap; the
 * platform decides the prize, once per player per rain. Envelopes fall with
 * a CSS animation (none with reduced motion); nothing runs when idle but a
 * one-second countdown.
 */

const fall = keyframes`from { transform: translateY(-40px); } to { transform: translateY(220px); }`;

const Sky = styled.div`
  position: relative;
  height: 260px;
  overflow: hidden;
  border-radius: ${token('radius.card')};
  background: ${token('color.bg.brandSoft')};
`;

const Envelope = styled.button<{ $left: number; $delay: number }>`
  position: absolute;
  inset-block-start: 0;
  inset-inline-start: ${({ $left }) => $left}%;
  width: 48px;
  height: 60px;
  border: 2px solid ${token('color.border.default')};
  border-radius: ${token('radius.control')};
  background: ${token('color.status.danger')};
  color: ${token('color.text.onBrand')};
  font-size: ${token('font.size.lg')};
  cursor: pointer;
  animation: ${fall} 3s linear ${({ $delay }) => $delay}s infinite alternate;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
    inset-block-start: ${({ $delay }) => 40 + $delay * 40}px;
  }
`;

const Big = styled.strong`
  font-size: ${token('font.size.xl')};
`;

/** The platform's time now, from its answer and how long ago the answer came. */
function useServerNow(rain: RedRain): number {
  const [offset] = useState(() => rain.serverTime - Date.now());
  const [now, setNow] = useState(() => Date.now() + offset);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now() + offset), 1000);
    return () => clearInterval(timer);
  }, [offset]);
  return now;
}

function Rain({ rain }: { readonly rain: RedRain }) {
  const t = useTexts('engage');
  const money = useMoney();
  const queryClient = useQueryClient();
  const now = useServerNow(rain);
  const [prize, setPrize] = useState<Minor | null>(rain.grabbed);
  const grab = useClaim(grabEnvelope, (result) => {
    setPrize(result.prize);
    void queryClient.invalidateQueries({ queryKey: accountKeys.all });
  });
  const due = rain.next ? rain.next.start - now : null;
  useEffect(() => {
    // The countdown ended (or the rain did): ask the platform what is falling now.
    if ((due !== null && due <= 0) || (rain.live && now >= rain.live.end))
      void queryClient.invalidateQueries({ queryKey: engageKeys.all });
  }, [due, now, rain.live, queryClient]);
  if (rain.live && now < rain.live.end) {
    return (
      <Card data-testid="rain-live">
        {prize !== null ? (
          <Big data-testid="rain-prize">
            {t(rain.grabbed === null ? 'rain.grabbed' : 'rain.already', { amount: money.format(prize) })}
          </Big>
        ) : (
          <Big>{t('rain.live')}</Big>
        )}
        {grab.error ? <FormAlert>{grab.error}</FormAlert> : null}
        {prize === null ? (
          <Sky>
            {[8, 28, 48, 68, 84].map((left, index) => (
              <Envelope
                key={left}
                $left={left}
                $delay={index * 0.4}
                aria-label={t('rain.envelope')}
                disabled={grab.busy}
                onClick={() => grab.run()}
              >
                🧧
              </Envelope>
            ))}
          </Sky>
        ) : null}
      </Card>
    );
  }
  return (
    <Card data-testid="rain-countdown">
      {rain.next && due !== null ? (
        <>
          <span>{t('rain.next')}</span>
          <Big data-testid="rain-timer">{formatCountdown(due, money.language)}</Big>
          <MutedText>{t('rain.at', { time: formatDateTime(rain.next.start, money.language) })}</MutedText>
        </>
      ) : (
        <Notice>{t('rain.none')}</Notice>
      )}
    </Card>
  );
}

export default function RedRainPage() {
  const t = useTexts('engage');
  return (
    <TitledPage page="redRain" title={t('rain.title')}>
      <MemberQueryView read={redRainQuery}>
        {(value) => <Rain key={value.live?.id ?? value.next?.id ?? 'none'} rain={value} />}
      </MemberQueryView>
      <MutedText>{t('rain.rules')}</MutedText>
    </TitledPage>
  );
}
