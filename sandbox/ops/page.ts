import { RUM_VITALS, VITAL_THRESHOLDS, type RumVital } from '../../src/lib/rum-beacon.ts';
import type { RumSummary } from '../domain/rum.ts';

/**
 * OPS-16: the operator page's HTML (`/__ops/`), rendered on the server: the
 * tables are plain HTML (readable without script, and by a screen reader),
 * the charts are drawn by ./client.ts with uPlot from the same summary,
 * embedded as a JSON data block.
 */

export const OPS_PREFIX = '/__ops';
export const OPS_ASSETS = `${OPS_PREFIX}/assets`;

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A value as a person reads it: milliseconds for times, three decimals for CLS. */
export function formatVital(name: RumVital, value: number): string {
  return VITAL_THRESHOLDS[name].unit === 'ms' ? `${Math.round(value)} ms` : value.toFixed(3);
}

const RATING_TEXT = { good: 'good', 'needs-improvement': 'needs improvement', poor: 'poor' } as const;

const time = (epochMs: number): string => new Date(epochMs).toISOString().replace('T', ' ').slice(0, 19) + ' UTC';

function vitalsTable(summary: RumSummary): string {
  const pages = [...new Set(summary.vitals.map((row) => row.page))].sort();
  if (pages.length === 0) return '<p>No measurements in this window yet.</p>';
  const cell = (page: string, name: RumVital): string => {
    const row = summary.vitals.find((each) => each.page === page && each.name === name);
    if (!row) return '<td>–</td>';
    return `<td class="${row.rating}">${formatVital(name, row.p75)} <small>${RATING_TEXT[row.rating]}, ${row.count} views</small></td>`;
  };
  return [
    '<table><caption>p75 per page over the window</caption>',
    `<thead><tr><th scope="col">Page</th>${RUM_VITALS.map((name) => `<th scope="col">${name}</th>`).join('')}</tr></thead>`,
    '<tbody>',
    ...pages.map(
      (page) =>
        `<tr><th scope="row">${escapeHtml(page)}</th>${RUM_VITALS.map((name) => cell(page, name)).join('')}</tr>`,
    ),
    '</tbody></table>',
  ].join('\n');
}

function chartFigures(summary: RumSummary): string {
  return RUM_VITALS.map((name) => {
    const { good, poor } = VITAL_THRESHOLDS[name];
    const points = summary.series[name].values.flat().filter((value) => value !== null).length;
    const caption = `${name} p75 per page (good up to ${formatVital(name, good)}, poor above ${formatVital(name, poor)})`;
    return `<figure class="chart" data-vital="${name}" data-points="${points}"><figcaption>${escapeHtml(caption)}</figcaption><div class="plot" role="img" aria-label="${escapeHtml(`${caption}: ${points} points`)}"></div></figure>`;
  }).join('\n');
}

function occurrenceTable<T extends { count: number; lastSeen: number; pages: string }>(
  rows: readonly T[],
  caption: string,
  columns: ReadonlyArray<readonly [title: string, value: (row: T) => string]>,
  empty: string,
): string {
  if (rows.length === 0) return `<p>${empty}</p>`;
  return [
    `<table><caption>${caption}</caption>`,
    `<thead><tr>${columns.map(([title]) => `<th scope="col">${title}</th>`).join('')}<th scope="col">Pages</th><th scope="col">Count</th><th scope="col">Last seen</th></tr></thead>`,
    '<tbody>',
    ...rows.map(
      (row) =>
        `<tr>${columns.map(([, value]) => `<td>${escapeHtml(value(row))}</td>`).join('')}<td>${escapeHtml(row.pages)}</td><td>${row.count}</td><td>${time(row.lastSeen)}</td></tr>`,
    ),
    '</tbody></table>',
  ].join('\n');
}

export function opsPage(summary: RumSummary, tenants: readonly string[]): string {
  const data = JSON.stringify({ series: summary.series, thresholds: VITAL_THRESHOLDS }).replace(/</g, '\\u003c');
  const merchant = escapeHtml(summary.merchant);
  const nav = tenants
    .map((code) => {
      const current = code === summary.merchant ? ' aria-current="page"' : '';
      return `<a href="${OPS_PREFIX}/?merchant=${encodeURIComponent(code)}"${current}>${escapeHtml(code)}</a>`;
    })
    .join(' ');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${merchant} — how the site does for real players</title>
<link rel="stylesheet" href="${OPS_ASSETS}/uplot.css">
<link rel="stylesheet" href="${OPS_ASSETS}/ops.css">
</head>
<body>
<header>
<h1>${merchant}: how the site does for real players</h1>
<nav aria-label="Tenants">${nav}</nav>
<p>Last ${summary.windowHours} h, ${summary.bucketMinutes}-minute buckets. <a href="${OPS_PREFIX}/?merchant=${encodeURIComponent(summary.merchant)}">Refresh</a></p>
</header>
<main>
<section aria-labelledby="vitals"><h2 id="vitals">Core Web Vitals</h2>
${vitalsTable(summary)}
<div class="charts">
${chartFigures(summary)}
</div>
</section>
<section aria-labelledby="errors"><h2 id="errors">Top errors</h2>
${occurrenceTable(
  summary.errors,
  'Uncaught errors, most frequent first',
  [
    ['Message', (row) => row.message],
    ['Where', (row) => row.source],
  ],
  'No uncaught errors in this window.',
)}
</section>
<section aria-labelledby="csp"><h2 id="csp">CSP violations</h2>
${occurrenceTable(
  summary.csp,
  'Content-Security-Policy violations, most frequent first',
  [
    ['Directive', (row) => row.directive],
    ['Blocked', (row) => row.blocked],
  ],
  'No CSP violations in this window.',
)}
</section>
</main>
<script type="application/json" id="ops-data">${data}</script>
<script src="${OPS_ASSETS}/uplot.js"></script>
<script type="module" src="${OPS_ASSETS}/ops.js"></script>
</body>
</html>
`;
}

/** What an unauthorised visit sees. */
export const OPS_LOCKED_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Operator page</title></head>
<body><h1>Operator page</h1><p>Open the link with the operator token that <code>lobby serve</code> (or the sandbox) printed when it started.</p></body></html>
`;

export const OPS_CSS = `body{font:15px/1.4 system-ui,sans-serif;margin:0 auto;max-width:1100px;padding:16px;color:#1c1c1c;background:#fafafa}
h1{font-size:22px}h2{font-size:18px;margin-top:28px}nav a{margin-inline-end:12px}nav a[aria-current]{font-weight:700}
table{border-collapse:collapse;width:100%;background:#fff}caption{text-align:start;color:#555;padding:4px 0}
th,td{border:1px solid #ddd;padding:6px 8px;text-align:start;vertical-align:top}small{color:#555}
td.good{background:#e6f4ea}td.needs-improvement{background:#fff4d6}td.poor{background:#fde7e7}
.charts{display:grid;grid-template-columns:repeat(auto-fit,minmax(320px,1fr));gap:16px;margin-top:16px}
figure{margin:0;background:#fff;border:1px solid #ddd;padding:8px}figcaption{font-weight:600;margin-bottom:4px}
`;
