import { describe, expect, it } from 'vitest';
import type { Manifest } from '../../cli/lib/vite-manifest';
import { OTHER_PAGE_SOURCES, firstVisitKeys } from './sizes';

describe('the pages the first-route meter does not name', () => {
  it('are found by their module in the page table', () => {
    expect(OTHER_PAGE_SOURCES).toEqual([
      { label: 'lottery', source: 'src/features/lottery/lottery-page.tsx' },
      { label: 'member centre', source: 'src/features/member/member-centre-page.tsx' },
      { label: 'deposit', source: 'src/features/cashier/deposit-page.tsx' },
    ]);
  });
});

describe('firstVisitKeys', () => {
  const manifest: Manifest = {
    'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_react.js'] },
    '_react.js': { file: 'assets/react-b.js' },
    'src/features/lottery/lottery-page.tsx': {
      file: 'assets/lottery-page-c.js',
      imports: ['_countdown.js', '_react.js'],
    },
    '_countdown.js': { file: 'assets/countdown-d.js' },
    'src/features/cashier/deposit-page.tsx': { file: 'assets/deposit-page-e.js', imports: ['_money.js'] },
    '_money.js': { file: 'assets/money-f.js' },
    '_locale-pt.js': { file: 'assets/locale-pt-g.js' },
    '_locale-en.js': { file: 'assets/locale-en-h.js' },
  };

  it('takes the entry, the page and the starting language with their static imports, and nothing of other pages or languages', () => {
    expect([...firstVisitKeys(manifest, 'src/features/lottery/lottery-page.tsx', 'PT')].sort()).toEqual(
      ['_countdown.js', '_locale-pt.js', '_react.js', 'index.html', 'src/features/lottery/lottery-page.tsx'].sort(),
    );
  });

  it('takes another page in another language the same way, and names a page module the build does not have', () => {
    expect(() => firstVisitKeys(manifest, 'src/features/member/member-centre-page.tsx', 'PT')).toThrow(
      /member-centre-page\.tsx/,
    );
    expect(firstVisitKeys(manifest, 'src/features/cashier/deposit-page.tsx', 'EN')).toEqual(
      new Set(['index.html', '_react.js', '_locale-en.js', 'src/features/cashier/deposit-page.tsx', '_money.js']),
    );
  });
});
