import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { AGENT_TILES, MEMBER_CENTRE_MENU } from '@/tenant/menu-tables';
import { ERROR_MESSAGE_KEYS } from '@/platform/errors';
import { BOTTOM_MENU_ITEMS } from '@/tenant/chrome-rules';
import packList from '@/i18n/packs.json';

const localesDir = join(import.meta.dirname, '../i18n/locales');

function flatten(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => flatten(child, prefix ? `${prefix}.${key}` : key));
}

const catalogue = (language: string, namespace: string): Record<string, unknown> =>
  JSON.parse(readFileSync(join(localesDir, language, `${namespace}.json`), 'utf8')) as Record<string, unknown>;

const namespaces = (language: string) =>
  readdirSync(join(localesDir, language))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.replace(/\.json$/, ''))
    .sort();

function valueAt(tree: Record<string, unknown>, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (node, key) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[key] : undefined),
      tree,
    );
}

describe('catalogues', () => {
  it("I18N-01 I18N-03 EN and PT are the spec's complete languages; any other folder is a language pack listed in src/i18n/packs.json (OPS-09)", () => {
    const packs = Object.entries(packList.packs);
    expect(
      packs
        .filter(([, pack]) => pack.origin === 'spec')
        .map(([code]) => code)
        .sort(),
    ).toEqual(['EN', 'PT']);
    expect(readdirSync(localesDir).sort()).toEqual(packs.map(([code]) => code.toLowerCase()).sort());
  });

  it('OPS-09 SPEED-10 every language folder has the index module the app loads it through, as one chunk', () => {
    for (const folder of readdirSync(localesDir))
      expect(readdirSync(join(localesDir, folder)), folder).toContain('index.ts');
  });

  it('I18N-04 every key exists in both EN and PT, with text in each', () => {
    expect(namespaces('pt')).toEqual(namespaces('en'));
    for (const namespace of namespaces('en')) {
      const en = flatten(catalogue('en', namespace)).sort();
      const pt = flatten(catalogue('pt', namespace)).sort();
      expect(pt, namespace).toEqual(en);
      for (const key of en) {
        expect(String(valueAt(catalogue('pt', namespace), key)).trim(), `${namespace}:${key}`).not.toBe('');
        expect(String(valueAt(catalogue('en', namespace), key)).trim(), `${namespace}:${key}`).not.toBe('');
      }
    }
  });

  it('OPS-09 SPEED-32 a machine-drafted pack has text for every EN key, so it starts without borrowing EN', () => {
    const drafted = Object.entries(packList.packs)
      .filter(([, pack]) => pack.origin === 'machine-drafted')
      .map(([code]) => code.toLowerCase());
    expect(drafted.length).toBeGreaterThan(0);
    for (const language of drafted)
      for (const namespace of namespaces('en')) {
        const own = catalogue(language, namespace);
        for (const key of flatten(catalogue('en', namespace))) {
          const text = valueAt(own, key);
          expect(typeof text === 'string' ? text.trim() : text, `${language} ${namespace}:${key}`).toMatch(/\S/);
        }
      }
  });

  it('ERR-21 ERR-22 ERR-23 the catalogue holds every error text of 000 §8', () => {
    for (const key of Object.values(ERROR_MESSAGE_KEYS)) {
      // A key of another namespace names it (issue 33's texts are in 'regulated').
      const [namespace, path] = key.includes(':') ? key.split(':') : ['common', key];
      expect(valueAt(catalogue('en', namespace ?? 'common'), path ?? key), key).toEqual(expect.any(String));
    }
  });

  it('ERR-20 the success and loading message keys exist in EN and PT', () => {
    for (const key of [
      'registered',
      'in_sms_send',
      'in_sms_sending',
      'in_please_wait',
      'in_been_out',
      'in_collection',
      'in_cancel_collection',
      'free_reject',
      'contact_service',
      'in_logged_login',
    ]) {
      for (const language of ['en', 'pt'])
        expect(valueAt(catalogue(language, 'common'), `messages.${key}`), `${language} ${key}`).toEqual(
          expect.any(String),
        );
    }
  });

  it('every label key of the menu tables and the bottom menu exists', () => {
    const keys: string[] = [...MEMBER_CENTRE_MENU, ...AGENT_TILES].map((row) => row.labelKey);
    keys.push(...BOTTOM_MENU_ITEMS.map((item) => item.labelKey));
    for (const key of keys) expect(valueAt(catalogue('en', 'common'), key), key).toEqual(expect.any(String));
  });

  it('MINE-04 POLISH-04 days since registration read right at 0, 1 and many in both languages', async () => {
    const instance = i18next.createInstance();
    await instance.init({
      lng: 'pt',
      resources: {
        en: { member: catalogue('en', 'member') },
        pt: { member: catalogue('pt', 'member') },
        ar: { member: catalogue('ar', 'member') },
      },
      defaultNS: 'member',
    });
    expect(instance.t('member:days', { count: 0 })).toBe('Membro desde hoje');
    expect(instance.t('member:days', { count: 1 })).toBe('Membro há 1 dia');
    expect(instance.t('member:days', { count: 12 })).toBe('Membro há 12 dias');
    await instance.changeLanguage('en');
    expect(instance.t('member:days', { count: 0 })).toBe('Joined today');
    expect(instance.t('member:days', { count: 2 })).toBe('Joined 2 days ago');
    // Arabic says "today", "one day" and "two days" in words, and counts from three.
    await instance.changeLanguage('ar');
    expect(instance.t('member:days', { count: 0 })).toBe('عضو منذ اليوم');
    expect(instance.t('member:days', { count: 2 })).toBe('عضو منذ يومين');
    expect(instance.t('member:days', { count: 5 })).toBe('عضو منذ 5 أيام');
  });
});
