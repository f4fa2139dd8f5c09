/** HELP-07: an entry's content as HTML. Text without tags is escaped and its line breaks kept; the result still goes through SafeHtml. */
const escapeText = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function helpContentHtml(content: string): string {
  if (/<[a-z!/][^>]*>/i.test(content)) return content;
  return escapeText(content).replace(/\r?\n/g, '<br>');
}

/** HELP-03: the entry open at first: the i parameter when it names an entry, else 0. */
export function initialOpenIndex(raw: string | null, count: number): number {
  if (raw === null || !/^\d+$/.test(raw)) return 0;
  const index = Number(raw);
  return index < count ? index : 0;
}
