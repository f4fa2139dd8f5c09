// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { startFromStore, storedAs } from './cached-read';
import { removeStored, writeStored } from './storage';

describe('cached, then refreshed reads (SESSION-24)', () => {
  afterEach(() => removeStored('vendorTypes'));

  it('SESSION-24 starts from what the store holds, dated at 0 so the call still runs', () => {
    const start = startFromStore(() => ['cached']);
    expect(start.initialDataUpdatedAt).toBe(0);
    expect(start.initialData()).toEqual(['cached']);
  });

  it('SESSION-24 reads the stored value through its schema; nothing, junk or an empty list (when asked) start empty', () => {
    const schema = z.array(z.object({ id: z.number() }));
    expect(storedAs('vendorTypes', schema)).toBeUndefined();
    writeStored('vendorTypes', [{ id: 1 }] as never);
    expect(storedAs('vendorTypes', schema)).toEqual([{ id: 1 }]);
    writeStored('vendorTypes', [{ id: 'x' }] as never);
    expect(storedAs('vendorTypes', schema)).toBeUndefined();
    writeStored('vendorTypes', [] as never);
    expect(storedAs('vendorTypes', schema)).toEqual([]);
    expect(storedAs('vendorTypes', schema, { nonEmpty: true })).toBeUndefined();
  });
});
