/**
 * Text as a search compares it (issue 34, FIND-02): case and accents do not
 * count, so "pescaria" finds "Pescária" and "DRAGAO" finds "Dragão". Shared
 * by the app (highlights, recent searches) and the sandbox's search, so the
 * two fold alike.
 */

/** Letters that Unicode does not decompose into a base letter and a mark, spelled as a player types them. */
const SPELLED_OUT: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};
const SPELLED_OUT_PATTERN = new RegExp(`[${Object.keys(SPELLED_OUT).join('')}]`, 'g');

/**
 * Lower case without accents or other combining marks, runs of white space
 * made one space, trimmed. "  Pescária  DOURADA " → "pescaria dourada".
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(SPELLED_OUT_PATTERN, (letter) => SPELLED_OUT[letter] ?? letter)
    .replace(/\s+/g, ' ')
    .trim();
}

/** The words of a query, folded (punctuation other than letters and digits separates words). */
export function searchTerms(query: string): string[] {
  return foldForSearch(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** Whether every term occurs in the folded text (in any order, as a part of a word or a whole one). */
export function matchesTerms(foldedText: string, terms: readonly string[]): boolean {
  return terms.length > 0 && terms.every((term) => foldedText.includes(term));
}

/** How long a query must be, folded and without spaces, before a search runs. */
export const SEARCH_MIN_LENGTH = 2;
/** The longest query the search takes; the field stops there. */
export const SEARCH_MAX_LENGTH = 64;

/** Whether a query is long enough to search. */
export const isSearchable = (query: string): boolean => searchTerms(query).join('').length >= SEARCH_MIN_LENGTH;

/**
 * Where the terms occur in `text` (as shown, accents and all), as sorted,
 * non-overlapping [start, end) ranges, for highlighting a result. Folding
 * keeps one character per character for letters with accents; a text that
 * folds to another length (ß → ss) gets no highlight rather than a wrong one.
 */
export function matchRanges(text: string, query: string): Array<[number, number]> {
  const folded = Array.from(text, (char) => foldForSearch(char) || char);
  if (folded.some((char) => char.length !== 1)) return [];
  const line = folded.join('');
  const ranges: Array<[number, number]> = [];
  for (const term of searchTerms(query)) {
    let from = line.indexOf(term);
    while (from !== -1) {
      ranges.push([from, from + term.length]);
      from = line.indexOf(term, from + term.length);
    }
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const merged: Array<[number, number]> = [];
  for (const range of ranges) {
    const last = merged.at(-1);
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([range[0], range[1]]);
  }
  return merged;
}
