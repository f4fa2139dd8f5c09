import type { SemanticTokenName } from './token-names';

/**
 * Components read theme values only through this accessor: a semantic token
 * name becomes its CSS custom property, so one compiled bundle serves every
 * brand and no component holds a raw colour (THEME-02).
 */

const TOKEN_PREFIX = 'lby';

/** `color.bg.brandPressed` → `--lby-color-bg-brand-pressed`. */
export function cssVariableName(name: string): string {
  const kebab = name
    .split('.')
    .map((segment) => segment.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase())
    .join('-');
  return `--${TOKEN_PREFIX}-${kebab}`;
}

export function token(name: SemanticTokenName): string {
  return `var(${cssVariableName(name)})`;
}
