/**
 * Saving the member's data as a file (PRIV-08): a dated name the player can
 * find again, the document pretty-printed, offered through a download link
 * on a Blob (no server round trip, nothing kept after the click).
 */

const pad = (value: number): string => String(value).padStart(2, '0');

/** `<merchant>-my-data-YYYY-MM-DD.json`, dated on the player's own calendar day. */
export function exportFileName(merchant: string, day: Date): string {
  const safeMerchant = merchant.replace(/[^A-Za-z0-9_-]/g, '') || 'lobby';
  const date = `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
  return `${safeMerchant}-my-data-${date}.json`;
}

/** The file's text: the document as JSON, indented so it reads in any text editor. */
export const exportFileText = (document: unknown): string => `${JSON.stringify(document, null, 2)}\n`;

/** Hands the browser the file to save; the object URL is released once the click has started the download. */
export function saveJsonFile(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: Chromium reads the URL when the click is handled, not synchronously.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
