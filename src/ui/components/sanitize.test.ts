// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize';

describe('server HTML sanitiser', () => {
  it('keeps formatting, links and images', () => {
    const html = sanitizeHtml(
      '<p><b>Bonus</b> <a href="https://promo.example/x">here</a> <img src="/m/cdn/a.png" alt="a"></p>',
    );
    expect(html).toContain('<b>Bonus</b>');
    expect(html).toContain('href="https://promo.example/x"');
    expect(html).toContain('src="/m/cdn/a.png"');
  });

  it('drops scripts, event handlers, dangerous schemes, forms, frames and styles', () => {
    const vectors = [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '<a href="javascript:alert(1)">x</a>',
      '<a href="java&#09;script:alert(1)">x</a>',
      '<a href="data:text/html,<script>alert(1)</script>">x</a>',
      '<iframe src="https://evil.example"></iframe>',
      '<form action="https://evil.example"><input name=a></form>',
      '<div style="position:fixed;inset:0">cover</div>',
      '<svg><script>alert(1)</script></svg>',
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
    ];
    for (const vector of vectors) {
      const html = sanitizeHtml(vector);
      expect(html, vector).not.toMatch(/<script|onerror|javascript:|data:text|<iframe|<form|<input|style=|<svg|<math/i);
    }
  });
});
