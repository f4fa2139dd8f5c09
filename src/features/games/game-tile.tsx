import { useTranslation } from 'react-i18next';
import { imageSource } from '@/lib/image-cdn';
import { IconTileButton } from '@/ui';
import type { GameItem } from './api';
import { Heart } from './game-list-styles';

/** Tiles in the first screenful of a phone (two rows of three). */
export const EAGER_TILES = 6;

interface GameTileProps {
  readonly game: GameItem;
  readonly index: number;
  readonly favourite: boolean;
  /** REL-02: the heart's request is in flight. */
  readonly favouritePending: boolean;
  readonly onLaunch: (game: GameItem) => void;
  readonly onToggleFavourite: (game: GameItem) => void;
}

/** One game of the list: its launching tile and its favourite heart (LAUNCH-03, FAV). */
export function GameTile({ game, index, favourite, favouritePending, onLaunch, onToggleFavourite }: GameTileProps) {
  const { t } = useTranslation('games');
  const name = game.gameName ?? game.nodeName ?? '';
  return (
    <>
      <IconTileButton type="button" onClick={() => onLaunch(game)}>
        {/* The first rows are on screen at once (the page's LCP): no lazy loading for them. */}
        <img src={imageSource(game.iconUrl ?? game.showIcon)} alt="" width={100} height={100} loading={index < EAGER_TILES ? 'eager' : 'lazy'} decoding="async" />
        <span>{name}</span>
      </IconTileButton>
      <Heart type="button" $on={favourite} aria-pressed={favourite} aria-busy={favouritePending || undefined} aria-label={t(favourite ? 'favourite.remove' : 'favourite.add', { name })} onClick={() => onToggleFavourite(game)}>
        {favourite ? '♥' : '♡'}
      </Heart>
    </>
  );
}
