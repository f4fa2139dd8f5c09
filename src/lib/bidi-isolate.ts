/**
 * A value in a bidi isolate (U+2068 … U+2069) wherever its direction could
 * disturb the sentence's (issue 37; src/i18n/interpolated-value.ts). Free of
 * imports: the shell's first-answer script fills texts with it too.
 */

const FIRST_STRONG_ISOLATE = '\u2068';
const POP_DIRECTIONAL_ISOLATE = '\u2069';
const RIGHT_TO_LEFT_LETTER = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFC]/;

/** `text` in an isolate when its direction could reorder the sentence around it. */
export function isolated(text: string, inRightToLeft: boolean): string {
  if (text === '' || text.startsWith(FIRST_STRONG_ISOLATE)) return text;
  return inRightToLeft || RIGHT_TO_LEFT_LETTER.test(text)
    ? `${FIRST_STRONG_ISOLATE}${text}${POP_DIRECTIONAL_ISOLATE}`
    : text;
}
