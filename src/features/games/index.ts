/** Game catalogue: launching, hot games, vendors, recent games, popular-game tabs. */
export { useLaunchGame } from './launch';
export { favouriteIdsQuery, hotGamesQuery, recentGamesQuery, vendorsQuery, vendorTypesQuery } from './api';
export type { GameItem, Vendor, VendorName, VendorTypes } from './api';
export { popularLabelKey, popularTabs } from './popular-logic';
export { GameTiles } from './game-tiles';
export { JackpotStrip } from './jackpots/lazy-jackpots';
