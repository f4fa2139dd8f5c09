/**
 * The window event by which the app asks the shell's inline script
 * (cli/lib/shell.ts) to show its stamped failed start: "no internet" or
 * "could not reach the service" with a retry, in the tenant's language, for
 * a start that could not fetch its texts. Its detail is the app's retry; the
 * shell calls it on a tap or when the device comes back online, and cancels
 * the event to say it has shown the failure.
 */
export const START_FAILED_EVENT = 'lobby:start-failed';
