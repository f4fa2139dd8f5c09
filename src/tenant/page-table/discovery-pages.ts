import { definePages } from './page-entry';

/**
 * Pages of finding games (issue 34), after the member-centre targets in the
 * router's order. Demo play is open to guests and members alike (FIND-10):
 * it moves no money, so it needs no session. It keeps the bottom menu, as
 * every page outside the spec's list of pages without one (CHROME-03).
 */
export const DISCOVERY_PAGES = definePages({
  demoPlay: { path: '/m/demoPlay', module: 'features/games/demo-play-page' },
});
