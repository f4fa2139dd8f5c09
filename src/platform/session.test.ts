// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { readStored, writeStored } from '@/lib/storage';
import { endSession, isLoggedIn, sessionInfo, startSession } from './session';

beforeEach(() => endSession('signOut'));

describe('session (000 §3, §4)', () => {
  it('SESSION-04 logged in exactly while session info with a non-empty token is held', () => {
    expect(isLoggedIn()).toBe(false);
    startSession({ token: 'tok1', merchantCode: 'demo', userName: 'p1', type: 0 });
    expect(isLoggedIn()).toBe(true);
    expect(sessionInfo()?.userName).toBe('p1');
    expect(readStored('MC_SESSION_INFO')?.token).toBe('tok1');
    startSession({ token: '', merchantCode: 'demo', userName: 'p1', type: 0 });
    expect(isLoggedIn()).toBe(false);
    expect(sessionInfo()).toBeNull();
  });
});

describe('a new session (REL-10, AGENT-23, SESSION-10, CHPW-03)', () => {
  it('forgets what the previous account stored; the same token keeps it', () => {
    startSession({ token: 'tok1', merchantCode: 'demo', userName: 'agent1', type: 1 });
    writeStored('memberInfo', { userName: 'agent1', type: 1 });
    writeStored('MC_SESSION_PWD', 'sealed-agent1');
    writeStored('bankList', [{ bank: 'agent1 bank' }]);
    writeStored('TRIAL_USER_NAME', 'trial-earlier');
    startSession({ token: 'tok1', merchantCode: 'demo', userName: 'agent1', type: 1 });
    expect(readStored('memberInfo')).toEqual({ userName: 'agent1', type: 1 });
    expect(readStored('MC_SESSION_PWD')).toBe('sealed-agent1');
    startSession({ token: 'tok2', merchantCode: 'demo', userName: 'exempt41', type: 41 });
    expect(readStored('memberInfo')).toBeNull();
    expect(readStored('MC_SESSION_PWD')).toBeNull();
    expect(readStored('bankList')).toBeNull();
    expect(readStored('TRIAL_USER_NAME')).toBeNull();
    expect(sessionInfo()?.userName).toBe('exempt41');
  });
});
