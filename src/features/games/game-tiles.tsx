import { useId } from 'react';
import styled from 'styled-components';
import { IconTileButton, TileGrid } from '@/ui';
import { imageSource } from '@/lib/image-cdn';
import type { GameItem } from './api';
import { useLaunchGame } from './launch';
import { TileMeta, TileOverlay } from './tile-parts';

/** The ribbon and the jackpot stand over the picture. */
const Cell = styled.li`
  position: relative;
  min-width: 0;
`;

function GameTileCell({ game, onLaunch }: { readonly game: GameItem; readonly onLaunch: (game: GameItem) => void }) {
  const metaId = useId();
  return (
    <Cell>
      <IconTileButton type="button" aria-describedby={metaId} onClick={() => onLaunch(game)}>
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
      <TileOverlay game={game} />
      <TileMeta game={game} id={metaId} />
    </Cell>
  );
}

/** A grid of game tiles that launch their game on tap (GLIST-09, LAUNCH-03), with their ribbon, jackpot and vendor (FIND-07). */
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
        <GameTileCell key={String(game.nodeId)} game={game} onLaunch={(chosen) => void launch(chosen)} />
      ))}
    </TileGrid>
  );
}
