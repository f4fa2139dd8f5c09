// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession, startSession } from '@/platform/session';

const failToast = vi.hoisted(() => vi.fn());
vi.mock('@/ui', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/ui')>()),
  toast: { fail: failToast },
}));

const { isRealAccount, isTrialAccount, rejectTrialAccount } = await import('./account-type');

const member = (type: number) => ({ token: 'tok', merchantCode: 'demo', userName: 'p1', type });

beforeEach(() => {
  endSession('signOut');
  failToast.mockClear();
});

describe('the trial/real-account rule (000 §6)', () => {
  it('ROLE-04 MONEY-23 AGENT-24 type 4 is the trial account; any other session is real, a guest neither', () => {
    expect(isTrialAccount(member(4))).toBe(true);
    expect(isRealAccount(member(4))).toBe(false);
    for (const type of [0, 1, 2, 40, 41, 42]) {
      expect(isTrialAccount(member(type))).toBe(false);
      expect(isRealAccount(member(type))).toBe(true);
    }
    expect(isTrialAccount(null)).toBe(false);
    expect(isRealAccount(null)).toBe(false);
  });

  it('ERR-14 ROLE-04 a trial session is refused with free_reject for 2 s; a real session and a guest go on silently', () => {
    expect(rejectTrialAccount()).toBe(false);
    startSession(member(0));
    expect(rejectTrialAccount()).toBe(false);
    expect(failToast).not.toHaveBeenCalled();
    startSession(member(4));
    expect(rejectTrialAccount()).toBe(true);
    expect(failToast).toHaveBeenCalledWith('messages.free_reject', { durationMs: 2000 });
  });
});
