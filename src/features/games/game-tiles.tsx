import styled from 'styled-components';
import { TileGrid, token } from '@/ui';
import { imageSource } from '@/lib/image-cdn';
import type { GameItem } from './api';
import { useLaunchGame } from './launch';

const Tile = styled.button`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${token('space.xs')};
  width: 100%;
  padding: 0;
  border: 0;
  background: none;
  color: ${token('color.text.primary')};
  font: inherit;
  font-size: ${token('font.size.xs')};
  text-align: center;
  cursor: pointer;
  & img { width: 100%; aspect-ratio: 1; border-radius: ${token('radius.card')}; background: ${token('color.bg.skeleton')}; }
`;

/** A grid of game tiles that launch their game on tap (GLIST-09, LAUNCH-03). */
export function GameTiles({ games, label, limit }: { readonly games: readonly GameItem[]; readonly label: string; readonly limit?: number }) {
  const launch = useLaunchGame();
  return (
    <TileGrid aria-label={label}>
      {games.slice(0, limit ?? games.length).map((game) => (
        <li key={String(game.nodeId)}>
          <Tile type="button" onClick={() => void launch(game)}>
            <img src={imageSource(game.iconUrl ?? game.showIcon)} alt="" width={80} height={80} loading="lazy" decoding="async" />
            <span>{game.gameName ?? game.nodeName ?? ''}</span>
          </Tile>
        </li>
      ))}
    </TileGrid>
  );
}
