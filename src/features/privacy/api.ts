import * as z from 'zod/mini';
import { toPlatformError } from '@/platform/errors';
import { callPlatform, callPlatformParsed } from '@/platform/request';

/**
 * The member's privacy rights (issue 33; PRIV-01..05, PRIV-14): the data download and
 * the account closure. The download is the platform's own document, saved
 * as it came: the app only checks that it is one JSON object, so a broken
 * answer is a failed download, never an empty file.
 */

const exportSchema = z.record(z.string(), z.unknown());
export type MemberDataExport = z.output<typeof exportSchema>;

/** PRIV-01: everything the platform holds about the member, as one document. */
export const fetchMemberData = (): Promise<MemberDataExport> => callPlatformParsed('privacyExport', exportSchema);

/** What a closure that went through comes to: the app shows none of the answer's details. */
type AccountClosed = 'closed';

/**
 * PRIV-14: a closure whose answer was lost, read back. The platform keeps no
 * closure by request id, but a closed account's session is gone: the
 * member's unread count answers 401. Any other answer (or no answer) means
 * the account is still open, or that nothing can be told: null.
 */
export async function closureReadBack(): Promise<AccountClosed | null> {
  try {
    await callPlatform('unreadCount', { sessionProbe: true });
    return null;
  } catch (error) {
    return toPlatformError(error).kind === 'unauthorized' ? 'closed' : null;
  }
}

/**
 * PRIV-03: closes the account after the password; the endpoint table marks
 * the call encrypted, so the password travels sealed like every password write.
 */
export async function closeAccount(password: string): Promise<AccountClosed> {
  // A success is a closed account whatever the answer's details say; none of them is shown.
  await callPlatform('accountClose', { body: { password } });
  return 'closed';
}
