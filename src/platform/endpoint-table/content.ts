import { get, write, type Endpoint } from './endpoint-kinds';

/** System, announcements, games and lottery: rows of the endpoint table (src/platform/endpoints.ts). */
export const CONTENT_ENDPOINTS = {
  // --- System (000 §7; 001 §7)
  systemStatus: get('/wps/system/status', 'COMM3', 'none', '000 §7; 001 §7'),
  consolidatedSettings: get('/wps/system/settings/consolidated', 'COMM3', 'none', '000 §7; 001 §7'),
  whitelabel: get('/wps/system/whitelabel', 'COMM3', 'none', '001 §7'),
  domainRoute: get('/wps/system/domainRoute', 'COMM3', 'none', '001 §7'),
  helpCenter: get('/wps/system/helpCenter', 'COMM3', 'none', '001 §7'),
  customerServiceInfo: get('/wps/relay/WPSCORE_getCustomerServiceScript', 'COMM3', 'none', 'contract §3.2'),
  versionInfo: get('/wps/system/versionInfo', 'COMM3', 'none', 'decision (001 §3 service/version info)'),
  launchChat: get('/wps/relay/CBS_launchChat', 'CBS3', 'optional', '001 §7 chat; contract §4.7'),

  // --- Announcements and messages (000 §7; 001 §7)
  announcements: get('/wps/relay/MCSFE_getListAnnouncements', 'COMM3', 'optional', '001 §7'),
  lobbyNews: get('/wps/relay/GLS2_lobbyNews', 'COMM3', 'none', '001 §7'),
  popularLottery: get('/lgw/games/popular', 'AGEANNOUNCE3', 'none', '001 §7'),
  unreadCount: get('/wps/relay/CSP_unreadCount', 'INBOX3', 'required', '001 §7'),
  mailList: get('/wps/relay/CSP_getInbox', 'INBOX3', 'required', '001 §7'),

  // --- Games (001 §7)
  gameList: get('/wps/relay/GCSGAME_gameList', 'GAMELO3', 'optional', '001 §7'),
  vendorTypes: get('/wps/relay/GCSGAME_getVassGameType', 'COMM3', 'optional', '001 §7'),
  vendors: get('/wps/relay/GCSGAME_getVassalage', 'COMM3', 'none', '001 §7 getVassalage'),
  hotGames: get('/wps/relay/GCSGAME_hotGamesV2', 'GAMELOHOT3', 'none', '001 §7 (GET per spec; contract saw POST)'),
  favouriteIds: get('/wps/relay/MCSFE_getFavoriteGames', 'GAMELOFAV3', 'required', 'contract §4.5'),
  favouriteList: get('/wps/relay/MCSFE_getFavoriteGamesList', 'GAMELOFAV3', 'required', '001 §7; contract §4.5'),
  addFavourite: write('POST', '/wps/relay/MCSFE_addFavoriteGameV2', 'GAMELOFAV3', 'required', '001 §7'),
  removeFavourite: write('DELETE', '/wps/relay/MCSFE_removeFavoriteGameV2', 'GAMELOFAV3', 'required', '001 §7'),
  addRecentGame: get('/wps/relay/GCS_recentGame', 'GAMELOREC3', 'required', '001 §7 (add is a GET); contract §4.5'),
  recentGames: get('/wps/relay/GCS_recentGameList', 'GAMELOREC3', 'required', 'decision (001 §7 path not shown)'),
  launchGame: get('/wps/game/launchGame', 'GAMELO3', 'required', '001 §7; contract §4.5', { gate: 'play' }),
  trialLaunchGame: get('/wps/relay/GCS_gameTrialLaunch', 'GAMELO3', 'none', 'contract §4.5', { gate: 'demo' }),

  // --- Lottery (001 §7)
  gameMenus: get('/lgw/games/mobile_game_menus', 'COMM3', 'none', '001 §7'),
  lotteryMenu: get('/lgw/vn/games/game_menu', 'COMM3', 'none', '001 §7'),
  lotteryMenuRecent: get('/lgw/vn/games/game_menu/recent', 'COMM3', 'required', '001 §7'),
  lotteryList: get('/lgw/games/mobile', 'COMM3', 'none', '001 §7'),
  lotteryOpenNumbers: get('/lgw/vn/numeros/opened/game', 'AGEANNOUNCE3', 'none', '001 §7'),
  moreLottery: get('/moreLottery', 'COMM3', 'none', '001 §7'),
  launchLottery: get('/wps/game/launchGame', 'GAMELO3', 'required', '001 §7; contract §4.6', { gate: 'play' }),
  lotteryOrders: get('/lgw/orders', 'COMM3', 'required', '001 §7'),
  lotteryOrderDetail: get('/lgw/orders/detail', 'COMM3', 'required', '001 §7'),
  cancelLotterySuborders: write('POST', '/lgw/orders/suborders/cancel', 'COMM3', 'required', '001 §7'),
} as const satisfies Record<string, Endpoint>;
