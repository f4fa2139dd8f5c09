import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The payment provider's callback on a deposit order (issue 13): what it
 * reports, its HMAC-SHA256 signature with the merchant's secret, and how
 * fresh it must be (MONEY-30). Settling the order is deposits.ts's.
 */

/** The provider's answer is signed with this merchant secret (HMAC-SHA256); the sandbox's is derived and documented. */
const providerSecret = (merchant: string): string => `lobby-sandbox-provider:${merchant}`;

export interface ProviderCallback {
  readonly orderId: string;
  readonly status: 'PAID' | 'FAILED';
  /** Minor units paid. */
  readonly amountMinor: number;
  readonly providerRef: string;
  readonly timestamp: number;
  /**
   * The tax id (CPF) of the account that paid (issue 33, PAY-01): judged only
   * where payments must be the player's own. Signed with the rest when sent,
   * so nobody between the provider and the platform can swap the payer.
   */
  readonly payerTaxId?: string;
}

/** A callback without a payer signs exactly what it signed before own-name payments, so existing providers keep working. */
const signedText = (callback: ProviderCallback): string =>
  [
    callback.orderId,
    callback.status,
    callback.amountMinor,
    callback.providerRef,
    callback.timestamp,
    ...(callback.payerTaxId === undefined ? [] : [callback.payerTaxId]),
  ].join('|');

export const signCallback = (merchant: string, callback: ProviderCallback): string =>
  createHmac('sha256', providerSecret(merchant)).update(signedText(callback)).digest('hex');

/** How far a callback's timestamp may be from the platform's clock, either way (MONEY-30). */
export const CALLBACK_FRESHNESS_MS = 5 * 60_000;

export const callbackFresh = (callback: ProviderCallback, now: number): boolean =>
  Math.abs(now - callback.timestamp) <= CALLBACK_FRESHNESS_MS;

export function callbackSignatureValid(merchant: string, callback: ProviderCallback, signature: string): boolean {
  const expected = Buffer.from(signCallback(merchant, callback), 'hex');
  const given = Buffer.from(/^[0-9a-f]{64}$/i.test(signature) ? signature : '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
