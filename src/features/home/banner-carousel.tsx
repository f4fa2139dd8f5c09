import { useCallback, useRef } from 'react';
import { Pagination } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/pagination';
import { DURATIONS } from '@/lib/spec-constants';
import { useCarouselAutoplay } from './use-carousel-autoplay';
import { useLiveSwiper } from './use-live-swiper';

export interface BannerSlide {
  readonly url: string;
  readonly title: string;
}

/**
 * BANNER-03..07: loops, 5 s autoplay that keeps running after interaction
 * (paused off screen, in a hidden tab and for reduced motion), dots; one banner → no autoplay, no loop. Loaded lazily after the first image.
 */
export interface BannerCarouselProps {
  readonly banners: readonly BannerSlide[];
  readonly onOpen: (index: number) => void;
}

const SLIDE_BUTTON = { display: 'block', width: '100%', padding: 0, border: 0, background: 'none' } as const;

/** Keyed by the parent on its banners (useLiveSwiper): a new set of banners is a new carousel. */
export default function BannerCarousel({ banners, onOpen }: BannerCarouselProps) {
  const many = banners.length > 1;
  const root = useRef<HTMLDivElement>(null);
  const dots = useRef<HTMLDivElement>(null);
  const onSwiper = useCarouselAutoplay(DURATIONS.carouselAutoplay, many);
  const options = useCallback(
    () => ({
      modules: [Pagination],
      loop: many,
      pagination: many && dots.current ? { el: dots.current, clickable: true } : false,
    }),
    [many],
  );
  useLiveSwiper(root, options, onSwiper);
  return (
    <div ref={root} className="swiper" data-testid="banner-carousel" data-autoplay={many ? 'on' : 'off'}>
      <div className="swiper-wrapper">
        {/* Every slide's image loads with the carousel (after idle), not lazily at its first move: a load then costs the resting home a fetch and a decode (issue 15). */}
        {banners.map((banner, index) => (
          <div className="swiper-slide" key={`${banner.url}-${index}`}>
            <button type="button" onClick={() => onOpen(index)} aria-label={banner.title} style={SLIDE_BUTTON}>
              <img src={banner.url} alt={banner.title} width={750} height={300} decoding="async" />
            </button>
          </div>
        ))}
      </div>
      {many ? <div ref={dots} className="swiper-pagination" /> : null}
    </div>
  );
}
