import { Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import { DURATIONS } from '@/lib/spec-constants';
import { useCarouselAutoplay } from './use-carousel-autoplay';

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

export default function BannerCarousel({ banners, onOpen }: BannerCarouselProps) {
  const many = banners.length > 1;
  const onSwiper = useCarouselAutoplay(DURATIONS.carouselAutoplay, many);
  return (
    <Swiper
      modules={[Pagination]}
      loop={many}
      onSwiper={onSwiper}
      pagination={many ? { clickable: true } : false}
      data-testid="banner-carousel"
      data-autoplay={many ? 'on' : 'off'}
    >
      {/* Every slide's image loads with the carousel (after idle), not lazily at its first move: a load then costs the resting home a fetch and a decode (issue 15). */}
      {banners.map((banner, index) => (
        <SwiperSlide key={`${banner.url}-${index}`}>
          <button type="button" onClick={() => onOpen(index)} aria-label={banner.title} style={{ display: 'block', width: '100%', padding: 0, border: 0, background: 'none' }}>
            <img src={banner.url} alt={banner.title} width={750} height={300} decoding="async" />
          </button>
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
