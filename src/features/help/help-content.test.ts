import { describe, expect, it } from 'vitest';
import { helpContentHtml, initialOpenIndex } from './help-content';

describe('help centre content', () => {
  it('HELP-07 keeps HTML and converts plain text with its line breaks', () => {
    expect(helpContentHtml('<p>Hi</p>')).toBe('<p>Hi</p>');
    expect(helpContentHtml('a < b\nnext & "more"')).toBe('a &lt; b<br>next &amp; &quot;more&quot;');
  });

  it.each([
    [null, 3, 0],
    ['1', 3, 1],
    ['2', 3, 2],
    ['3', 3, 0],
    ['-1', 3, 0],
    ['x', 3, 0],
    ['', 3, 0],
    ['0', 0, 0],
  ] as const)('HELP-03 i=%s with %i entries opens %i', (raw, count, expected) => {
    expect(initialOpenIndex(raw, count)).toBe(expected);
  });
});
