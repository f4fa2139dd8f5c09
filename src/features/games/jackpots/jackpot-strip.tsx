import { useDeferredValue } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useTexts } from '@/i18n';
import { paths } from '@/tenant/paths';
import { InlineErrorState, SectionHeading, token } from '@/ui';
import type { JackpotPool } from '../discovery-api';
import { JackpotAmount, useJackpots } from './jackpot-amount';
import { JackpotStripSlot, StripCard, StripSection } from './jackpot-strip-slot';

/**
 * Home's jackpot ticker (issue 34, FIND-13, FIND-14): the largest pool large,
 * the next three under it, each moving between reads on the shared clock,
 * each a way to its vendor's slots. It keeps the pools fresh while it is
 * shown. A failed read says so in the same box, with a retry.
 */

// The card is a flex item, which Chromium lays out with its column however contained it is; the list inside, a
// block of fixed size, is a relayout boundary: the clock's new amount each second lays out the pools alone (issue 35).
const Pools = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  height: 100%;
  contain: strict;
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  grid-template-rows: 68px 64px;
  & > li:first-child {
    grid-column: 1 / -1;
  }
`;

const PoolLink = styled(Link)`
  display: flex;
  flex-direction: column;
  justify-content: center;
  height: 100%;
  box-sizing: border-box;
  padding: ${token('space.xs')} ${token('space.md')};
  color: inherit;
  text-decoration: none;
  overflow: hidden;
  & small {
    font-size: ${token('font.size.xs')};
    /* Full colour: the theme guarantees AA for the contrast colour on the brand (a dimmed label fell under it on ipe). */
    /* A long pool name wraps onto a second line (a third of the width holds about twelve letters), never cut; the
       page's overflow-wrap: anywhere breaks a name longer than its box. */
    line-height: 1.15;
  }
  & strong {
    font-size: ${token('font.size.sm')};
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
    overflow: hidden;
  }
  li:first-child > & strong {
    font-size: ${token('font.size.xl')};
  }
  li + li > & {
    border-top: 1px solid;
    border-color: color-mix(in srgb, currentColor 20%, transparent);
  }
`;

const ErrorBox = styled(StripCard)`
  display: flex;
  align-items: center;
  padding: ${token('space.md')};
  background: ${token('color.bg.surface')};
  color: ${token('color.text.primary')};
`;

const SHOWN_POOLS = 4;

function PoolItem({ pool }: { readonly pool: JackpotPool }) {
  const t = useTexts('discovery');
  return (
    <li>
      <PoolLink
        to={paths.gameList({ gameType: 'RNG', vassalage: pool.vassalage ?? undefined })}
        aria-label={t('jackpots.open', { name: pool.name })}
      >
        <small>
          <bdi>{pool.name}</bdi>
        </small>
        <strong>
          <JackpotAmount jackpotId={pool.jackpotId} />
        </strong>
      </PoolLink>
    </li>
  );
}

export function JackpotStrip() {
  const t = useTexts('discovery');
  const jackpots = useJackpots(true);
  // The last read failed: a read again after a failure, with no pools yet, is pending to React Query, but the
  // strip keeps saying it failed (its retry stays where it was) until a read succeeds.
  const failed = jackpots.isError || jackpots.errorUpdatedAt > jackpots.dataUpdatedAt;
  // The pools render from a deferred copy, in a transition React slices (issue 35, TBT), as home's lists do:
  // an answer re-renders its readers synchronously, and the first pools drew in that one task.
  const shown = useDeferredValue(jackpots.data);
  // No pools yet (still pending, or the deferred copy not caught up): the loading slot, as before the answer.
  if (shown === undefined && !failed) return <JackpotStripSlot />;
  const pools = shown?.pools.slice(0, SHOWN_POOLS) ?? [];
  if (!failed && pools.length === 0) return null;
  return (
    <StripSection aria-labelledby="home-jackpots" data-testid="jackpot-strip">
      <SectionHeading id="home-jackpots">{t('jackpots.title')}</SectionHeading>
      {failed && pools.length === 0 ? (
        <ErrorBox>
          <InlineErrorState
            testId="jackpot-strip-error"
            message={t('jackpots.failed')}
            onRetry={() => void jackpots.refetch()}
          />
        </ErrorBox>
      ) : (
        <StripCard>
          <Pools>
            {pools.map((pool) => (
              <PoolItem key={pool.jackpotId} pool={pool} />
            ))}
          </Pools>
        </StripCard>
      )}
    </StripSection>
  );
}
