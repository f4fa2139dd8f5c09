import { ICON_PATHS, type IconName } from '../../src/lib/icon-paths';
import { LIMITS } from '../../src/lib/spec-constants';
import type { Language } from '../../src/lib/languages';
import { flagFeatureOn } from '../../src/tenant/feature-gates';
import type { FlagValues, PromotionValues } from '../../src/tenant/flags';
import { AGENT_TILES, MEMBER_CENTRE_MENU, visibleRows, type GateContext } from '../../src/tenant/menu-tables';
import type { PageId } from '../../src/tenant/page-ids';
import { PAGE_ENTRIES, type FirstView, type FirstViewBar, type FirstViewBlock } from '../../src/tenant/page-table';
import { FIRST_VIEWS } from '../../src/tenant/page-table/first-views';
import { catalogueTextOf } from './catalogue-text';

/**
 * The pages' first views (issue 35, SPEED-20): the page table's `firstView`
 * data (src/tenant/page-table/first-view.ts) as the HTML the stamp puts in
 * the static shell, in the tenant's default language, with its switches (a
 * guest's, before the platform answers), logo and home link. Every view is in
 * the page; the inline script marks `<html data-first-view>` from the path and
 * `css` shows that page's view alone. Text is escaped here: the template
 * prints the result as it is.
 */

export interface FirstViewInput {
  readonly language: Language;
  readonly flags: FlagValues;
  readonly promotions: PromotionValues;
  readonly logo: { readonly src: string; readonly alt: string; readonly width: number; readonly height: number };
  readonly logoLabel: string;
  readonly homeHref: string;
  readonly backLabel: string;
  /** Hrefs of the brand bar's links, in their order (register, customer service). */
  readonly linkHrefs: readonly string[];
  /** The language box's text, null with one language. */
  readonly languageBox: string | null;
}

export interface FirstViews {
  /** Every view, each a `.lby-fv[data-fv=<page>]`. */
  readonly html: string;
  /** The rules that show the view of `<html data-first-view=…>`. */
  readonly css: string;
  /** The pages with a view, in table order. */
  readonly pages: readonly PageId[];
  /** The pages whose view shows an image (the code waits for it to paint: cli/lib/shell.ts). */
  readonly imagePages: readonly PageId[];
}

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

function icon(name: IconName, size = 24): string {
  const paths = ICON_PATHS[name].map((d) => `<path d="${d}"/>`).join('');
  return `<svg class="lby-directional" width="${size}" height="${size}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false">${paths}</svg>`;
}

/** Values the app puts in the texts a view shows (the registration's agreement: src/features/register/register-page.tsx). */
const SHELL_VALUES: Readonly<Record<string, string>> = { age: String(LIMITS.minimumAges[0]) };

const repeat = (count: number, html: string): string => Array.from({ length: count }, () => html).join('');

