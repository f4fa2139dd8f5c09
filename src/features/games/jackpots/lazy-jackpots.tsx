import { lazyPart } from '@/lib/lazy-part';
import { JackpotStripSlot } from './jackpot-strip-slot';

/**
 * The jackpot parts load in chunks of their own (issue 34, speed goals):
 * home and the game list are first routes, and most tiles have no jackpot.
 * A tile's amount loads with the first jackpot tile shown; home's strip once
 * the browser is idle after the first paint, holding its place meanwhile.
 */
export const LazyJackpotAmount = lazyPart(
  () => import('./jackpot-amount'),
  (module) => module.JackpotAmount,
);

export const JackpotStrip = lazyPart(
  () => import('./jackpot-strip'),
  (module) => module.JackpotStrip,
  { afterIdle: true, fallback: JackpotStripSlot },
);
