import { VENDORS, type CatalogueGame } from '../seed/games.ts';

/** Shared by the game routes and the discovery routes (issue 34), which answer the same item. */

const VENDOR_NAMES = new Map(VENDORS.map((vendor) => [vendor.vassalage, vendor.displayName]));

/**
 * The answer's game item (001 §3): nodeId, gameName, vassalage, iconUrl,
 * gameType, roomId, gameId, supportPlay; `displayName` is the vendor's name
 * (contract §4.5); plus our markers and what a tile shows (issue 34: RTP,
 * volatility, demo mode, the jackpot pool).
 */
export const gameItem = (game: CatalogueGame) => ({
  nodeId: game.nodeId,
  gameName: game.gameName,
  vassalage: game.vassalage,
  iconUrl: game.iconUrl,
  gameType: game.gameType,
  gameClassify: game.gameClassify,
  roomId: game.roomId,
  gameId: game.gameId,
  supportPlay: game.supportPlay,
  isNew: game.isNew,
  isHot: game.isHot,
  minBet: game.minBet,
  displayName: VENDOR_NAMES.get(game.vassalage) ?? game.vassalage,
  rtp: game.rtp,
  volatility: game.volatility,
  demo: game.demo,
  jackpotId: game.jackpotId,
});
