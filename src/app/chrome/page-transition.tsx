import { useEffect, useState, type ReactNode } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router-dom';
import styled, { keyframes } from 'styled-components';
import { token } from '@/ui';
import { swipeDisablesAnimation } from '@/tenant/chrome-rules';

const fade = keyframes`from { opacity: 0; } to { opacity: 1; }`;

const Frame = styled.div<{ $animate: boolean }>`
  animation: ${({ $animate }) => ($animate ? fade : 'none')} ${token('motion.fade')} ${token('motion.easing')};
`;

/** A back swipe ends with a POP navigation within this time of the touch ending. */
const SWIPE_TO_POP_MS = 600;

/** The last horizontal swipe; module state because it describes the device, not a component. */
const lastSwipe = { startX: 0, distance: 0, endedAt: Number.NEGATIVE_INFINITY, popFollowsLongSwipe: false };

/** Decided when the history pops, before the router renders the page it pops to. */
function popFollowsLongSwipe(popAt: number, swipeEndedAt: number, swipeDistance: number): boolean {
  return popAt - swipeEndedAt < SWIPE_TO_POP_MS && swipeDisablesAnimation(swipeDistance);
}

/**
 * CHROME-08/09: each page fades in over 300 ms, except after a back swipe of
 * more than 100 px (the browser's own swipe animation already ran). The page
 * a visit starts on does not fade: it replaces the static shell that is
 * already on screen, and content that starts transparent is not a paint for
 * the browser's first-paint metrics (Lighthouse found no first paint at all
 * on the login page). Every page after the first navigation fades.
 */
export function PageTransition({ children }: { readonly children: ReactNode }) {
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    const onStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (!touch) return;
      lastSwipe.startX = touch.clientX;
      lastSwipe.distance = 0;
      lastSwipe.endedAt = Number.NEGATIVE_INFINITY;
    };
    const onMove = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (touch) lastSwipe.distance = Math.max(lastSwipe.distance, touch.clientX - lastSwipe.startX);
    };
    const onEnd = () => {
      lastSwipe.endedAt = performance.now();
    };
    const onPop = () => {
      lastSwipe.popFollowsLongSwipe = popFollowsLongSwipe(performance.now(), lastSwipe.endedAt, lastSwipe.distance);
    };
    window.addEventListener('popstate', onPop);
    window.addEventListener('touchstart', onStart, { passive: true });
    window.addEventListener('touchmove', onMove, { passive: true });
    window.addEventListener('touchend', onEnd, { passive: true });
    return () => {
      window.removeEventListener('popstate', onPop);
      window.removeEventListener('touchstart', onStart);
      window.removeEventListener('touchmove', onMove);
      window.removeEventListener('touchend', onEnd);
    };
  }, []);

  const [firstKey] = useState(location.key);
  const [navigated, setNavigated] = useState(false);
  if (!navigated && location.key !== firstKey) setNavigated(true);

  const animate =
    (navigated || location.key !== firstKey) &&
    !(navigationType === NavigationType.Pop && lastSwipe.popFollowsLongSwipe);
  return (
    <Frame key={location.pathname} $animate={animate} data-animate={animate ? 'fade' : 'none'} data-testid="page-frame">
      {children}
    </Frame>
  );
}
