/** Game catalogue: launching, hot games, vendors, recent games, popular-game tabs. */
export { useLaunchGame, type LaunchTarget } from './launch';
export { favouriteIdsQuery, hotGamesQuery, recentGamesQuery, vendorsQuery, vendorTypesQuery, type GameItem, type Vendor } from './api';
export { popularLabelKey, popularTabs } from './popular-logic';
export { GameTiles } from './game-tiles';