/** Renders one tenant's views; `text` reads a catalogue text (`namespace:key`) in its language. */
export function firstViews(input: FirstViewInput): FirstViews {
  /** A catalogue text, its `{{name}}` placeholders (i18next's syntax) filled as the app fills them. */
  const text = (key: string): string => {
    const raw = catalogueTextOf(input.language, key);
    return escapeHtml(raw.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => SHELL_VALUES[name] ?? whole));
  };
  const guest: GateContext = {
    flags: input.flags,
    promotions: input.promotions,
    loggedIn: false,
    memberType: null,
    clubLabel: null,
    toUpline: false,
  };
  const skeleton = (height: number, extra = ''): string =>
    `<div class="lby-fv-sk${extra}" style="height:${height}px"></div>`;

  const bar = (spec: FirstViewBar): string => {
    if (spec.kind === 'brand') {
      const { logo } = input;
      const links = spec.links
        .map((key, index) => `<a href="${escapeHtml(input.linkHrefs[index] ?? input.homeHref)}">${text(key)}</a>`)
        .join('');
      const language = input.languageBox ? `<span class="lby-fv-lang">${escapeHtml(input.languageBox)}</span>` : '';
      return (
        `<div class="lby-fv-topbar"><span class="lby-fv-icon" aria-hidden="true">${icon('back')}</span>` +
        `<a href="${escapeHtml(input.homeHref)}" aria-label="${escapeHtml(input.logoLabel)}"><img src="${escapeHtml(logo.src)}" alt="${escapeHtml(logo.alt)}" width="${logo.width}" height="${logo.height}"></a></div>` +
        `<nav class="lby-fv-strip">${links}${language}</nav>`
      );
    }
    if (spec.kind === 'titled')
      return (
        `<header class="lby-fv-titlebar"><span class="lby-fv-icon">${icon('back')}</span><h1>${text(spec.title)}</h1>` +
        `${spec.icons.map((name) => `<span class="lby-fv-icon">${icon(name)}</span>`).join('')}</header>`
      );
    return (
      `<header class="lby-fv-pendingbar">${skeleton(22, ' lby-fv-line')}${skeleton(20, ' lby-fv-line-short')}` +
      `<div class="lby-fv-row">${spec.buttons.map((key) => `<span class="lby-fv-btn lby-fv-btn-small">${text(key)}</span>`).join('')}</div></header>`
    );
  };

  const block = (spec: FirstViewBlock): string => {
    switch (spec.kind) {
      case 'tabs':
        return `<div class="lby-fv-tabs">${(spec.labels ?? [])
          .map((key, index) => `<span class="lby-fv-tab${index === 0 ? ' lby-fv-tab-on' : ''}">${text(key)}</span>`)
          .join('')}${repeat(spec.pending ?? 0, '<span class="lby-fv-tab lby-fv-tab-pending"></span>')}</div>`;
      case 'tiles':
        return `<div class="lby-fv-grid"${spec.answer ? ' data-fa' : ''} style="grid-template-columns:repeat(${spec.columns},1fr)">${repeat(
          spec.columns * spec.rows,
          skeleton(spec.height, ' lby-fv-tile'),
        )}</div>`;
      case 'rows':
        // `data-fa`: where the shell's first-answer script draws the page's first rows or tiles (SPEED-29).
        return `<div class="lby-fv-list"${spec.answer ? ' data-fa' : ''}>${repeat(spec.count, skeleton(spec.height, ' lby-fv-tile'))}</div>`;
      case 'card':
        return skeleton(spec.height, ' lby-fv-tile');
      case 'search':
        return `<div class="lby-fv-search"><span class="lby-fv-input lby-fv-placeholder">${text(spec.placeholder)}</span><span class="lby-fv-btn lby-fv-btn-secondary">${text(spec.button)}</span></div>`;
      case 'form': {
        const tabs =
          spec.tabs && flagFeatureOn(spec.tabs.feature, input.flags)
            ? `<div class="lby-fv-tabs lby-fv-tabs-flush">${spec.tabs.labels
                .map(
                  (key, index) => `<span class="lby-fv-tab${index === 0 ? ' lby-fv-tab-on' : ''}">${text(key)}</span>`,
                )
                .join('')}</div>`
            : '';
        const fields = spec.fields
          .map(
            (key) =>
              `<div class="lby-fv-field"><span class="lby-fv-label">${text(key)}</span><span class="lby-fv-input"></span></div>`,
          )
          .join('');
        const pending = repeat(
          spec.pendingFields ?? 0,
          `<div class="lby-fv-field">${skeleton(16, ' lby-fv-line-short')}<span class="lby-fv-input"></span></div>`,
        );
        const { check } = spec;
        // The words in a span of their own, as the app's check label has them (one block of text, measured as one).
        const checkBox = check
          ? `<span class="lby-fv-check"><span class="lby-fv-box"></span><span>${text(check.text)}${
              check.link ? ` <span class="lby-fv-link">${text(check.link)}</span>` : ''
            }</span></span>`
          : '';
        const links = `<div class="lby-fv-links">${spec.links.map((key) => `<span>${text(key)}</span>`).join('')}</div>`;
        return `<div class="lby-fv-card">${tabs}<div class="lby-fv-form">${fields}${pending}${checkBox}<span class="lby-fv-btn">${text(spec.submit)}</span></div>${links}</div>`;
      }
      case 'guestCard':
        return (
          `<div class="lby-fv-guest">${icon('user')}<span><strong>${text(spec.title)}</strong><small>${text(spec.text)}</small></span></div>` +
          skeleton(96, ' lby-fv-tile lby-fv-member')
        );
      case 'menu': {
        const rows: ReadonlyArray<{ readonly labelKey: string }> =
          spec.table === 'memberCentre' ? visibleRows(MEMBER_CENTRE_MENU, guest) : visibleRows(AGENT_TILES, guest);
        const ns = spec.namespace;
        return `<ul class="lby-fv-menu lby-fv-menu-${spec.layout}">${rows
          .map(
            (row) =>
              `<li>${text(`${ns}:${row.labelKey}`)}${spec.layout === 'list' ? icon('chevronRight', 20) : ''}</li>`,
          )
          .join('')}</ul>`;
      }
    }
  };

  const view = (page: PageId, spec: FirstView): string => {
    const top = spec.bar && spec.bar.kind !== 'brand' ? bar(spec.bar) : '';
    const inner = [
      spec.bar?.kind === 'brand' ? bar(spec.bar) : '',
      spec.heading ? `<h1 class="lby-fv-h1">${text(spec.heading)}</h1>` : '',
      ...spec.blocks.map(block),
    ].join('');
    const padded = spec.heading !== undefined || spec.bar?.kind === 'brand';
    return `<div class="lby-fv" data-fv="${page}">${top}<div class="${padded ? 'lby-fv-body' : 'lby-fv-flush'}">${inner}</div></div>`;
  };

  const entries = PAGE_ENTRIES.flatMap(([page]) => {
    const spec = FIRST_VIEWS[page];
    return spec ? [[page, spec] as const] : [];
  });
  const html = entries.map(([page, spec]) => [page, view(page, spec)] as const);
  return {
    html: html.map(([, markup]) => markup).join('\n'),
    imagePages: html.filter(([, markup]) => markup.includes('<img ')).map(([page]) => page),
    css: entries.length
      ? `${entries.map(([page]) => `[data-first-view=${page}] [data-fv=${page}]`).join(',')}{display:block}`
      : '',
    pages: entries.map(([page]) => page),
  };
}
