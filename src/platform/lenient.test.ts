import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { lenientList, pageSchema } from './lenient';

describe('lenient lists', () => {
  const list = lenientList(z.object({ id: z.number() }));

  it('MONEY-18 drops the items that do not parse and keeps the others', () => {
    expect(list.parse([{ id: 1 }, { id: 'x' }, null, { id: 2 }])).toEqual([{ id: 1 }, { id: 2 }]);
    expect(pageSchema(z.number()).parse({ content: [1, 'a', 2], totalPages: 'x' })).toEqual({
      content: [1, 2],
      pageNum: 1,
      totalPages: 1,
      total: 0,
    });
  });

  it('REL-11 reads only an answer of nothing as an empty list', () => {
    expect(list.parse([])).toEqual([]);
    expect(list.parse(null)).toEqual([]);
    expect(list.parse(undefined)).toEqual([]);
    expect(z.object({ content: list }).parse({})).toEqual({ content: [] });
  });

  it('REL-11 fails a list that is not a list, or none of whose items could be read', () => {
    for (const hostile of ['oops', 7, { id: 1 }, true]) expect(list.safeParse(hostile).success).toBe(false);
    expect(list.safeParse([{ id: 'x' }, null, 'y']).success).toBe(false);
    expect(pageSchema(z.number()).safeParse({ content: 'a' }).success).toBe(false);
  });
});
