import { describe, expect, it } from 'vitest';
import { dtcgColorHex, hexToDtcgColor } from './token-color';

// The expected hex values are CSS's own: the same colour written in each space (CSS Color 4's examples and named colours).
describe('DTCG colour objects as CSS hex (OPS-03, Style Dictionary 4 reads only strings)', () => {
  it('writes sRGB components as #rrggbb, and #rrggbbaa when translucent', () => {
    expect(dtcgColorHex(hexToDtcgColor('#f2b33d'))).toBe('#f2b33d');
    expect(dtcgColorHex({ colorSpace: 'srgb', components: [0, 0, 0], alpha: 0.7 })).toBe('#000000b3');
  });

  it('converts every other DTCG colour space to sRGB', () => {
    expect(dtcgColorHex({ colorSpace: 'hsl', components: [120, 100, 50] })).toBe('#00ff00'); // lime
    expect(dtcgColorHex({ colorSpace: 'hwb', components: [240, 0, 0] })).toBe('#0000ff');
    expect(dtcgColorHex({ colorSpace: 'oklch', components: [0.628, 0.2577, 29.23] })).toBe('#ff0000');
    expect(dtcgColorHex({ colorSpace: 'lab', components: [100, 0, 0] })).toBe('#ffffff');
    expect(dtcgColorHex({ colorSpace: 'srgb-linear', components: [0.2159, 0.2159, 0.2159] })).toBe('#808080');
    expect(dtcgColorHex({ colorSpace: 'xyz-d65', components: [0.9505, 1, 1.089] })).toBe('#ffffff');
  });

  it('brings a colour outside sRGB into it instead of clipping a channel into another hue', () => {
    const p3Red = dtcgColorHex({ colorSpace: 'display-p3', components: [1, 0, 0] });
    expect(p3Red).toMatch(/^#ff[0-2][0-9a-f][0-2][0-9a-f]$/);
  });

  it('reads a "none" component as zero and refuses what is not a colour object', () => {
    expect(dtcgColorHex({ colorSpace: 'hsl', components: ['none', 0, 50] })).toBe('#808080');
    expect(dtcgColorHex({ colorSpace: 'cmyk', components: [0, 0, 0] })).toBeNull();
    expect(dtcgColorHex('#ffffff')).toBeNull();
  });
});
