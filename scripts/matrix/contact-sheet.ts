import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser } from 'playwright-core';

const COLUMNS = 5;
const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * One page type for every tenant on one sheet, five to a row, in tenant
 * order: Chromium lays out a local HTML page of the screenshots and
 * photographs it, so the sheet needs no image library and is the same for
 * the same screenshots.
 */
export async function contactSheet(
  browser: Browser,
  outDir: string,
  pageId: string,
  merchants: readonly string[],
): Promise<void> {
  const figures = merchants
    .map(
      (merchant) =>
        `<figure><img src="${pathToFileURL(path.join(outDir, `${pageId}-${merchant}.png`)).href}"><figcaption>${escapeHtml(merchant)}</figcaption></figure>`,
    )
    .join('');
  const html = `<!doctype html><meta charset="utf-8"><style>body{margin:0;padding:16px;background:#222;font:14px sans-serif;color:#eee;display:grid;grid-template-columns:repeat(${COLUMNS},240px);gap:16px}figure{margin:0}img{width:240px;display:block;border:1px solid #444}figcaption{padding:6px 0;text-align:center}</style>${figures}`;
  const sheetFile = path.join(outDir, `${pageId}.sheet.html`);
  await writeFile(sheetFile, html);
  const context = await browser.newContext({ viewport: { width: 32 + COLUMNS * 256, height: 800 } });
  try {
    const tab = await context.newPage();
    await tab.goto(pathToFileURL(sheetFile).href, { waitUntil: 'load' });
    await tab.screenshot({ path: path.join(outDir, `${pageId}.png`), fullPage: true });
  } finally {
    await context.close();
    await rm(sheetFile);
  }
}
