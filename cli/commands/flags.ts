import { FLAG_CODES, FLAG_REGISTRY, PROMOTION_CODES, PROMOTION_REGISTRY } from '../../src/tenant/flags';

/**
 * `lobby flags [--markdown]`: the flag registry (src/tenant/flags.ts) as a
 * table — code, default, area, what it gates, where the spec names it.
 * docs/flags.md is generated from the same rows (npm run gen).
 */

interface FlagRow {
  readonly code: string;
  readonly kind: 'flag' | 'promotion';
  readonly default: boolean;
  readonly area: string;
  readonly gates: string;
  readonly source: string;
}

export function flagRows(): FlagRow[] {
  return [
    ...FLAG_CODES.map((code) => ({
      code,
      kind: 'flag' as const,
      default: FLAG_REGISTRY[code].default,
      area: FLAG_REGISTRY[code].area,
      gates: FLAG_REGISTRY[code].gates,
      source: FLAG_REGISTRY[code].source,
    })),
    ...PROMOTION_CODES.map((code) => ({
      code,
      kind: 'promotion' as const,
      default: PROMOTION_REGISTRY[code].default,
      area: 'promotion',
      gates: PROMOTION_REGISTRY[code].gates,
      source: PROMOTION_REGISTRY[code].source,
    })),
  ];
}

const onOff = (value: boolean): string => (value ? 'on' : 'off');
const cell = (text: string): string => text.replace(/\|/g, '\\|');

export function flagsMarkdownTable(rows: readonly FlagRow[] = flagRows()): string {
  return [
    '| code | kind | default | area | gates | source |',
    '|---|---|---|---|---|---|',
    ...rows.map(
      (row) =>
        `| \`${row.code}\` | ${row.kind} | ${onOff(row.default)} | ${row.area} | ${cell(row.gates)} | ${cell(row.source)} |`,
    ),
  ].join('\n');
}

function flagsPlainTable(rows: readonly FlagRow[] = flagRows()): string {
  const header = ['code', 'default', 'area', 'gates'];
  const body = rows.map((row) => [row.code, onOff(row.default), row.area, row.gates]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...body.map((cells) => (cells[column] ?? '').length)),
  );
  const line = (cells: readonly string[]): string =>
    cells
      .map((text, column) => text.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...body.map(line)].join('\n');
}

export function flags(options: { readonly markdown?: boolean } = {}): string {
  return options.markdown ? flagsMarkdownTable() : flagsPlainTable();
}
