import { IconTileButton, TileGrid } from '@/ui';
import { imageSource } from '@/lib/image-cdn';
import type { GameItem } from './api';
import { useLaunchGame } from './launch';

/** A grid of game tiles that launch their game on tap (GLIST-09, LAUNCH-03). */
export function GameTiles({
  games,
  label,
  limit,
}: {
  readonly games: readonly GameItem[];
  readonly label: string;
  readonly limit?: number;
}) {
  const launch = useLaunchGame();
  return (
    <TileGrid aria-label={label}>
      {games.slice(0, limit ?? games.length).map((game) => (
        <li key={String(game.nodeId)}>
          <IconTileButton type="button" onClick={() => void launch(game)}>
            <img
              src={imageSource(game.iconUrl ?? game.showIcon)}
              alt=""
              width={80}
              height={80}
              loading="lazy"
              decoding="async"
            />
            <span dir="auto">{game.gameName ?? game.nodeName ?? ''}</span>
          </IconTileButton>
        </li>
      ))}
    </TileGrid>
  );
}
