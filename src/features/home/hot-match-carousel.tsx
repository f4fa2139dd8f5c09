import { useCallback, useRef } from 'react';
import styled from 'styled-components';
import 'swiper/css';
import { useLanguage, useTexts } from '@/i18n';
import { formatDateTime } from '@/lib/formats';
import { DISTANCES, DURATIONS, GAME_CONSTANTS } from '@/lib/spec-constants';
import { Button, token } from '@/ui';
import type { HotMatch } from './api';
import { matchEpoch } from './hot-match-store';
import { useCarouselAutoplay } from './use-carousel-autoplay';
import { useLiveSwiper } from './use-live-swiper';

const PER_VIEW = GAME_CONSTANTS.hotMatchSlidesPerView;
const GAP = DISTANCES.hotMatchGap;

/** Before Swiper starts (after the first paint), the slides already stand where it puts them: no shift when it does. */
const Frame = styled.div`
  & .swiper-slide {
    width: calc((100% - ${(PER_VIEW - 1) * GAP}px) / ${PER_VIEW});
    margin-inline-end: ${GAP}px;
  }
`;

const Card = styled.article`
  display: grid;
  grid-template-columns: 1fr auto 1fr;
  align-items: center;
  gap: ${token('space.xs')};
  padding: ${token('space.md')};
  border-radius: ${token('radius.card')};
  background: ${token('color.bg.surface')};
  color: ${token('color.text.primary')};
  text-align: center;
  & img {
    width: 48px;
    height: 48px;
    border-radius: 50%;
  }
  & p {
    margin: 0;
    font-size: ${token('font.size.xs')};
    color: ${token('color.text.secondary')};
  }
`;

const Team = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${token('space.xs')};
  font-size: ${token('font.size.sm')};
  font-weight: ${token('font.weight.bold')};
`;

const Middle = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${token('space.xs')};
`;

/**
 * HOTMATCH-02..08: home and away images and names, league, start time and
 * bet-now; 5000 ms autoplay and loop with more than one match, 1.2 slides
 * with a 20 px gap. Loaded lazily like the banner carousel; keyed by the
 * parent on its matches (useLiveSwiper).
 */
export default function HotMatchCarousel({
  matches,
  onBet,
}: {
  readonly matches: readonly HotMatch[];
  readonly onBet: (match: HotMatch) => void;
}) {
  const t = useTexts('home');
  const language = useLanguage();
  const many = matches.length > 1;
  const root = useRef<HTMLDivElement>(null);
  const onSwiper = useCarouselAutoplay(DURATIONS.carouselAutoplay, many);
  const options = useCallback(() => ({ slidesPerView: PER_VIEW, spaceBetween: GAP, loop: many }), [many]);
  useLiveSwiper(root, options, onSwiper);
  return (
    <Frame ref={root} className="swiper" data-testid="hot-match-carousel" data-autoplay={many ? 'on' : 'off'}>
      <div className="swiper-wrapper">
        {/* Team badges load with the carousel, not lazily as a slide comes in: each SVG badge costs the main thread ~15 ms at 4× CPU when it arrives (issue 15). */}
        {matches.map((match, index) => (
          <div className="swiper-slide" key={`${String(match.nodeId)}-${index}`} data-testid="hot-match">
            <Card aria-label={t('hotMatches.match', { home: match.homeTeam, away: match.awayTeam })}>
              <Team>
                <img src={match.homeTeamImageUrl || undefined} alt="" width={48} height={48} decoding="async" />
                <span dir="auto">{match.homeTeam}</span>
              </Team>
              <Middle>
                <p dir="auto">{match.league}</p>
                <p data-testid="hot-match-time">
                  <time>{formatDateTime(matchEpoch(match), language, 'dayMonthTime')}</time>
                </p>
                <Button small onClick={() => onBet(match)}>
                  {t('hotMatches.bet')}
                </Button>
              </Middle>
              <Team>
                <img src={match.awayTeamImageUrl || undefined} alt="" width={48} height={48} decoding="async" />
                <span dir="auto">{match.awayTeam}</span>
              </Team>
            </Card>
          </div>
        ))}
      </div>
    </Frame>
  );
}
