import { memo, useId, useMemo } from 'react';
import { useTexts } from '@/i18n';
import { imageSource } from '@/lib/image-cdn';
import { HeartIcon, IconTileButton } from '@/ui';
import { PacedImage } from '@/ui/virtual';
import type { GameItem } from './api';
import { Heart } from './game-list-styles';
import { TileMeta, TileOverlay } from './tile-parts';

/** Tiles in the first screenful of a phone (two rows of three). */
export const EAGER_TILES = 6;

interface GameTileProps {
  readonly game: GameItem;
  readonly index: number;
  readonly favourite: boolean;
  /** REL-02: the heart's request is in flight. */
  readonly favouritePending: boolean;
  readonly onLaunch: (game: GameItem) => Promise<void>;
  readonly onToggleFavourite: (game: GameItem) => Promise<void>;
  /** FIND-08: opens the game's info sheet. */
  readonly onInfo: (game: GameItem) => void;
}

/**
 * One game of the list: its launching tile and its favourite heart (LAUNCH-03, FAV), its ribbon, jackpot,
 * vendor and info button (FIND-07, FIND-08, FIND-14).
 * Memoised (SPEED-04): with stable handlers, a new page or a favourite renders only the tiles it changes.
 */
export const GameTile = memo(function GameTile({
  game,
  index,
  favourite,
  favouritePending,
  onLaunch,
  onToggleFavourite,
  onInfo,
}: GameTileProps) {
  const t = useTexts('games');
  const name = game.gameName ?? game.nodeName ?? '';
  // A bare CDN path gets a random CDN host: picked once per tile, so rendering again does not load the icon again.
  const source = useMemo(() => imageSource(game.iconUrl ?? game.showIcon), [game]);
  const eager = index < EAGER_TILES;
  const metaId = useId();
  return (
    <>
      <IconTileButton type="button" aria-describedby={metaId} onClick={() => void onLaunch(game)}>
        {/* The first rows are on screen at once (the page's LCP): they start at once; the others in their turn, one a frame (SPEED-15). */}
        <PacedImage src={source} eager={eager} alt="" width={100} height={100} decoding="async" />
        <span dir="auto">{name}</span>
      </IconTileButton>
      <TileOverlay game={game} />
      <TileMeta game={game} id={metaId} onInfo={onInfo} />
      <Heart
        type="button"
        $on={favourite}
        aria-pressed={favourite}
        aria-busy={favouritePending || undefined}
        aria-label={t(favourite ? 'favourite.remove' : 'favourite.add', { name })}
        onClick={() => void onToggleFavourite(game)}
      >
        <HeartIcon size={20} fill={favourite ? 'currentColor' : 'none'} />
      </Heart>
    </>
  );
});
