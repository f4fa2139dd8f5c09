import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contrastRatio, isDark } from '../../cli/lib/color';
import { formatProblem } from '../../cli/lib/problems';
import { loadTheme, resolvedColor, resolvedColors, themeCss, type Theme } from '../../cli/lib/themes';
import { SEMANTIC_TOKEN_NAMES } from '../../src/ui/theme/token-names';
import { at, makeProject, type Project } from './fixture';

let project: Project;
beforeEach(() => {
  project = makeProject();
});
afterEach(() => project.cleanup());

const problems = (name: string): string[] => loadTheme(project.cwd, name).problems.map(formatProblem);
const theme = (name: string): Theme => {
  const result = loadTheme(project.cwd, name);
  if (!result.theme) throw new Error(result.problems.map(formatProblem).join('\n'));
  return result.theme;
};

describe('themes: loading and resolving', () => {
  it('gives every brand every semantic token the app uses', () => {
    for (const name of ['base', 'lobby', 'aurora', 'jaguar']) {
      expect([...theme(name).semantic.keys()]).toEqual([...SEMANTIC_TOKEN_NAMES]);
    }
  });

  it('lets a brand override primitives, which the semantic tokens follow', () => {
    expect(resolvedColor(theme('lobby'), 'color.bg.brand')).toBe(resolvedColor(theme('base'), 'color.bg.brand'));
    for (const brand of ['aurora', 'jaguar']) {
      const primitive = at(project.readJson(`themes/${brand}.tokens.json`), 'primitive', 'color', 'brand', 'main').$value;
      expect(resolvedColor(theme(brand), 'color.bg.brand')).toBe(primitive);
    }
    // Aurora is the light one.
    expect(isDark(resolvedColor(theme('aurora'), 'color.bg.page'))).toBe(false);
    expect(isDark(resolvedColor(theme('jaguar'), 'color.bg.page'))).toBe(true);
  });

  it('emits semantic tokens only, as --lby- custom properties with CSS for each type', () => {
    project.editJson('themes/base.tokens.json', (json) => {
      at(json, 'primitive', 'color', 'brand', 'strong').$value = '#D99A20';
    });
    const css = themeCss(theme('base'));
    expect(css).toMatch(/^:root\{\n/);
    expect(css).not.toContain('primitive');
    expect(css).toContain('--lby-color-bg-brand-pressed:#d99a20;');
    expect(css).toContain('--lby-font-family-base:"Noto Sans", "Roboto", "Helvetica Neue", "Arial", sans-serif;');
    expect(css).toContain('--lby-font-weight-bold:700;');
    expect(css).toContain('--lby-space-md:12px;');
    expect(css).toContain('--lby-radius-card:14px;');
    expect(css).toContain('--lby-shadow-raised:0px 2px 8px 0px #00000066;');
    expect(css).toContain('--lby-motion-fade:300ms;');
    expect(css).toContain('--lby-motion-easing:cubic-bezier(0.2, 0, 0, 1);');
    expect(css.split('\n').filter((line) => line.startsWith('--lby-'))).toHaveLength(SEMANTIC_TOKEN_NAMES.length);
  });

  it('converts seconds, rem, font-weight names and multi-layer shadows', () => {
    project.editJson('themes/base.tokens.json', (json) => {
      const semantic = at(json, 'semantic');
      at(semantic, 'motion', 'fade').$value = { value: 0.25, unit: 's' };
      at(semantic, 'space', 'xl').$value = { value: 1.5, unit: 'rem' };
      at(semantic, 'font', 'weight', 'bold').$value = 'semi-bold';
      at(semantic, 'shadow', 'dialog').$value = [
        { color: '{primitive.color.overlay}', offsetX: { value: 0, unit: 'px' }, offsetY: { value: 1, unit: 'px' }, blur: { value: 2, unit: 'px' }, spread: { value: 0, unit: 'px' } },
        { color: '#fff', offsetX: { value: 0, unit: 'px' }, offsetY: { value: 0, unit: 'px' }, blur: { value: 0, unit: 'px' }, spread: { value: 1, unit: 'px' }, inset: true },
      ];
    });
    const css = themeCss(theme('base'));
    expect(css).toContain('--lby-motion-fade:250ms;');
    expect(css).toContain('--lby-space-xl:1.5rem;');
    expect(css).toContain('--lby-font-weight-bold:600;');
    expect(css).toContain('--lby-shadow-dialog:0px 1px 2px 0px #000000b3, inset 0px 0px 0px 1px #fff;');
  });

  it('makes resolved colours easy to check for contrast', () => {
    const colours = resolvedColors(theme('aurora'));
    expect(colours.get('color.text.primary')).toBe(at(project.readJson('themes/aurora.tokens.json'), 'primitive', 'color', 'ink', '1').$value);
    expect(contrastRatio(colours.get('color.text.primary') ?? '', colours.get('color.bg.page') ?? '')).toBeGreaterThan(7);
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
  });
});

describe('themes: malformed files are refused with file and token path', () => {
  it('refuses a colour that is not hex', () => {
    project.editJson('themes/aurora.tokens.json', (json) => {
      at(json, 'primitive', 'color', 'brand', 'main').$value = '#12345';
      at(json, 'primitive', 'color', 'ink', '1').$value = 'rgb(0, 0, 0)';
    });
    expect(problems('aurora')).toEqual([
      'themes/aurora.tokens.json: primitive.color.ink.1: "rgb(0, 0, 0)" is not a hex colour (#rgb, #rrggbb or #rrggbbaa)',
      'themes/aurora.tokens.json: primitive.color.brand.main: "#12345" is not a hex colour (#rgb, #rrggbb or #rrggbbaa)',
    ]);
  });

  it('refuses an alias that does not resolve, or points at a group', () => {
    project.editJson('themes/base.tokens.json', (json) => {
      at(json, 'semantic', 'color', 'bg', 'page').$value = '{primitive.color.nope}';
      at(json, 'semantic', 'color', 'bg', 'surface').$value = '{primitive.color.canvas}';
    });
    expect(problems('base')).toEqual([
      'themes/base.tokens.json: semantic.color.bg.page: alias {primitive.color.nope} does not resolve to a token',
      'themes/base.tokens.json: semantic.color.bg.surface: alias {primitive.color.canvas} points at a group, not a token',
    ]);
  });

  it('refuses an alias cycle, naming the chain once', () => {
    project.editJson('themes/jaguar.tokens.json', (json) => {
      const brand = at(json, 'primitive', 'color', 'brand');
      at(brand, 'main').$value = '{primitive.color.brand.strong}';
      at(brand, 'strong').$value = '{primitive.color.brand.main}';
    });
    expect(problems('jaguar')).toEqual([
      'themes/jaguar.tokens.json: primitive.color.brand.main: alias cycle: {primitive.color.brand.main} → {primitive.color.brand.strong} → {primitive.color.brand.main}',
    ]);
  });

  it('refuses a semantic group or an unknown primitive in a brand file', () => {
    project.editJson('themes/aurora.tokens.json', (json) => {
      json.semantic = { color: { bg: { page: { $value: '#ffffff' } } } };
      at(json, 'primitive', 'color').sparkle = { $value: '#ff00ff' };
      at(json, 'primitive', 'color').canvas = { $value: '#ffffff' };
    });
    expect(problems('aurora')).toEqual([
      'themes/aurora.tokens.json: semantic: a brand file may override primitives only; semantic tokens live in themes/base.tokens.json',
      'themes/aurora.tokens.json: primitive.color.canvas: is a group in themes/base.tokens.json; override its tokens one by one',
      'themes/aurora.tokens.json: primitive.color.sparkle: is not a primitive of themes/base.tokens.json (a brand overrides existing primitives only)',
    ]);
  });

  it('refuses wrong shapes: dimensions, unknown $type, missing $type, unsafe font names, invalid JSON', () => {
    project.editJson('themes/base.tokens.json', (json) => {
      at(json, 'semantic', 'space', 'md').$value = '12px';
      at(json, 'semantic', 'size').$type = 'length';
      at(json, 'semantic').extra = { $value: 3 };
      at(json, 'primitive', 'font', 'family', 'base').$value = ['Arial</style><script>'];
    });
    expect(problems('base')).toEqual([
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
    expect(problems('lobby')).toContainEqual(expect.stringMatching(/^themes\/lobby\.tokens\.json: invalid JSON: /));
  });

  it('refuses a token whose alias has another type', () => {
    project.editJson('themes/base.tokens.json', (json) => {
      at(json, 'semantic', 'color', 'text', 'primary').$value = '{primitive.dimension.radius.small}';
    });
    expect(problems('base')).toEqual([
      'themes/base.tokens.json: semantic.color.text.primary: is a color token but aliases a dimension token ("{primitive.dimension.radius.small}")',
    ]);
  });
});
