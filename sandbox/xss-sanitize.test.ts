// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../src/ui/components/sanitize.ts';
import { HTML_VECTORS, URL_VECTORS } from './xss-vectors.ts';

/** Issue 7: the DOMPurify allowlist against every known vector, the HTML ones as markup and the URL ones as link and image targets. */

const FORBIDDEN_TAGS = [
  'script',
  'iframe',
  'frame',
  'object',
  'embed',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'style',
  'link',
  'meta',
  'base',
  'svg',
  'math',
  'template',
  'video',
  'audio',
  'details',
  'marquee',
];
const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'srcset', 'background', 'data'];

function offences(html: string): string[] {
  const box = document.createElement('div');
  box.innerHTML = sanitizeHtml(html);
  const found: string[] = [];
  for (const element of box.querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase();
    if (FORBIDDEN_TAGS.includes(tag)) found.push(`<${tag}>`);
    for (const attribute of element.attributes) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith('on')) found.push(`${tag}[${name}]`);
      if (['style', 'class', 'id', 'target', 'srcdoc'].includes(name)) found.push(`${tag}[${name}]`);
      if (
        URL_ATTRIBUTES.includes(name) &&
        !/^(https?:|mailto:|tel:|\/(?![/\\])|#|[^a-z:/?#\\]*$)/i.test(attribute.value.trim())
      )
        found.push(`${tag}[${name}=${attribute.value}]`);
    }
  }
  return found;
}

describe('DOMPurify allowlist against the XSS vectors (issue 7)', () => {
  it.each(HTML_VECTORS.map((vector) => [vector]))(
    'leaves nothing that runs, frames, forms or positions itself: %s',
    (vector) => {
      expect(offences(vector)).toEqual([]);
    },
  );

  it('no URL vector survives as a link or image target', () => {
    for (const vector of URL_VECTORS) {
      const escaped = vector.replace(/"/g, '&quot;');
      expect(offences(`<a href="${escaped}">x</a><img src="${escaped}">`), vector).toEqual([]);
    }
  });
});
