import { afterEach, describe, expect, it, vi } from 'vitest';
import { inOwnTask, yieldToBrowser } from './yield-to-browser';

describe('yieldToBrowser (issue 15, TBT)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('SPEED-10 resolves only after the work already queued in the current task', async () => {
    const order: string[] = [];
    const yielded = yieldToBrowser().then(() => order.push('after the yield'));
    void Promise.resolve().then(() => order.push('microtask of this task'));
    await yielded;
    expect(order).toEqual(['microtask of this task', 'after the yield']);
  });

  it('SPEED-10 falls back to a timer where there is no MessageChannel', async () => {
    vi.stubGlobal('MessageChannel', undefined);
    const timer = vi.spyOn(globalThis, 'setTimeout');
    await yieldToBrowser();
    expect(timer).toHaveBeenCalledWith(expect.any(Function), 0);
    timer.mockRestore();
  });

  it('SPEED-10 inOwnTask starts side-by-side work each after a yield, not in the task that asked, and passes its result', async () => {
    const order: string[] = [];
    const first = inOwnTask(() => {
      order.push('first');
      return 1;
    });
    const second = inOwnTask(() => {
      order.push('second');
      return Promise.resolve('two');
    });
    order.push('the asking task');
    await expect(Promise.all([first, second])).resolves.toEqual([1, 'two']);
    expect(order).toEqual(['the asking task', 'first', 'second']);
    await expect(inOwnTask(() => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
  });
});
