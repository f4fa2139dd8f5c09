import DOMPurify from 'dompurify';

/**
 * The allowlist for server HTML (announcements, popups, help, promotions):
 * formatting, links and images only; no scripts, handlers, forms, frames,
 * styles, SVG/MathML, or URLs other than http(s), mailto, tel and relative.
 * Loaded on demand by SafeHtml, so DOMPurify stays off the first screen.
 */

const ALLOWED_TAGS = [
  'a',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'p',
  'br',
  'hr',
  'span',
  'div',
  'ul',
  'ol',
  'li',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'pre',
  'code',
  'small',
  'sub',
  'sup',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'img',
  'figure',
  'figcaption',
];
const ALLOWED_ATTR = ['href', 'src', 'alt', 'title', 'width', 'height', 'colspan', 'rowspan'];
/** http(s), relative paths and mailto/tel; never javascript:, data: or other schemes. */
const ALLOWED_URI_REGEXP = /^(?:(?:https?|mailto|tel):|\/(?![/\\])|#|[^a-z:/?#\\][^a-z:/?#]*(?:[/?#]|$))/i;

/**
 * DOMPurify lets data: URIs through on images whatever the URI pattern says;
 * server HTML gets none (issue 7), nor any URL with a backslash (a browser
 * reads "/\\host" as "//host").
 */
let hookInstalled = false;

function installHook(): void {
  if (hookInstalled) return;
  DOMPurify.addHook('uponSanitizeAttribute', (_node, data) => {
    if (
      ['src', 'href', 'xlink:href', 'srcset', 'action', 'formaction'].includes(data.attrName) &&
      /^\s*data:|\\/i.test(data.attrValue)
    )
      data.keepAttr = false;
  });
  hookInstalled = true;
}

const CONFIG = {
  ALLOWED_TAGS,
  ALLOWED_ATTR,
  ALLOWED_URI_REGEXP,
  FORBID_TAGS: ['style', 'script', 'iframe', 'form', 'input', 'button', 'object', 'embed', 'svg', 'math', 'template'],
  FORBID_ATTR: ['style', 'class', 'id'],
  ALLOW_DATA_ATTR: false,
  KEEP_CONTENT: true,
};

/**
 * Server HTML as sanitised nodes (issue 38, defect 7): DOMPurify parses it in
 * an inert document (DOMParser: no scripting, nothing loads, no handler can
 * run) and returns the clean nodes still in that document. The caller imports
 * copies into the page, so no server HTML is ever parsed by the live document
 * (no innerHTML there), and what reaches it is exactly what was checked: no
 * serialise-and-parse-again step for a mutation (mXSS) to slip through.
 */
export function sanitizedFragment(html: string): DocumentFragment {
  // Without a DOM (a torn-down test window) DOMPurify cannot work: fail closed, show nothing.
  if (!DOMPurify.isSupported) return new DocumentFragment();
  installHook();
  return DOMPurify.sanitize(html, { ...CONFIG, RETURN_DOM_FRAGMENT: true });
}

/** The same allowlist as markup text (the sanitiser's own tests read it). */
export function sanitizeHtml(html: string): string {
  if (!DOMPurify.isSupported) return '';
  installHook();
  return DOMPurify.sanitize(html, CONFIG);
}
