// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { gateContextOf } from '../../src/tenant/feature-gates';
import { layerFromTenant, mergeSwitches } from '../../src/tenant/flag-merge';
import { AGENT_TILES, MEMBER_CENTRE_MENU, visibleRows } from '../../src/tenant/menu-tables';
import { PAGE_ENTRIES } from '../../src/tenant/page-table';
import { FIRST_VIEWS } from '../../src/tenant/page-table/first-views';
import type { StorageKey } from '../../src/lib/storage';
import { SESSION_KEY } from '../../cli/lib/shell';
import { HOSTILE_NAME, inlineScript, shellAttributes, stampedPages } from './stamped-pages';

// The inline script reads the app's session key; typed here, a renamed key in src/lib/storage.ts fails the typecheck.
const SESSION_STORAGE_KEY: StorageKey = SESSION_KEY;

/**
 * SPEED-20: each key page's first view (bar, heading, first boxes) is in the
 * stamped HTML, from the page table's `firstView`, and the inline script
 * shows the path's own before the first paint.
 */

const stamped = stampedPages();
const { page } = stamped;

const view = (merchant: string, pageId: string): Element | null =>
  page(merchant).doc.querySelector(`.lby-fv[data-fv="${pageId}"]`);
const texts = (element: Element | null, selector: string): string[] =>
  [...(element?.querySelectorAll(selector) ?? [])].map((node) => node.textContent.trim());

describe('first views in the stamped page (SPEED-20)', () => {
  it('SPEED-20 holds one view for every page the page table gives one, and a rule that shows it on its page only', () => {
    const withView = PAGE_ENTRIES.filter(([id]) => FIRST_VIEWS[id]).map(([id]) => id);
    expect(withView).toEqual(
      expect.arrayContaining([
        'login',
        'register',
        'gameList',
        'lottery',
        'mine',
        'voucherCenter',
        'withdraw',
        'agent',
      ]),
    );
    const { doc } = page('demo');
    expect([...doc.querySelectorAll('.lby-fv')].map((node) => node.getAttribute('data-fv'))).toEqual(withView);
    const css = doc.getElementById('lobby-critical')?.textContent ?? '';
    for (const id of withView) expect(css).toContain(`[data-first-view=${id}] [data-fv=${id}]`);
  });

  it("SPEED-20 the login view has the login page's bar (the logo at its size, a link home), heading, form and links, in the tenant's language", () => {
    const login = view('demo', 'login');
    const logo = login?.querySelector('.lby-fv-topbar a[href="/m/home"] img');
    expect([logo?.getAttribute('src'), logo?.getAttribute('width'), logo?.getAttribute('height')]).toEqual([
      '/m/brand/logo.svg',
      '240',
      '64',
    ]);
    expect(texts(login, '.lby-fv-strip a')).toEqual(['Registrar', 'Atendimento']);
    expect(texts(login, 'h1')).toEqual(['Entrar']);
    // Demo turns the SMS login on: both tabs, the first one active.
    expect(texts(login, '.lby-fv-tab')).toEqual(['Usuário', 'Celular + SMS']);
    expect(texts(login, '.lby-fv-label')).toEqual(['Nome de usuário', 'Senha']);
    expect(texts(login, '.lby-fv-check')).toEqual(['Lembrar senha']);
    expect(texts(login, '.lby-fv-links span')).toEqual(['Esqueceu a senha?', 'Jogar como teste']);
    const english = view('aurora', 'login');
    expect(texts(english, 'h1')).toEqual(['Log in']);
    // Aurora leaves MOBILEVERCODELOGIN3 off: no tabs, as the login page shows none.
    expect(texts(english, '.lby-fv-tab')).toEqual([]);
  });

  it("SPEED-20 SPEED-21 the registration view has its agreement whole (the page's largest text), its fields pending, its button and links", () => {
    const register = view('demo', 'register');
    expect(texts(register, 'h1')).toEqual(['Cadastro']);
    // The app's check label: the sentence with the minimum age filled in, then the agreement link's words.
    expect(texts(register, '.lby-fv-check')).toEqual(['Tenho pelo menos 18 anos e aceito o contrato do usuário']);
    expect(texts(register, '.lby-fv-check .lby-fv-link')).toEqual(['contrato do usuário']);
    // As many pending fields as the page table asks for (the platform's usual form: no shift when it arrives).
    const form = FIRST_VIEWS.register?.blocks.find((block) => block.kind === 'form');
    const pending = form?.kind === 'form' ? (form.pendingFields ?? 0) : 0;
    expect(pending).toBeGreaterThanOrEqual(3);
    expect(register?.querySelectorAll('.lby-fv-field .lby-fv-sk + .lby-fv-input')).toHaveLength(pending);
    expect(texts(register, '.lby-fv-form > .lby-fv-btn')).toEqual(['Cadastrar']);
    expect(texts(register, '.lby-fv-links span')).toHaveLength(2);
    expect(texts(view('aurora', 'register'), '.lby-fv-check')).toEqual([
      expect.stringMatching(/^I am at least 18 years old and accept the .+$/),
    ]);
    expect(register?.innerHTML).not.toContain('{{');
  });

  it("SPEED-20 the member centre's and agent home's menus are the app's menu tables as a guest sees them with the tenant's switches", () => {
    const tenant = JSON.parse(stamped.project().read('tenants/jaguar.json')) as Parameters<typeof layerFromTenant>[0];
    const switches = mergeSwitches([layerFromTenant(tenant)]);
    const guest = gateContextOf({ ...switches, loggedIn: false, sessionType: null, member: null });
    const mine = view('jaguar', 'mine');
    expect(texts(mine, '.lby-fv-titlebar h1')).toEqual(['Centro do membro']);
    expect(texts(mine, '.lby-fv-guest strong')).toEqual(['Entrar ou registrar']);
    expect(texts(mine, '.lby-fv-menu li')).toHaveLength(visibleRows(MEMBER_CENTRE_MENU, guest).length);
    expect(texts(view('jaguar', 'agent'), '.lby-fv-menu li')).toHaveLength(visibleRows(AGENT_TILES, guest).length);
    // Demo turns every agent tile on; the online service tile is always there.
    expect(texts(view('demo', 'agent'), '.lby-fv-menu li')).toHaveLength(AGENT_TILES.length);
  });

  it("SPEED-20 a hostile display name stays text in a view's logo", () => {
    const logo = view('hostile', 'login')?.querySelector('.lby-fv-topbar img');
    expect(logo?.getAttribute('alt')).toBe(HOSTILE_NAME);
    expect(page('hostile').html).not.toContain('<img src=x');
  });
});

