import { afterEach, describe, expect, it, vi } from 'vitest';
import { hideToast, showToast, toastDuration, TOAST_TYPES, useToastStore } from './toast-store';
import { maskClickCloses } from '../components/dialog';

afterEach(() => {
  hideToast();
  vi.useRealTimers();
});

describe('toasts (000 §8, §9)', () => {
  it('CHROME-22 come in exactly five types', () => {
    expect(TOAST_TYPES).toEqual(['info', 'success', 'fail', 'offline', 'loading']);
  });

  it('CHROME-23 last 1.5 s by default, with SHORT 3 s and LONG 8 s available', () => {
    expect(toastDuration('info')).toBe(1500);
    expect(toastDuration('fail', { durationMs: 3000 })).toBe(3000);
    expect(toastDuration('success', { durationMs: 8000 })).toBe(8000);
  });

  it('CHROME-24 a loading toast stays until hidden or its maximum; 9999 means until hidden', () => {
    expect(toastDuration('loading')).toBeNull();
    expect(toastDuration('loading', { maxMs: 9999 })).toBeNull();
    expect(toastDuration('loading', { maxMs: 10_000 })).toBe(10_000);
  });

  it('hides a timed toast when its time is up, and a newer toast replaces an older one', () => {
    vi.useFakeTimers();
    const first = showToast('info', 'messages.in_collection');
    const second = showToast('fail', 'errors.unknown');
    expect(useToastStore.getState().current?.id).toBe(second);
    hideToast(first); // hiding an older id does nothing
    expect(useToastStore.getState().current?.id).toBe(second);
    vi.advanceTimersByTime(1499);
    expect(useToastStore.getState().current).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(useToastStore.getState().current).toBeNull();
  });
});

describe('dialogs', () => {
  it('CHROME-25 ignore mask clicks during the first 300 ms, then close on them', () => {
    expect(maskClickCloses(1000, 1299)).toBe(false);
    expect(maskClickCloses(1000, 1300)).toBe(true);
  });
});
