import { createGlobalStyle } from 'styled-components';
import { token } from './theme/tokens';

/** Base element styles; the stamped critical CSS covers the first paint before this loads. */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    background: ${token('color.bg.page')};
    color: ${token('color.text.primary')};
    font-family: ${token('font.family.base')};
    font-size: ${token('font.size.md')};
    line-height: 1.4;
    /* Issue 16: an unbroken server string (a 4,000-character name) wraps instead of widening the page. */
    overflow-wrap: anywhere;
    -webkit-tap-highlight-color: transparent;
  }
  a { color: ${token('color.text.link')}; }
  button, input, select, textarea { font: inherit; }
  img { max-width: 100%; }
  /* Issue 17: Swiper's dots and arrows take the brand, not Swiper's default blue (html:root outranks the :root of its lazily loaded CSS). */
  html:root {
    --swiper-theme-color: ${token('color.bg.brand')};
    --swiper-pagination-bullet-inactive-color: ${token('color.text.muted')};
    --swiper-pagination-bullet-inactive-opacity: 0.7;
    accent-color: ${token('color.bg.brand')};
  }
  /* Issue 15: while a carousel glides its dots take turns by opacity alone (carousel-glide.ts), so all wear the lit colour. */
  [data-gliding] .swiper-pagination-bullet { background: var(--swiper-pagination-color, var(--swiper-theme-color)); }
  /* Issue 18: icons that point along the reading direction (back, forward, sign out) turn with it. */
  [dir='rtl'] .lby-directional { transform: scaleX(-1); }
  :focus-visible { outline: 2px solid ${token('color.border.focus')}; outline-offset: 2px; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 1ms !important; transition-duration: 1ms !important; }
  }
`;
