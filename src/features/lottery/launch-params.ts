import { PLAY_TYPES, PRIZE_MODES } from '@/lib/spec-constants';
import { safeInternalPath } from '@/lib/url-guard';
import { paths } from '@/tenant/paths';
import { sitePath } from '@/tenant/route-table';
import type { PrizeMode } from './api';

export type PlayType = (typeof PLAY_TYPES)[keyof typeof PLAY_TYPES];

export interface LaunchPageParams {
  readonly playType: PlayType;
  readonly prizeMode: PrizeMode;
  /** null = the lottery lobby (code absent, "lobby" or not a plain code). */
  readonly gameCode: string | null;
  /** The in-app path the lottery returns to (pageBack, default home). */
  readonly backPath: string;
}

const PLAIN = /^[A-Za-z0-9_-]{1,40}$/;

/**
 * ROUTE-17, CONST-03, CONST-05: the /m/launchGame query checked before use:
 * playType trad (Tradition) or ent, prize_mode one of Lott/ZY/Elott, code a
 * plain code (default lobby), pageBack a known route of the app (default home).
 */
export function launchPageParams(search: URLSearchParams, isKnownRoute: (path: string) => boolean): LaunchPageParams {
  const playRaw = search.get('playType');
  const playType: PlayType = playRaw === PLAY_TYPES.Entertainment ? PLAY_TYPES.Entertainment : PLAY_TYPES.Tradition;
  const prizeRaw = (search.get('prize_mode') ?? '').toLowerCase();
  const prizeMode = PRIZE_MODES.find((mode) => mode.toLowerCase() === prizeRaw) ?? 'Lott';
  const code = search.get('code') ?? '';
  const gameCode = PLAIN.test(code) && code.toLowerCase() !== 'lobby' ? code : null;
  const back = search.get('pageBack') ?? '';
  const backPath = (PLAIN.test(back) ? safeInternalPath(sitePath(back), isKnownRoute) : null) ?? paths.home();
  return { playType, prizeMode, gameCode, backPath };
}
