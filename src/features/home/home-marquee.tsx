import { Fragment } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useTexts } from '@/i18n';
import { paths } from '@/tenant/paths';
import { InlineErrorState, token } from '@/ui';

const MarqueeSlot = styled.div`
  margin: ${token('space.sm')} ${token('space.lg')} 0;
`;

const Marquee = styled.button`
  display: block;
  width: calc(100% - 2 * ${token('space.lg')});
  margin: ${token('space.sm')} ${token('space.lg')} 0;
  padding: ${token('space.xs')} ${token('space.sm')};
  overflow: hidden;
  white-space: nowrap;
  border: 0;
  border-radius: ${token('radius.card')};
  background: ${token('color.bg.surface')};
  color: ${token('color.text.secondary')};
  font-size: ${token('font.size.xs')};
  text-align: start;
  cursor: pointer;
  & span {
    display: inline-block;
    padding-inline-start: 100%;
    animation: lobby-marquee 18s linear infinite;
  }
  @keyframes lobby-marquee {
    to {
      transform: translateX(-100%);
    }
  }
  /* Right-to-left titles enter from the left and run the other way. */
  [dir='rtl'] & span {
    animation-name: lobby-marquee-rtl;
  }
  @keyframes lobby-marquee-rtl {
    to {
      transform: translateX(100%);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    & span {
      animation: none;
      padding-inline-start: 0;
    }
  }
  /* REL-01: while the titles load, the strip pulses instead of standing empty. */
  &[aria-busy='true'] {
    animation: lobby-loading-pulse 1.2s ease-in-out infinite;
  }
  @keyframes lobby-loading-pulse {
    50% {
      opacity: 0.55;
    }
  }
`;

interface HomeMarqueeProps {
  /** The player announcements' titles, in order. */
  readonly titles: readonly string[];
  readonly pending: boolean;
  /** The announcements could not be read (and none are held). */
  readonly failed: boolean;
  readonly onRetry: () => void;
}

/** Home's announcement strip (NOTICE-01..03, REL-01): the titles scroll; none → the no-announcement text; a tap opens /m/notice. */
export function HomeMarquee({ titles, pending, failed, onRetry }: HomeMarqueeProps) {
  const t = useTexts('home');
  const navigate = useNavigate();
  // REL-01: a failed read says so with a retry; only an answer with no announcements shows the no-announcement text.
  return failed ? (
    <MarqueeSlot>
      <InlineErrorState testId="home-marquee-error" message={t('marquee.failed')} onRetry={onRetry} />
    </MarqueeSlot>
  ) : (
    <Marquee
      type="button"
      aria-label={t('marquee.label')}
      data-testid="home-marquee"
      // The strip scrolls its titles through a fixed box on purpose (the pseudo-locale audit knows the mark).
      data-marquee=""
      aria-busy={pending || undefined}
      onClick={() => void navigate(paths.notice())}
    >
      <span>
        {/* LANG-09: each server title in its own isolate, so its direction never reorders the strip. */}
        {titles.length > 0
          ? titles.map((title, index) => (
              <Fragment key={`${index}-${title}`}>
                {index > 0 ? '   ·   ' : null}
                <bdi>{title}</bdi>
              </Fragment>
            ))
          : pending
            ? '\u00a0'
            : t('marquee.empty')}
      </span>
    </Marquee>
  );
}
