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

/**
 * Every styled component calls this while its module evaluates, several
 * hundred times at start with a few dozen names: each name is worked out
 * once (issue 15, the start's evaluation task).
 */
const references = new Map<SemanticTokenName, string>();

export function token(name: SemanticTokenName): string {
  let reference = references.get(name);
  if (reference === undefined) {
    reference = `var(${cssVariableName(name)})`;
    references.set(name, reference);
  }
  return reference;
}
