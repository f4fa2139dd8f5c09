import { LANGUAGE_TABLE, type Language } from '../../src/lib/languages';
import { IMAGE_CDN_FALLBACKS, OWN_GATEWAY } from '../../src/lib/spec-constants';
import { ENDPOINTS } from '../../src/platform/endpoints';
import { FIRST_VIEWS } from '../../src/tenant/page-table/first-views';
import {
  LANGUAGE_QUERY_VALUE,
  type FirstAnswerConfig,
  type FirstViewAnswer,
  type StampedAnswer,
} from '../../src/tenant/page-table';
import type { PageId } from '../../src/tenant/page-ids';
import type { RouteEntry } from '../../src/tenant/route-table';
import { catalogueTextOf } from './catalogue-text';
import { FIRST_ANSWER_GLOBAL } from './compile';

/**
 * SPEED-29: each tenant's first-answer script — the compiled drawer
 * (src/app/first-answer, compile.ts) called with this tenant's table: for
 * every path of a page whose first view names an `answer`, the call's
 * address and headers and the drawer's texts in each of the tenant's
 * languages. Inlined in the head before the route script, so the answer is
 * on its way while the HTML still arrives.
 */

export interface FirstAnswerInput {
  readonly merchant: string;
  readonly apiBaseUrl: string;
  readonly languages: { readonly default: Language; readonly supported: readonly Language[] };
  /** The tenant's routes (routesFor), to find every path of a page. */
  readonly routes: readonly RouteEntry[];
  /** The compiled script (AppEntry.firstAnswerScript); null: no script. */
  readonly script: string | null;
}

type Endpoint = (typeof ENDPOINTS)[keyof typeof ENDPOINTS];

/** The answer's call in the endpoint table; the shell asks before anyone has logged in: a guest's GET, its body the JSON envelope. */
function guestRead(answer: FirstViewAnswer, page: PageId): Endpoint {
  const endpoint = (ENDPOINTS as Readonly<Record<string, Endpoint>>)[answer.call];
  if (
    !endpoint ||
    endpoint.method !== 'GET' ||
    endpoint.token === 'required' ||
    endpoint.trialMerchant ||
    endpoint.plainText ||
    endpoint.eventStream
  )
    throw new Error(
      `The first view of ${page} asks for ${answer.call}, which is not a guest's GET of the endpoint table`,
    );
  return endpoint;
}

/** The call's address as src/platform/request.ts writes it (buildUrl), the language and the address values left as placeholders. */
export function answerUrl(apiBaseUrl: string, answer: FirstViewAnswer, page: PageId): string {
  const endpoint = guestRead(answer, page);
  const placeholders = new Set([LANGUAGE_QUERY_VALUE, ...Object.keys(answer.address ?? {}).map((name) => `{${name}}`)]);
  for (const value of Object.values(answer.query))
    if (typeof value === 'string' && /^\{\w+\}$/.test(value) && !placeholders.has(value))
      throw new Error(
        `The first view of ${page} asks for ${value}, which is neither the language nor an address value`,
      );
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(answer.query)) params.append(name, String(value));
  // The placeholders stay as they are for the shell to fill (the language, an address value).
  const search = params.toString().replace(/%7B(\w+)%7D/g, '{$1}');
  return `${apiBaseUrl.replace(/\/+$/, '')}${endpoint.path}${search ? `?${search}` : ''}`;
}

function stampedAnswer(input: FirstAnswerInput, page: PageId, answer: FirstViewAnswer): StampedAnswer {
  const endpoint = guestRead(answer, page);
  const texts = Object.fromEntries(
    input.languages.supported.map((language) => [
      language,
      Object.fromEntries(Object.entries(answer.texts).map(([name, key]) => [name, catalogueTextOf(language, key)])),
    ]),
  );
  return {
    page,
    url: answerUrl(input.apiBaseUrl, answer, page),
    address: answer.address ?? {},
    moduleId: endpoint.moduleId,
    token: endpoint.token === 'optional',
    draw: answer.draw,
    texts,
  };
}

/** The tenant's table: every public page with an answer, under each of its paths. */
export function firstAnswerConfig(input: FirstAnswerInput): FirstAnswerConfig {
  const pages: Record<string, StampedAnswer> = {};
  for (const route of input.routes) {
    const answer = FIRST_VIEWS[route.page]?.answer;
    if (!answer || route.access !== 'public') continue;
    pages[route.path] = stampedAnswer(input, route.page, answer);
  }
  return {
    merchant: input.merchant,
    gateway: String(OWN_GATEWAY),
    languages: { default: input.languages.default, supported: input.languages.supported },
    rightToLeft: input.languages.supported.filter((language) => LANGUAGE_TABLE[language].direction === 'rtl'),
    cdns: IMAGE_CDN_FALLBACKS,
    pages,
  };
}

/** The inline script's text, or null when the compile has no script or no page of the tenant has an answer. */
export function firstAnswerScript(input: FirstAnswerInput): string | null {
  const config = firstAnswerConfig(input);
  if (!input.script || Object.keys(config.pages).length === 0) return null;
  // Printed raw inside <script>: a compile that wrote the closing tag must fail the build, not end the script early.
  if (/<\/script/i.test(input.script)) throw new Error('The compiled first-answer script holds "</script"');
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return `${input.script}\n${FIRST_ANSWER_GLOBAL}.startFirstAnswer(${json});`;
}