describe('the inline script picks the first view from the path (SPEED-20)', () => {
  it('SPEED-20 marks the page of a path, aliases too, and no page on home or a path without a view', () => {
    const script = inlineScript(page('demo').doc);
    const pageOf = (pathname: string, session = false): string | undefined =>
      shellAttributes(script, { pathname, session })['data-first-view'];
    expect(pageOf('/m/login')).toBe('login');
    expect(pageOf('/register.html')).toBe('register');
    expect(pageOf('/m/mine')).toBe('mine');
    expect(pageOf('/m/member/home')).toBe('mine');
    expect(pageOf('/m/home')).toBeUndefined();
    expect(pageOf('/m/notice')).toBeUndefined();
  });

  it("SPEED-20 shows a members' page's view only with a stored session (a guest is sent to log in), and marks the session", () => {
    const script = inlineScript(page('demo').doc);
    expect(script).toContain(`sessionStorage.getItem(${JSON.stringify(SESSION_STORAGE_KEY)})`);
    expect(shellAttributes(script, { pathname: '/m/voucherCenter' })['data-first-view']).toBeUndefined();
    expect(shellAttributes(script, { pathname: '/m/voucherCenter', session: true })).toMatchObject({
      'data-first-view': 'voucherCenter',
      'data-session': 'member',
    });
    expect(shellAttributes(script, { pathname: '/m/agent', session: true })['data-first-view']).toBe('agent');
    expect(shellAttributes(script, { pathname: '/m/mine' })['data-session']).toBeUndefined();
  });

  it("CHROME-15 SPEED-20 puts the back header's title on the path, as the React header decides it", () => {
    const { doc } = page('demo');
    const script = inlineScript(doc);
    expect(shellAttributes(script, { pathname: '/m/gameList', search: '?gameType=RNG' })['data-title']).toBe(
      'titles.rng',
    );
    expect(
      shellAttributes(script, { pathname: '/m/gameList', search: '?gameType=FISH' })['data-title'],
    ).toBeUndefined();
    expect(shellAttributes(script, { pathname: '/m/notice' })['data-title']).toBe('titles.notice');
    expect(doc.querySelector('.lby-shell-bar-title [data-title-for="titles.rng"]')?.textContent).toBe('RNG');
    const css = doc.getElementById('lobby-critical')?.textContent ?? '';
    expect(css).toContain('[data-title="titles.rng"] [data-title-for="titles.rng"]');
  });
});
