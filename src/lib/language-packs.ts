// Generated from src/i18n/packs.json by `npm run gen` and `lobby lang add` — do not edit.
export type PackOrigin = 'spec' | 'machine-drafted' | 'scaffold';

/** The languages Lobby has a pack for, in the order the switch offers them. */
export const LANGUAGES = ['PT', 'EN', 'AR'] as const;
export type Language = (typeof LANGUAGES)[number];

export const PACK_ORIGINS: Readonly<Record<Language, PackOrigin>> = {
  PT: 'spec',
  EN: 'spec',
  AR: 'machine-drafted',
};
