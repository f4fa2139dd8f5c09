// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

let language = 'PT';
vi.mock('@/i18n', () => ({ useLanguage: () => language }));

const { useSettledLanguage } = await import('./settled-language');

describe('settled language of the game list', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    language = 'PT';
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('GLIST-16 a language change reaches the list 200 ms later, and a burst only once', () => {
    const seen: string[] = [];
    const { result, rerender } = renderHook(() => {
      const settled = useSettledLanguage();
      seen.push(settled);
      return settled;
    });
    expect(result.current).toBe('PT');
    language = 'EN';
    rerender();
    act(() => {
      vi.advanceTimersByTime(150);
    });
    language = 'PT';
    rerender();
    language = 'EN';
    rerender();
    act(() => {
      vi.advanceTimersByTime(199);
    });
    expect(result.current).toBe('PT');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toBe('EN');
    expect(new Set(seen)).toEqual(new Set(['PT', 'EN']));
  });
});
