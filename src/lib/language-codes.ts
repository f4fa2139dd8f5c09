/**
 * What is known of every language code the platform's catalogues list
 * (000 §1), whether or not Lobby has a pack for it: the facts a pack needs
 * the moment `lobby lang add <code>` creates it. Which codes have a pack is
 * src/i18n/packs.json (and the generated src/lib/language-packs.ts).
 */

export interface LanguageFacts {
  /** The i18next code and the catalogue folder (src/i18n/locales/<code>/). */
  readonly i18next: string;
  /** `<html lang>`. */
  readonly htmlLang: string;
  /** Intl locale for numbers, money and dates. */
  readonly locale: string;
  readonly direction: 'ltr' | 'rtl';
  /** What players type between units and cents; the other mark groups thousands. */
  readonly decimalMark: ',' | '.';
  /** The language's own name, for the language switch and `lobby lang` output. */
  readonly nativeName: string;
}

const fact = (
  i18next: string,
  htmlLang: string,
  locale: string,
  nativeName: string,
  decimalMark: ',' | '.' = '.',
  direction: 'ltr' | 'rtl' = 'ltr',
): LanguageFacts => ({ i18next, htmlLang, locale, direction, decimalMark, nativeName });

/**
 * The codes of 000 §1 in the spec's order. Right-to-left scripts: AR, FA, UR
 * (UR-LA is Urdu in Latin script). Arabic-script locales format with Latin
 * digits (`-u-nu-latn`): the amounts players type on a phone keypad are Latin
 * digits, and a page must not show one digit system and expect the other.
 */
export const LANGUAGE_CODE_FACTS = {
  CN: fact('cn', 'zh-CN', 'zh-CN', '简体中文'),
  EN: fact('en', 'en', 'en-US', 'English'),
  JA: fact('ja', 'ja', 'ja-JP', '日本語'),
  TH: fact('th', 'th', 'th-TH', 'ไทย'),
  VI: fact('vi', 'vi', 'vi-VN', 'Tiếng Việt', ','),
  MY: fact('my', 'my', 'my-MM', 'မြန်မာ'),
  ES: fact('es', 'es', 'es-ES', 'Español', ','),
  HI: fact('hi', 'hi', 'hi-IN', 'हिन्दी'),
  ID: fact('id', 'id', 'id-ID', 'Bahasa Indonesia', ','),
  KM: fact('km', 'km', 'km-KH', 'ខ្មែរ', ','),
  KO: fact('ko', 'ko', 'ko-KR', '한국어'),
  KR: fact('kr', 'ko', 'ko-KR', '한국어'),
  MS: fact('ms', 'ms', 'ms-MY', 'Bahasa Melayu'),
  PT: fact('pt', 'pt-BR', 'pt-BR', 'Português', ','),
  TA: fact('ta', 'ta', 'ta-IN', 'தமிழ்'),
  TW: fact('tw', 'zh-TW', 'zh-TW', '繁體中文'),
  TY: fact('ty', 'ty', 'fr-PF', 'Reo Tahiti', ','),
  UR: fact('ur', 'ur', 'ur-PK-u-nu-latn', 'اردو', '.', 'rtl'),
  'UR-LA': fact('ur-la', 'ur-Latn', 'en-PK', 'Urdu (Roman)'),
  'PT-BR': fact('pt-br', 'pt-BR', 'pt-BR', 'Português (Brasil)', ','),
  TR: fact('tr', 'tr', 'tr-TR', 'Türkçe', ','),
  BN: fact('bn', 'bn', 'bn-BD', 'বাংলা'),
  AR: fact('ar', 'ar', 'ar-u-nu-latn', 'العربية', '.', 'rtl'),
  FA: fact('fa', 'fa', 'fa-IR-u-nu-latn', 'فارسی', '.', 'rtl'),
  RU: fact('ru', 'ru', 'ru-RU', 'Русский', ','),
  KK: fact('kk', 'kk', 'kk-KZ', 'Қазақ тілі', ','),
  UZ: fact('uz', 'uz', 'uz-UZ', 'Oʻzbekcha', ','),
  LO: fact('lo', 'lo', 'lo-LA', 'ລາວ', ','),
  NE: fact('ne', 'ne', 'ne-NP', 'नेपाली'),
  FR: fact('fr', 'fr', 'fr-FR', 'Français', ','),
} as const satisfies Readonly<Record<string, LanguageFacts>>;

export type LanguageCode = keyof typeof LANGUAGE_CODE_FACTS;
export const LANGUAGE_CODES = Object.keys(LANGUAGE_CODE_FACTS) as LanguageCode[];

export const isLanguageCode = (code: string): code is LanguageCode => Object.hasOwn(LANGUAGE_CODE_FACTS, code);
