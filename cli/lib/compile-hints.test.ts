import { describe, expect, it } from 'vitest';
import { EAGER_COMPILE_HINT, markEagerChunks } from './compile-hints';

describe('compile hints for the carousels (issue 15)', () => {
  it('SPEED-13 the chunks holding Swiper or a home carousel start with V8’s compile hint; the entry, other chunks and assets do not', () => {
    const bundle = {
      'assets/use-live-swiper-a.js': {
        type: 'chunk' as const,
        code: 'swiper();',
        modules: { '/w/node_modules/swiper/shared/swiper-core.mjs': {}, '/w/src/features/home/use-live-swiper.ts': {} },
      },
      'assets/banner-carousel-b.js': {
        type: 'chunk' as const,
        code: 'banner();',
        modules: { '/w/src/features/home/banner-carousel.tsx': {} },
      },
      'assets/main-c.js': {
        type: 'chunk' as const,
        code: 'main();',
        modules: { '/w/src/main.tsx': {}, '/w/node_modules/react-dom/index.js': {} },
      },
      'assets/main-d.css': { type: 'asset' as const },
    };
    expect(markEagerChunks(bundle).sort()).toEqual(['assets/banner-carousel-b.js', 'assets/use-live-swiper-a.js']);
    expect(bundle['assets/use-live-swiper-a.js'].code).toBe(`${EAGER_COMPILE_HINT}\nswiper();`);
    expect(bundle['assets/main-c.js'].code).toBe('main();');
    // A second pass (a rebuild in the same process) does not stack hints.
    expect(markEagerChunks(bundle)).toEqual([]);
  });
});
