/**
 * What the pseudo-locale run checks on a page (issue 37), run inside the
 * page by `page.evaluate(auditPage, locale)`: it must be self-contained (no
 * imports, no closures) because Playwright serialises it.
 *
 * - a text (or placeholder) without the pseudo brackets: a string that
 *   bypassed translation (or a format written by hand). Data — server texts, names, numbers —
 *   is exempt when it is isolated as the app isolates data (`<bdi>`,
 *   `dir="auto"`, `<time>`), or has no letters beyond a currency or code of
 *   up to three capitals;
 * - a horizontal scroll of the document;
 * - clipped text in buttons and tabs (content wider or taller than a box that
 *   hides its overflow, or spilling out of it);
 * - a wrong direction: an element whose computed direction is not the
 *   page's without an explicit `dir` on the way, or a physical text alignment.
 */
export function auditPage(locale: 'accented' | 'rtl'): string[] {
  const problems: string[] = [];
  const pageDirection = locale === 'rtl' ? 'rtl' : 'ltr';
  const describe = (element: Element): string => {
    const id = element.getAttribute('data-testid');
    const label = element.textContent.trim().slice(0, 40);
    return `<${element.tagName.toLowerCase()}${id ? ` data-testid="${id}"` : ''}> "${label}"`;
  };
  const visible = (element: Element): boolean => {
    if (!element.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true })) return false;
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0;
  };
  const isolatedData = (element: Element | null): boolean =>
    element?.closest('bdi, [dir="auto"], time, svg') !== null && element !== null;
  const invisibleMarks = /[\u200e\u200f\u061c\u2066-\u2069\u202a-\u202e]/g;
  /** Letters that no bracketed (translated) stretch accounts for. */
  const strayLetters = (raw: string): string => {
    let text = raw.replace(invisibleMarks, '');
    for (let round = 0; round < 5 && /\[[^[\]]*\]/.test(text); round += 1) text = text.replace(/\[[^[\]]*\]/g, ' ');
    // Currency and code marks (R$, US$, BRL, RNG) carry no translation.
    text = text.replace(/(^|[^\p{L}])\p{Lu}{1,3}(?![\p{L}])/gu, '$1');
    return /\p{L}/u.test(text) ? text.trim() : '';
  };

  // Untranslated texts.
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const reported = new Set<Element>();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || reported.has(parent)) continue;
    if (parent.closest('script, style, noscript, template, [aria-hidden="true"]')) continue;
    const stray = strayLetters(node.textContent ?? '');
    if (stray === '' || isolatedData(parent) || !visible(parent)) continue;
    reported.add(parent);
    problems.push(`untranslated text "${stray.slice(0, 60)}" in ${describe(parent)}`);
  }
  for (const element of document.querySelectorAll('[placeholder]')) {
    if (!visible(element) || isolatedData(element)) continue;
    const stray = strayLetters(element.getAttribute('placeholder') ?? '');
    if (stray !== '') problems.push(`untranslated placeholder "${stray.slice(0, 60)}" on ${describe(element)}`);
  }

  // Horizontal scroll.
  const width = document.documentElement.clientWidth;
  if (document.documentElement.scrollWidth > width + 1) {
    const widest = [...document.body.querySelectorAll('*')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.right > width + 1 || box.left < -1;
      })
      .filter((element) => !element.closest('.swiper, [data-scrolls="x"], [role="tablist"]'))
      .slice(-1)[0];
    problems.push(
      `horizontal scroll: ${document.documentElement.scrollWidth}px wide on a ${width}px screen${widest ? `, e.g. ${describe(widest)}` : ''}`,
    );
  }

  // Controls pushed past the screen's edge (a fixed bar's overflow scrolls nothing, so the check above misses it).
  for (const element of document.body.querySelectorAll('a, button, select, input, [role="button"], [role="tab"]')) {
    if (!visible(element) || element.closest('.swiper, [data-scrolls="x"], [role="tablist"], [data-marquee]')) continue;
    const box = element.getBoundingClientRect();
    if (box.right > width + 1 || box.left < -1)
      problems.push(
        `control cut at the screen's edge: ${describe(element)} spans ${Math.round(box.left)}–${Math.round(box.right)}px`,
      );
  }

  // Clipped text in buttons and tabs.
  for (const element of document.querySelectorAll('button, [role="button"], [role="tab"], a[class]')) {
    // A marquee scrolls its text through a fixed box on purpose (and opens the full list).
    if (!visible(element) || element.textContent.trim() === '' || element.hasAttribute('data-marquee')) continue;
    const style = getComputedStyle(element);
    const hides = style.overflowX !== 'visible' || style.overflowY !== 'visible' || style.textOverflow === 'ellipsis';
    const wider = element.scrollWidth > element.clientWidth + 1;
    const taller = element.scrollHeight > element.clientHeight + 1;
    if ((wider || taller) && (hides || element.getAttribute('role') === 'tab' || element.tagName === 'BUTTON'))
      problems.push(
        `clipped text in ${describe(element)}: content ${element.scrollWidth}×${element.scrollHeight} in ${element.clientWidth}×${element.clientHeight}`,
      );
    for (const inner of element.querySelectorAll('*')) {
      const innerStyle = getComputedStyle(inner);
      if (
        innerStyle.textOverflow === 'ellipsis' &&
        inner.scrollWidth > inner.clientWidth + 1 &&
        inner.textContent.trim() !== ''
      )
        problems.push(`text cut with an ellipsis in ${describe(inner)}`);
    }
  }

  // Direction.
  if (document.documentElement.dir !== pageDirection) problems.push(`<html dir="${document.documentElement.dir}">`);
  for (const element of document.body.querySelectorAll('*')) {
    if (!(element instanceof HTMLElement) || !visible(element)) continue;
    const hasText = [...element.childNodes].some(
      (child) => child.nodeType === Node.TEXT_NODE && (child.textContent ?? '').trim() !== '',
    );
    if (!hasText) continue;
    const style = getComputedStyle(element);
    if (style.direction !== pageDirection && element.closest('[dir], bdi, time') === document.documentElement)
      problems.push(`direction ${style.direction} on ${describe(element)}`);
    if (
      (style.textAlign === 'left' || style.textAlign === 'right') &&
      !element.closest('[dir="auto"], bdi, [dir="ltr"]')
    )
      problems.push(`physical text-align: ${style.textAlign} on ${describe(element)}`);
  }
  return [...new Set(problems)];
}
