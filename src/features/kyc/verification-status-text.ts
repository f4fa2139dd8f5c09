import type { TFunction } from 'i18next';
import { REJECTION_REASONS, type RejectionReason } from '@/tenant/jurisdictions';

/** KYC-19: a rejection's reason in the member's words; a reason the app does not know shows the vendor's own text. */
export function rejectionText(t: TFunction<'kyc'>, reason: string | null): string {
  if (!reason) return t('reason.unknown');
  return (REJECTION_REASONS as readonly string[]).includes(reason) ? t(`reason.${reason as RejectionReason}`) : reason;
}
