import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { lenientList, pageSchema } from './lenient';

describe('lenient lists', () => {
  it('MONEY-18 drops items that do not parse and reads a non-list as empty', () => {
    const list = lenientList(z.object({ id: z.number() }));
    expect(list.parse([{ id: 1 }, { id: 'x' }, null, { id: 2 }])).toEqual([{ id: 1 }, { id: 2 }]);
    expect(list.parse('oops')).toEqual([]);
    expect(pageSchema(z.number()).parse({ content: [1, 'a', 2], totalPages: 'x' })).toEqual({ content: [1, 2], pageNum: 1, totalPages: 1, total: 0 });
  });
});
