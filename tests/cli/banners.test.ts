import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../cli/commands/build';
import { validate } from '../../cli/commands/validate';
import { bannerSvg } from '../../cli/lib/banners';
import { setBannerText } from '../../cli/lib/banner-text';
import { textWidthPerPixel } from '../../tooling/svg-png';
import { imageSize } from '../../cli/lib/image-size';
import { formatProblem } from '../../cli/lib/problems';
import { loadTheme } from '../../cli/lib/themes';
import { parseTenant } from '../../src/tenant/schema';
import { fakeCompile, makeProject, type Project } from './fixture';

/** Issue 17: each tenant its own banners, drawn from its brand when its folder holds none. */

let project: Project;
beforeAll(async () => {
  project = makeProject();
  // jaguar brings its own banners (PT only: EN falls back to them).
  project.copy('tenants/assets/jaguar/banner.svg', 'tenants/assets/jaguar/promo/pt-1.svg');
  project.editJson('tenants/jaguar.json', (json) => {
    json.banners = { PT: [{ image: 'promo/pt-1.svg', title: 'Copa Jaguar', link: '/m/gameList?gameType=SPORTS' }] };
  });
  const result = await build({ cwd: project.cwd, all: true, compile: fakeCompile() });
  expect(result.problems).toEqual([]);
}, 180_000);
afterAll(() => project.cleanup());

type Listed = Record<string, Array<{ src: string; title: string; link: string; linkType: string }>>;
const listOf = (merchant: string): Listed =>
  project.readJson(`dist/${merchant}/m/brand/banners.json`) as unknown as Listed;

