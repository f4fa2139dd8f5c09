import { describe, expect, it, vi } from 'vitest';
import { importOnce, retryImport } from './retry-import';

const chunkFailure = () =>
  new TypeError('Failed to fetch dynamically imported module: http://localhost/m/assets/sanitize-abc.js');

describe('chunks that failed to load', () => {
  it('REL-01 a module that failed to load is asked for again on the next call, and kept once it loaded', async () => {
    const module = { value: 1 };
    const load = vi
      .fn<() => Promise<typeof module>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(module);
    const loadOnce = importOnce(load);
    await expect(loadOnce()).rejects.toThrow('offline');
    await expect(loadOnce()).resolves.toBe(module);
    await expect(loadOnce()).resolves.toBe(module);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('ERR-24 the next try asks for the failed chunk under a fresh URL; the first try, or a failure naming no chunk, uses the loader itself', () => {
    const load = () => Promise.resolve({});
    expect(retryImport(load, chunkFailure(), 1)).not.toBe(load);
    expect(retryImport(load, chunkFailure(), 0)).toBe(load);
    expect(retryImport(load, new Error('no url here'), 3)).toBe(load);
  });
});
