import { describe, expect, it } from 'vitest';
import { contrastRatio, isDark } from '../../cli/lib/color';
import { formatProblem } from '../../cli/lib/problems';
import { loadTheme, resolvedColor, resolvedColors, themeCss, type Theme } from '../../cli/lib/themes';
import { SEMANTIC_TOKEN_NAMES } from '../../src/ui/theme/token-names';
import { at, dtcgColour, projectPerTest } from './fixture';

const project = projectPerTest();

const problems = async (name: string): Promise<string[]> =>
  (await loadTheme(project.cwd, name)).problems.map(formatProblem);
const theme = async (name: string): Promise<Theme> => {
  const result = await loadTheme(project.cwd, name);
  if (!result.theme) throw new Error(result.problems.map(formatProblem).join('\n'));
  return result.theme;
};

describe('themes: loading and resolving', () => {
  it('gives every brand every semantic token the app uses', async () => {
    for (const name of ['base', 'lobby', 'aurora', 'jaguar']) {
      expect([...(await theme(name)).semantic.keys()]).toEqual([...SEMANTIC_TOKEN_NAMES]);
    }
  });

  it('lets a brand override primitives, which the semantic tokens follow', async () => {
    expect(resolvedColor(await theme('lobby'), 'color.bg.brand')).toBe(
      resolvedColor(await theme('base'), 'color.bg.brand'),
    );
    for (const brand of ['aurora', 'jaguar']) {
      const primitive = at(
        project.readJson(`themes/${brand}.tokens.json`),
        'primitive',
        'color',
        'brand',
        'main',
        '$value',
      ).hex;
      expect(resolvedColor(await theme(brand), 'color.bg.brand')).toBe(primitive);
    }
    // Aurora is the light one.
    expect(isDark(resolvedColor(await theme('aurora'), 'color.bg.page'))).toBe(false);
    expect(isDark(resolvedColor(await theme('jaguar'), 'color.bg.page'))).toBe(true);
  });

  it('emits semantic tokens only, as --lby- custom properties with CSS for each type', async () => {
    project.editJson('themes/base.tokens.json', (json) => {
      at(json, 'primitive', 'color', 'brand', 'strong').$value = {
        colorSpace: 'srgb',
        components: [0.851, 0.6039, 0.1255],
        hex: '#D99A20',
      };
    });
    const css = themeCss(await theme('base'));
    expect(css).toMatch(/^:root \{\n/);
    expect(css).not.toContain('primitive');
    expect(css).not.toContain('/*'); // descriptions stay out of the page
    expect(css).toContain('--lby-color-bg-brand-pressed: #d99a20;');
    expect(css).toContain('--lby-color-bg-overlay: #000000b3;');
    expect(css).toContain('--lby-font-family-base: "Noto Sans", "Roboto", "Helvetica Neue", "Arial", sans-serif;');
    expect(css).toContain('--lby-font-weight-bold: 700;');
    expect(css).toContain('--lby-space-md: 12px;');
    expect(css).toContain('--lby-radius-card: 14px;');
    expect(css).toContain('--lby-shadow-raised: 0px 2px 8px 0px #00000066;');
    expect(css).toContain('--lby-motion-fade: 300ms;');
    expect(css).toContain('--lby-motion-easing: cubic-bezier(0.2, 0, 0, 1);');
    expect(css).not.toContain('[object Object]');
    expect(css.split('\n').filter((line) => line.trim().startsWith('--lby-'))).toHaveLength(
      SEMANTIC_TOKEN_NAMES.length,
    );
  });

  it('converts seconds, rem, font-weight names, other colour spaces and multi-layer shadows', async () => {
    project.editJson('themes/base.tokens.json', (json) => {
      const semantic = at(json, 'semantic');
      at(semantic, 'motion', 'fade').$value = { value: 0.25, unit: 's' };
      at(semantic, 'space', 'xl').$value = { value: 1.5, unit: 'rem' };
      at(semantic, 'font', 'weight', 'bold').$value = 'semi-bold';
      at(semantic, 'shadow', 'dialog').$value = [
        {
          color: '{primitive.color.overlay}',
          offsetX: { value: 0, unit: 'px' },
          offsetY: { value: 1, unit: 'px' },
          blur: { value: 2, unit: 'px' },
          spread: { value: 0, unit: 'px' },
        },
        {
          color: dtcgColour('#ffffff'),
          offsetX: { value: 0, unit: 'px' },
          offsetY: { value: 0, unit: 'px' },
          blur: { value: 0, unit: 'px' },
          spread: { value: 1, unit: 'px' },
          inset: true,
        },
      ];
      at(json, 'primitive', 'color', 'status', 'info').$value = { colorSpace: 'oklch', components: [0.7, 0.1, 250] };
    });
    const css = themeCss(await theme('base'));
    expect(css).toContain('--lby-motion-fade: 250ms;');
    expect(css).toContain('--lby-space-xl: 1.5rem;');
    expect(css).toContain('--lby-font-weight-bold: 600;');
    expect(css).toContain('--lby-shadow-dialog: 0px 1px 2px 0px #000000b3, inset 0px 0px 0px 1px #ffffff;');
    expect(css).toMatch(/--lby-color-status-info: #[0-9a-f]{6};/);
  });

  it('makes resolved colours easy to check for contrast', async () => {
    const colours = resolvedColors(await theme('aurora'));
    expect(colours.get('color.text.primary')).toBe(
      at(project.readJson('themes/aurora.tokens.json'), 'primitive', 'color', 'ink', '1', '$value').hex,
    );
    expect(contrastRatio(colours.get('color.text.primary') ?? '', colours.get('color.bg.page') ?? '')).toBeGreaterThan(
      7,
    );
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
  });
});

describe('themes: malformed files are refused with file and token path', () => {
  it('OPS-03 refuses a colour that is not a DTCG 2025.10 colour object, saying what to write instead', async () => {
    project.editJson('themes/aurora.tokens.json', (json) => {
      at(json, 'primitive', 'color', 'brand', 'main').$value = '#6b3ff0';
      at(json, 'primitive', 'color', 'ink', '1').$value = 'rgb(0, 0, 0)';
      at(json, 'primitive', 'color', 'ink', '2', '$value').hex = '#ff0000';
      at(json, 'primitive', 'color', 'canvas', '1', '$value').colorSpace = 'cmyk';
    });
    expect(await problems('aurora')).toEqual([
      'themes/aurora.tokens.json: primitive.color.canvas.1: colorSpace "cmyk" is not one of srgb, srgb-linear, display-p3, a98-rgb, prophoto-rgb, rec2020, xyz-d50, xyz-d65, lab, lch, oklab, oklch, hsl, hwb',
      'themes/aurora.tokens.json: primitive.color.ink.1: "rgb(0, 0, 0)" is not a DTCG colour object ({ "colorSpace": "srgb", "components": [r, g, b], "hex": "#rrggbb" })',
      'themes/aurora.tokens.json: primitive.color.ink.2: hex #ff0000 does not match components [0.2745,0.2392,0.3686] (#463d5e); for #ff0000 write [1,0,0]',
      'themes/aurora.tokens.json: primitive.color.brand.main: "#6b3ff0" is the older hex-string format; write the DTCG colour object {"colorSpace":"srgb","components":[0.4196,0.2471,0.9412],"hex":"#6b3ff0"}',
    ]);
  });

  it('refuses an alias that does not resolve, or points at a group', async () => {
    project.editJson('themes/base.tokens.json', (json) => {
      at(json, 'semantic', 'color', 'bg', 'page').$value = '{primitive.color.nope}';
      at(json, 'semantic', 'color', 'bg', 'surface').$value = '{primitive.color.canvas}';
    });
    expect(await problems('base')).toEqual([
      'themes/base.tokens.json: semantic.color.bg.page: alias {primitive.color.nope} does not resolve to a token',
      'themes/base.tokens.json: semantic.color.bg.surface: alias {primitive.color.canvas} points at a group, not a token',
    ]);
  });

  it('refuses an alias cycle, naming the chain once', async () => {
    project.editJson('themes/jaguar.tokens.json', (json) => {
      const brand = at(json, 'primitive', 'color', 'brand');
      at(brand, 'main').$value = '{primitive.color.brand.strong}';
      at(brand, 'strong').$value = '{primitive.color.brand.main}';
    });
    expect(await problems('jaguar')).toEqual([
      'themes/jaguar.tokens.json: primitive.color.brand.main: alias cycle: {primitive.color.brand.main} → {primitive.color.brand.strong} → {primitive.color.brand.main}',
    ]);
  });

  it('refuses a semantic group or an unknown primitive in a brand file', async () => {
    project.editJson('themes/aurora.tokens.json', (json) => {
      json.semantic = { color: { bg: { page: { $value: '#ffffff' } } } };
      at(json, 'primitive', 'color').sparkle = { $value: '#ff00ff' };
      at(json, 'primitive', 'color').canvas = { $value: '#ffffff' };
    });
    expect(await problems('aurora')).toEqual([
      'themes/aurora.tokens.json: semantic: a brand file may override primitives only; semantic tokens live in themes/base.tokens.json',
      'themes/aurora.tokens.json: primitive.color.canvas: is a group in themes/base.tokens.json; override its tokens one by one',
      'themes/aurora.tokens.json: primitive.color.sparkle: is not a primitive of themes/base.tokens.json (a brand overrides existing primitives only)',
    ]);
  });

  it('refuses wrong shapes: dimensions, unknown $type, missing $type, unsafe font names, invalid JSON', async () => {
    project.editJson('themes/base.tokens.json', (json) => {
      at(json, 'semantic', 'space', 'md').$value = '12px';
      at(json, 'semantic', 'size').$type = 'length';
      at(json, 'semantic').extra = { $value: 3 };
      at(json, 'primitive', 'font', 'family', 'base').$value = ['Arial</style><script>'];
    });
    expect(await problems('base')).toEqual([
      'themes/base.tokens.json: semantic.size.$type: unknown type "length" (expected one of color, dimension, fontFamily, fontWeight, duration, cubicBezier, number, shadow)',
      'themes/base.tokens.json: primitive.font.family.base: font name "Arial</style><script>" may hold letters, digits, spaces, "-" and "_" only',
      'themes/base.tokens.json: semantic.space.md: must be { "value": number, "unit": "px" | "rem" }, not "12px"',
      'themes/base.tokens.json: semantic.size.header: has no $type (set it on the token or a parent group)',
      'themes/base.tokens.json: semantic.size.menu: has no $type (set it on the token or a parent group)',
      'themes/base.tokens.json: semantic.size.menuTall: has no $type (set it on the token or a parent group)',
      'themes/base.tokens.json: semantic.size.tapTarget: has no $type (set it on the token or a parent group)',
      'themes/base.tokens.json: semantic.size.contentMax: has no $type (set it on the token or a parent group)',
      'themes/base.tokens.json: semantic.extra: has no $type (set it on the token or a parent group)',
    ]);
    project.write('themes/lobby.tokens.json', '{ "primitive": { ');
    expect(await problems('lobby')).toContainEqual(
      expect.stringMatching(/^themes\/lobby\.tokens\.json: invalid JSON: /),
    );
  });

  it('refuses a token whose alias has another type', async () => {
    project.editJson('themes/base.tokens.json', (json) => {
      at(json, 'semantic', 'color', 'text', 'primary').$value = '{primitive.dimension.radius.small}';
    });
    expect(await problems('base')).toEqual([
      'themes/base.tokens.json: semantic.color.text.primary: is a color token but aliases a dimension token ("{primitive.dimension.radius.small}")',
    ]);
  });
});