describe('lobby build: tenant banners', () => {
  it('POLISH-10 draws three banners per language from the brand, as 750 × 300 PNGs, with titles in that language', () => {
    const list = listOf('demo');
    expect(Object.keys(list).sort()).toEqual(['EN', 'PT']);
    expect(list.PT?.map((banner) => banner.title)).toEqual([
      'Bônus de boas-vindas',
      'Novos slots',
      'Semana de esportes',
    ]);
    expect(list.EN?.map((banner) => banner.title)).toEqual(['Welcome bonus', 'New slots', 'Sports week']);
    for (const banner of [...(list.PT ?? []), ...(list.EN ?? [])]) {
      expect(banner.link.startsWith('/m/')).toBe(true);
      const png = readFileSync(project.file(`dist/demo${banner.src}`));
      expect(imageSize('banner.png', png)).toEqual({ width: 750, height: 300 });
    }
  });

  it('POLISH-10 no two tenants look alike: the same banner of two tenants is not the same image', () => {
    const digest = (merchant: string) =>
      createHash('sha256')
        .update(readFileSync(project.file(`dist/${merchant}${listOf(merchant).EN?.[0]?.src ?? ''}`)))
        .digest('hex');
    expect(digest('demo')).not.toBe(digest('aurora'));
  });

  it('POLISH-10 a tenant with banners of its own gets those, for its other languages too', () => {
    const list = listOf('jaguar');
    expect(list.PT).toEqual([
      {
        src: '/m/brand/promo/pt-1.svg',
        title: 'Copa Jaguar',
        link: '/m/gameList?gameType=SPORTS',
        linkType: 'internal',
      },
    ]);
    expect(project.exists('dist/jaguar/m/brand/promo/pt-1.svg')).toBe(true);
    expect(project.exists('dist/jaguar/m/brand/banners')).toBe(false);
  });

  it('POLISH-10 a named banner that is missing is a problem naming the file and the field', async () => {
    const broken = makeProject();
    try {
      broken.editJson('tenants/demo.json', (json) => {
        json.banners = { EN: [{ image: 'promo/none.png', title: 'Gone', link: 'javascript:alert(1)' }] };
      });
      const problems = (await validate({ cwd: broken.cwd })).problems.map(formatProblem).join('\n');
      expect(problems).toContain('tenants/demo.json');
      expect(problems).toContain('banners.EN.0.link');
    } finally {
      broken.cleanup();
    }
  });

  it('POLISH-10 the brand name is text in the SVG, escaped', async () => {
    const cwd = project.cwd;
    const parsed = parseTenant({ ...project.readJson('tenants/aurora.json'), shortName: '"><svg onload=1>' });
    const theme = (await loadTheme(cwd, 'aurora')).theme;
    if (!parsed.tenant || !theme) throw new Error('fixture');
    const svg = bannerSvg({ tenant: parsed.tenant, theme, logoSvg: null }, 'EN', 'welcome');
    expect(svg).not.toContain('<svg onload');
    // The headline may wrap between the words; each part is escaped.
    expect(svg).toContain('&quot;&gt;&lt;svg');
    expect(svg).toContain('onload&#x3D;1&gt;');
  });

  it('LANG-11 an Arabic tenant gets banners in Arabic, right to left, in a font that draws Arabic', () => {
    const list = listOf('sahara');
    expect(list.AR?.map((banner) => banner.title)).toEqual(['مكافأة الترحيب', 'ألعاب سلوت جديدة', 'أسبوع الرياضة']);
    expect(list.EN?.map((banner) => banner.title)).toEqual(['Welcome bonus', 'New slots', 'Sports week']);
    // The art's fonts cover the script: without an Arabic font resvg draws nothing and measures nothing.
    expect(textWidthPerPixel('مرحبًا بك', true)).toBeGreaterThan(1);
    // Shaped: a joined word is narrower than its letters drawn one by one in their isolated forms.
    const word = 'سلوت';
    const letters = Array.from(word).reduce((sum, letter) => sum + textWidthPerPixel(letter, false), 0);
    expect(textWidthPerPixel(word, false)).toBeLessThan(letters);
  });

  it('LANG-11 LANG-12 a right-to-left banner starts its text at the right edge; nothing is cut with an ellipsis', async () => {
    const parsed = parseTenant(project.readJson('tenants/sahara.json'));
    const theme = (await loadTheme(project.cwd, 'sahara')).theme;
    if (!parsed.tenant || !theme) throw new Error('fixture');
    const svg = bannerSvg({ tenant: parsed.tenant, theme, logoSvg: null }, 'AR', 'welcome');
    expect(svg).toContain('direction="rtl"');
    expect(svg).toContain('text-anchor="end"');
    expect(svg).toContain('مرحبًا بك في Sahara Play');
    expect(svg).not.toContain('…');
  });

  it('LANG-12 a long headline wraps or shrinks to fit its column, never cut; text that cannot fit fails the build by name', async () => {
    const parsed = parseTenant({
      ...project.readJson('tenants/aurora.json'),
      shortName: undefined,
      displayName: 'Aurora Grand Casino',
    });
    const theme = (await loadTheme(project.cwd, 'aurora')).theme;
    if (!parsed.tenant || !theme) throw new Error('fixture');
    const svg = bannerSvg({ tenant: parsed.tenant, theme, logoSvg: null }, 'EN', 'welcome');
    const lines = [...svg.matchAll(/font-size="(\d+)" font-weight="700"[^>]*>([^<]+)<\/text>/g)];
    expect(lines.map((line) => line[2]).join(' ')).toContain('Welcome to Aurora Grand Casino');
    expect(lines.length).toBeGreaterThan(1);
    expect(svg).not.toContain('…');
    const set = setBannerText(
      'Welcome to Aurora Grand Casino, the home of every game',
      'A bonus on your first deposit',
      {
        width: 410,
        height: 184,
        below: 66,
      },
    );
    for (const line of set.headline.lines)
      expect(textWidthPerPixel(line, true) * set.headline.size).toBeLessThanOrEqual(410);
    expect(set.headline.lines.join(' ')).toBe('Welcome to Aurora Grand Casino, the home of every game');
    expect(() => setBannerText('W'.repeat(200), 'sub', { width: 410, height: 184, below: 66 })).toThrow(/does not fit/);
  });
});
