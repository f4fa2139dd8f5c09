/**
 * Writes a token file the way the hand-made ones in themes/ look: groups
 * indented over several lines, each token on one line, so a designer reads
 * a palette down the page and a diff shows one changed token per line.
 */

type JsonValue = string | number | boolean | null | readonly JsonValue[] | { readonly [key: string]: JsonValue };

const isObject = (value: JsonValue): value is { readonly [key: string]: JsonValue } =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** One line: `{ "$value": { "colorSpace": "srgb", … }, "$description": "…" }`. */
function inline(value: JsonValue): string {
  if (Array.isArray(value)) return `[${value.map(inline).join(', ')}]`;
  if (isObject(value)) {
    const entries = Object.entries(value).map(([key, item]) => `${JSON.stringify(key)}: ${inline(item)}`);
    return entries.length === 0 ? '{}' : `{ ${entries.join(', ')} }`;
  }
  return JSON.stringify(value);
}

function block(value: JsonValue, indent: string): string {
  if (!isObject(value) || Object.hasOwn(value, '$value') || Object.keys(value).length === 0) return inline(value);
  const inner = `${indent}  `;
  const entries = Object.entries(value).map(([key, item]) => `${inner}${JSON.stringify(key)}: ${block(item, inner)}`);
  return `{\n${entries.join(',\n')}\n${indent}}`;
}

/** The text of a DTCG token file (ends with a newline). */
export function tokenFileText(file: { readonly [key: string]: JsonValue }): string {
  return `${block(file, '')}\n`;
}
