import { SHELL_ANSWER_GLOBAL } from '@/tenant/page-table/first-view';

/**
 * The first answer the stamped shell fetched before the app's code (issue 35,
 * SPEED-29: src/app/first-answer/first-answer.ts, inlined by the stamp):
 * what the shell leaves on `window` for the app. The app's request layer
 * takes it once, when it asks for the same address with the same headers,
 * instead of asking the platform a second time (SPEED-30).
 */

export interface ShellAnswer {
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  /** The platform's response, its body unread (the shell reads a clone). */
  readonly response: Promise<Response>;
  /** Settles once the answer is drawn into the first view and painted (or cannot be: then at once). */
  readonly drawn: Promise<void>;
  /** Whether the app has taken the response. */
  taken?: boolean;
}

type WithShellAnswer = { [SHELL_ANSWER_GLOBAL]?: ShellAnswer };

function sameHeaders(left: Readonly<Record<string, string>>, right: Readonly<Record<string, string>>): boolean {
  const names = Object.keys(left);
  return names.length === Object.keys(right).length && names.every((name) => left[name] === right[name]);
}

/**
 * The shell's response for a GET of `url` with exactly `headers`, once; null
 * when the shell asked for something else (another language, a session that
 * began since) or the app has it already.
 */
export function takeShellAnswer(
  url: string,
  headers: Readonly<Record<string, string>>,
  scope: WithShellAnswer = globalThis as WithShellAnswer,
): Promise<Response> | null {
  const answer = scope[SHELL_ANSWER_GLOBAL];
  if (!answer || answer.taken || answer.url !== url || !sameHeaders(answer.headers, headers)) return null;
  answer.taken = true;
  return answer.response;
}
