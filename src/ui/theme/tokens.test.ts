import { describe, expect, it } from 'vitest';
import { cssVariableName, token } from './tokens';

describe('token (THEME-02)', () => {
  it('THEME-02 names a semantic token by its CSS custom property, the same answer each time', () => {
    expect(cssVariableName('color.bg.brandPressed')).toBe('--lby-color-bg-brand-pressed');
    expect(token('color.text.primary')).toBe('var(--lby-color-text-primary)');
    expect(token('color.text.primary')).toBe('var(--lby-color-text-primary)');
    expect(token('space.lg')).toBe('var(--lby-space-lg)');
  });
});
