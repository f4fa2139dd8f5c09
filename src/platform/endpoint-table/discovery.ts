import { get, type Endpoint } from './endpoint-kinds';

/**
 * Finding games (issue 34): the search across every type and vendor and the
 * jackpot pools. Neither is in the spec or the contract, so both are
 * proposed (docs/decisions.md, "Find any game"); demo play uses the
 * contract's trial launch (`trialLaunchGame`, content.ts).
 */
export const DISCOVERY_ENDPOINTS = {
  searchGames: get(
    '/wps/relay/GCSGAME_searchGames',
    'GAMELO3',
    'none',
    'decision (issue 34: search every game type and vendor; keyword, language, limit per type)',
  ),
  jackpots: get(
    '/wps/relay/GCSGAME_jackpots',
    'GAMELO3',
    'none',
    'decision (issue 34: jackpot pools, amount and growth a second in major units like every amount)',
  ),
} as const satisfies Record<string, Endpoint>;
