import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { tenantBanners } from './tenant-banners.ts';

const dist = mkdtempSync(join(tmpdir(), 'lobby-banners-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));
const listFile = join(dist, 'demo', 'm', 'brand', 'banners.json');
const banner = (title: string) => ({
  src: `/m/brand/banners/${title}.png`,
  title,
  link: '/m/rewardCenter',
  linkType: 'internal',
});

describe('the sandbox answers each merchant with the banners its build made (issue 17)', () => {
  it('POLISH-10 picks the language asked for, else the default one; null when the build has none', () => {
    expect(tenantBanners(dist, 'demo', 'PT', 'PT')).toBeNull();
    mkdirSync(join(dist, 'demo', 'm', 'brand'), { recursive: true });
    writeFileSync(listFile, JSON.stringify({ PT: [banner('pt-a'), banner('pt-b')], EN: [banner('en-a')] }));
    expect(tenantBanners(dist, 'demo', 'EN', 'PT')).toEqual([
      { id: 1, url: '/m/brand/banners/en-a.png', title: 'en-a', link: '/m/rewardCenter', linkType: 'internal' },
    ]);
    expect(tenantBanners(dist, 'demo', 'VI', 'PT')?.map((item) => item.title)).toEqual(['pt-a', 'pt-b']);
  });

  it('POLISH-10 a rebuild while the sandbox runs is picked up; a broken list is no list', () => {
    writeFileSync(listFile, JSON.stringify({ PT: [banner('pt-new')] }));
    utimesSync(listFile, new Date(), new Date(Date.now() + 5000));
    expect(tenantBanners(dist, 'demo', 'PT', 'PT')?.map((item) => item.title)).toEqual(['pt-new']);
    writeFileSync(listFile, JSON.stringify({ PT: [{ src: 1 }] }));
    utimesSync(listFile, new Date(), new Date(Date.now() + 10000));
    expect(tenantBanners(dist, 'demo', 'PT', 'PT')).toBeNull();
  });
});
