import { IconTileButton, TileGrid } from '@/ui';
import type { LotteryListGroup } from './api';

type TileGame = Pick<LotteryListGroup['games'][number], 'gameCode' | 'gameName' | 'mobileIconUrl'>;

/**
 * Lotteries as a grid of icon tiles with their names (POPULAR-06, ENGAGE-07):
 * a tile opens its lottery (`onOpen`); `openLabel` names the tile's button
 * where the name alone does not say what a tap does.
 */
export function LotteryTiles<Game extends TileGame>({
  label,
  games,
  onOpen,
  keyOf = (game) => game.gameCode,
  openLabel,
}: {
  readonly label: string;
  readonly games: readonly Game[];
  readonly onOpen: (game: Game) => void;
  readonly keyOf?: (game: Game) => string;
  readonly openLabel?: (name: string) => string;
}) {
  return (
    <TileGrid aria-label={label}>
      {games.map((game) => {
        const name = game.gameName ?? game.gameCode;
        return (
          <li key={keyOf(game)}>
            <IconTileButton type="button" aria-label={openLabel?.(name)} onClick={() => onOpen(game)}>
              <img src={game.mobileIconUrl || undefined} alt="" width={80} height={80} loading="lazy" />
              <span dir="auto">{name}</span>
            </IconTileButton>
          </li>
        );
      })}
    </TileGrid>
  );
}
