import { memo } from 'react';
import styled from 'styled-components';
import { useTexts } from '@/i18n';
import { InfoIcon, token, VisuallyHidden } from '@/ui';
import type { GameItem } from './api';
import { LazyJackpotAmount } from './jackpots/lazy-jackpots';

/**
 * What a game tile shows besides its picture and name (issue 34, FIND-07,
 * FIND-08, FIND-14): the new or hot ribbon and the jackpot now, over the
 * picture; the vendor's name under it, with the button that opens the info
 * sheet. They stand beside the launching button, not in it, so its name stays
 * the game's name; the ribbon and vendor describe it (aria-describedby).
 * Every box has a fixed size: nothing moves when an amount ticks or a
 * picture arrives.
 */

/** Over the picture (same box: the tile's width, square); taps go through to the launching button. */
const Overlay = styled.div`
  position: absolute;
  top: 0;
  inset-inline: 0;
  aspect-ratio: 1;
  pointer-events: none;
  display: flex;
  flex-direction: column;
  justify-content: space-between;
  align-items: flex-start;
  border-radius: ${token('radius.card')};
  overflow: hidden;
`;

const Ribbon = styled.span<{ $hot: boolean }>`
  margin-top: 8px;
  padding: 1px ${token('space.sm')};
  border-start-end-radius: ${token('radius.pill')};
  border-end-end-radius: ${token('radius.pill')};
  background: ${({ $hot }) => ($hot ? token('color.bg.badge') : token('color.bg.accent'))};
  color: ${({ $hot }) => ($hot ? token('color.text.onBadge') : token('color.text.onAccent'))};
  font-size: 10px;
  font-weight: ${token('font.weight.bold')};
  line-height: 16px;
  text-transform: uppercase;
`;

const Band = styled.span`
  align-self: stretch;
  margin-top: auto;
  height: 20px;
  padding: 0 ${token('space.xs')};
  background: ${token('color.bg.toast')};
  color: ${token('color.text.onToast')};
  font-size: 11px;
  font-weight: ${token('font.weight.bold')};
  line-height: 20px;
  text-align: center;
  white-space: nowrap;
  overflow: hidden;
  font-variant-numeric: tabular-nums;
  contain: strict;
`;

const Meta = styled.div`
  display: flex;
  align-items: center;
  gap: ${token('space.xs')};
  min-height: 24px;
`;

const Vendor = styled.span`
  /* The containing block of its visually hidden words: their static place is after the vendor's name, which a
     hostile name puts thousands of pixels away; positioned here, this box's overflow clips them (REL-05). */
  position: relative;
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  color: ${token('color.text.muted')};
  font-size: 10px;
  text-transform: uppercase;
  letter-spacing: 0.02em;
`;

export const InfoButton = styled.button`
  flex: none;
  /* A 40 px target around a 24 px circle: the box itself is the target (a pseudo-element reaching outside it
     would make the button's content overflow its box), and the negative margin keeps the row 24 px tall. */
  width: 40px;
  height: 40px;
  margin: -8px;
  padding: 8px;
  border: none;
  background: none;
  color: ${token('color.text.secondary')};
  cursor: pointer;
  & > svg {
    display: block;
    border-radius: 50%;
    background: ${token('color.bg.surface')};
  }
`;

/** NEW before HOT: a new game is news once, a hot one is hot for a while. */
export function ribbonOf(game: Pick<GameItem, 'isNew' | 'isHot'>): 'new' | 'hot' | null {
  return game.isNew ? 'new' : game.isHot ? 'hot' : null;
}

/** The ribbon and the jackpot band over a tile's picture. */
export const TileOverlay = memo(function TileOverlay({ game }: { readonly game: GameItem }) {
  const t = useTexts('discovery');
  const ribbon = ribbonOf(game);
  if (!ribbon && !game.jackpotId) return null;
  return (
    <Overlay aria-hidden="true">
      {ribbon ? <Ribbon $hot={ribbon === 'hot'}>{t(`tile.${ribbon}`)}</Ribbon> : null}
      {game.jackpotId ? (
        <Band title={t('tile.jackpot')}>
          <LazyJackpotAmount jackpotId={game.jackpotId} />
        </Band>
      ) : null}
    </Overlay>
  );
});

interface TileMetaProps {
  readonly game: GameItem;
  /** The launching button's description points here. */
  readonly id: string;
  readonly onInfo?: (game: GameItem) => void;
}

/** The vendor's name and the info button under a tile; the ribbon, for screen readers, in words. */
export const TileMeta = memo(function TileMeta({ game, id, onInfo }: TileMetaProps) {
  const t = useTexts('discovery');
  const name = game.gameName ?? game.nodeName ?? '';
  const ribbon = ribbonOf(game);
  return (
    <Meta>
      <Vendor id={id}>
        {/* LANG-09: the vendor's name is server text, isolated from the words after it. */}
        <bdi>{game.displayName ?? game.vassalage ?? ''}</bdi>
        {ribbon ? <VisuallyHidden>, {t(`tile.${ribbon}`)}</VisuallyHidden> : null}
        {game.jackpotId ? <VisuallyHidden>, {t('tile.jackpot')}</VisuallyHidden> : null}
      </Vendor>
      {onInfo ? (
        <InfoButton type="button" aria-label={t('tile.info', { name })} onClick={() => onInfo(game)}>
          <InfoIcon />
        </InfoButton>
      ) : null}
    </Meta>
  );
});
