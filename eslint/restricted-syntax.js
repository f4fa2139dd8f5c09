import { readFileSync } from 'node:fs';

/**
 * The no-restricted-syntax selectors eslint.config.js applies by folder: what
 * the whole code base avoids, app paths outside the page table, physical CSS
 * sides, and flag codes outside src/tenant.
 */

/** Syntax the whole code base avoids. */
export const RESTRICTED_SYNTAX = [
  {
    selector: 'CallExpression[callee.name=/^use(Layout|Insertion)?Effect$/] > ArrowFunctionExpression[expression=true]',
    message:
      'Give effects a block body: an expression body returns its value as the cleanup (scrollTo returns a promise in Chromium).',
  },
  {
    selector: 'MemberExpression[object.name=/^(localStorage|sessionStorage)$/]',
    message: 'Use src/lib/storage.ts: it owns every storage key.',
  },
  {
    // SPEED-33: react-i18next's hook copies the i18next instance at every mount.
    selector:
      "VariableDeclarator[id.type='ObjectPattern'][id.properties.length=1][id.properties.0.key.name='t'] > CallExpression[callee.name='useTranslation']",
    message:
      "Read a namespace's texts with useTexts('namespace') from '@/i18n' (src/i18n/texts-clock.ts): useTranslation copies the i18next instance at every mount.",
  },
];

/**
 * Issue 19: an app path (/m, /m/…) is written once, in the page table
 * (src/tenant/page-table/); the app links with the builders of
 * src/tenant/paths.ts or a route-table lookup. (esquery regexes cannot hold
 * a slash: \x2F is one.)
 */
export const APP_PATH_LITERAL = {
  selector: 'Literal[value=/^\\x2Fm(\\x2F|$)/], TemplateElement[value.raw=/^\\x2Fm(\\x2F|$)/]',
  message:
    'App paths live in the page table (src/tenant/page-table/): link with paths.<page>() from src/tenant/paths.ts (or a route-table lookup).',
};

/**
 * Issue 18: right-to-left languages (AR, FA, UR) mirror the layout, so styles
 * use logical properties (margin-inline-start, inset-inline-end, text-align:
 * start) and never a physical left or right.
 */
export const PHYSICAL_CSS = {
  selector:
    'TemplateElement[value.raw=/(margin|padding|border)-(left|right)|(^|[\\s;{])(left|right)\\s*:|text-align:\\s*(left|right)|float:\\s*(left|right)/]',
  message:
    'Use a logical property (margin-inline-start, padding-inline-end, inset-inline-start, text-align: start): the layout mirrors for right-to-left languages.',
};

/**
 * Issue 19: flags are decided in src/tenant (the menu tables and
 * feature-gates.ts); the app, the features, the session, the ui and the CLI ask those and
 * never name a flag or promotion code. The codes come from the registry's
 * source text, since this config is plain JavaScript.
 */
const SWITCH_CODES = [
  ...readFileSync(new URL('../src/tenant/flags.ts', import.meta.url), 'utf8').matchAll(/^ {2}([A-Z][A-Z0-9_]*): \{/gm),
].map((match) => match[1]);
if (SWITCH_CODES.length === 0)
  throw new Error('eslint/restricted-syntax.js: found no flag codes in src/tenant/flags.ts');
const SWITCH_CODE = `/^(${SWITCH_CODES.join('|')})$/`;
export const FLAG_CODE_READ = {
  selector: `MemberExpression[property.name=${SWITCH_CODE}], Literal[value=${SWITCH_CODE}], TemplateElement[value.cooked=${SWITCH_CODE}]`,
  message:
    'Flags are decided in src/tenant: use a table of menu-tables.ts or an evaluator of feature-gates.ts with useGateContext(), or add one there.',
};

/**
 * Issue 38 (MONEY-51): the sandbox keeps money in minor units from the
 * request to the answer. The wire's major units are sandbox/money.ts's
 * business alone (the route wrapper reads a row's money fields there, and
 * answers hold Money values that JSON writes), so nothing else multiplies
 * or divides by 100.
 */
export const SANDBOX_MONEY_UNITS = {
  selector: 'BinaryExpression[operator=/^[*\\/]$/][right.value=100], BinaryExpression[operator="*"][left.value=100]',
  message:
    'Money changes units only in sandbox/money.ts: compute in minor units and answer with money(minor) (or percentOf for a rate).',
};
