// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { readStored } from '@/lib/storage';
import { endSession, startSession } from '@/platform/session';

/** Each call answers with the info of whichever account the test says is being asked about. */
const answers = vi.hoisted(() => ({ next: [] as Array<{ userName: string; type: number }> }));
vi.mock('@/platform/request', () => ({
  callPlatformParsed: () => Promise.resolve(answers.next.shift()),
}));

const { memberInfoQuery } = await import('./member');

type QueryFn = (context: { signal: AbortSignal }) => Promise<unknown>;
const run = (token: string) => (memberInfoQuery(token).queryFn as QueryFn)({ signal: new AbortController().signal });

describe('member info (REL-10, SESSION-10, AGENT-23)', () => {
  it('stores the answer for the session it was asked for, and not an answer that arrives after the session changed', async () => {
    endSession('signOut');
    startSession({ token: 'tok1', merchantCode: 'demo', userName: 'agent1', type: 1 });
    answers.next.push({ userName: 'agent1', type: 1 });
    await run('tok1');
    expect(readStored('memberInfo')).toMatchObject({ userName: 'agent1', type: 1 });

    // The old session's read is still in flight when the next account logs in.
    answers.next.push({ userName: 'agent1', type: 1 });
    const late = run('tok1');
    startSession({ token: 'tok2', merchantCode: 'demo', userName: 'exempt41', type: 41 });
    await late;
    expect(readStored('memberInfo')).toBeNull();

    answers.next.push({ userName: 'exempt41', type: 41 });
    await run('tok2');
    expect(readStored('memberInfo')).toMatchObject({ userName: 'exempt41', type: 41 });
  });
});
