import { PROMOTION_STATES, type PromotionState } from '@/lib/spec-constants';

/** 001 §3 promotion display states (PROMO-01) and the one action each allows. */

type PromotionAction = 'join' | 'claim' | null;

const ACTIONS: Record<PromotionState, PromotionAction> = {
  JOIN: 'join',
  CLAIM: 'claim',
  APPLYING: null,
  CLOSE: null,
  REJECTED: null,
  ISSUED: null,
  CLAIMED: null,
  PROCESS: null,
  JOINED: null,
  COMING_SOON: null,
};

/** The state a server value names, tolerating case, spaces and hyphens ("Coming soon", "coming-soon"); unknown → null. */
export function promotionStateOf(value: unknown): PromotionState | null {
  if (typeof value !== 'string') return null;
  const normalised = value
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '_');
  return (PROMOTION_STATES as readonly string[]).includes(normalised) ? (normalised as PromotionState) : null;
}

export function actionOf(state: PromotionState | null): PromotionAction {
  return state ? ACTIONS[state] : null;
}
