import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { useLanguage } from '@/i18n';
import { lazyPart } from '@/lib/lazy-part';
import { useToken } from '@/platform/session';
import { useSiteConfig } from '@/tenant/site';
import { token, useContentLink } from '@/ui';
import { announcementsQuery } from './api';
import type { BannerCarouselProps } from './banner-carousel';

/** Until the carousel's code is there (or if it cannot be fetched), the first banner, already tappable. */
function FirstBanner({ banners, onOpen }: BannerCarouselProps) {
  const first = banners[0];
  if (!first) return null;
  return (
    <button
      type="button"
      onClick={() => onOpen(0)}
      aria-label={first.title}
      style={{ display: 'block', width: '100%', height: '100%', padding: 0, border: 0, background: 'none' }}
    >
      <img src={first.url} alt={first.title} width={750} height={300} fetchPriority="high" />
    </button>
  );
}

// The first banner is the LCP image: it shows at once; the carousel takes over once the browser is idle.
const BannerCarousel = lazyPart(
  () => import('./banner-carousel'),
  (module) => module.default,
  { fallback: FirstBanner, afterIdle: true },
);

const Banner = styled.div`
  margin: ${token('space.md')} ${token('space.lg')} 0;
  aspect-ratio: 5 / 2;
  border-radius: ${token('radius.card')};
  overflow: hidden;
  background: ${token('color.bg.skeleton')};
  & img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/**
 * The banner area under the top header (CHROME-01): home and the help centre.
 * It shares the home announcements query, so a page that also reads the
 * announcements makes no second call.
 */
export function BannerArea() {
  const config = useSiteConfig();
  const openContentLink = useContentLink();
  const language = useLanguage();
  const announcements = useQuery(announcementsQuery(language, useToken()));
  // The codec keeps only banners with a picture they may load (REL-11).
  const banners = (announcements.data?.banners ?? []).map((banner) => ({
    url: banner.url,
    title: banner.title ?? config.displayName,
    link: banner.link,
  }));
  // BANNER-02: the banner's action — an in-app route, or a checked external address.
  const openBanner = (index: number) => {
    const link = banners[index]?.link;
    if (link) openContentLink(link);
  };
  return (
    <Banner data-testid="home-banner">
      {banners.length > 0 ? (
        <BannerCarousel key={banners.map((banner) => banner.url).join(' ')} banners={banners} onOpen={openBanner} />
      ) : config.assets.fallbackBanner ? (
        <img
          src={config.assets.fallbackBanner}
          alt={config.displayName}
          width={750}
          height={300}
          fetchPriority="high"
        />
      ) : null}
    </Banner>
  );
}
