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

const closedSchema = z.object({
  closedAt: z.number(),
  recordsKeptUntil: z.catch(z.nullable(z.number()), null),
});
export type AccountClosed = z.output<typeof closedSchema>;

/**
 * PRIV-14: whether a closure whose answer was lost went through. The
 * platform keeps no closure by request id, but a closed account's session
 * is gone: the member's unread count answers 401. Any other answer (or no
 * answer) means the account is still open, or that nothing can be told.
 */
export async function closureWentThrough(): Promise<boolean> {
  try {
    await callPlatform('unreadCount', { sessionProbe: true });
    return false;
  } catch (error) {
    return toPlatformError(error).kind === 'unauthorized';
  }
}

/**
 * PRIV-03: closes the account after the password; the endpoint table marks
 * the call encrypted, so the password travels sealed like every password write.
 */
export async function closeAccount(password: string): Promise<AccountClosed> {
  const value = await callPlatform('accountClose', { body: { password } });
  // The closure happened whatever the answer's details say: an unreadable one is still a closed account.
  const parsed = closedSchema.safeParse(value);
  return parsed.success ? parsed.data : { closedAt: 0, recordsKeptUntil: null };
}
