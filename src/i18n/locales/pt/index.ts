/**
 * Every namespace of this language in one module, so the language loads with
 * one import as one chunk, the one the shell preloads (src/i18n/index.ts;
 * `lobby lang add` writes this file for a new pack).
 */
export default import.meta.glob<Record<string, unknown>>('./*.json', { eager: true, import: 'default' });
