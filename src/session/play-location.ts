import type { QueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { toPlatformError } from '@/platform/errors';
import { callPlatformParsed } from '@/platform/request';
import { sessionInfo } from '@/platform/session';
import { currentJurisdiction } from '@/tenant/site';
import { askPlayer, isLocationRefusal, showVerificationPrompt, type LocationProblem } from './jurisdiction-prompts';
import { verificationStatusQuery } from './verification-status';

/**
 * Play from inside the jurisdiction (issue 33, GEO): under a profile with a
 * boundary, the browser's position is asked before the first launch of a
 * session and again every `recheckMinutes` of play; the platform decides
 * inside or outside. The first time in a session the player is told why
 * before the browser asks; a refusal says what happened and offers to try
 * again. The platform refuses launches on its own too (the gate).
 */

interface Fix {
  readonly token: string;
  readonly at: number;
  readonly inside: boolean;
}

let lastFix: Fix | null = null;
/** The session that has already been told why (the explanation comes once a session). */
let explainedTo: string | null = null;
const listeners = new Set<() => void>();

const verdictSchema = z.object({ inside: z.boolean(), nextCheckAt: z.catch(z.nullable(z.number()), null) });

function position(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(new Error('unavailable'));
      return;
    }
    navigator.geolocation.getCurrentPosition(resolve, reject, {
      enableHighAccuracy: false,
      timeout: 20_000,
      maximumAge: 60_000,
    });
  });
}

/** One reading, judged by the platform: inside, or what kept it from counting. */
async function checkOnce(token: string): Promise<'inside' | LocationProblem> {
  let reading: GeolocationPosition;
  try {
    reading = await position();
  } catch (error) {
    const code = (error as { code?: number }).code;
    return code === 1 ? 'denied' : 'unavailable';
  }
  try {
    const verdict = await callPlatformParsed('locationCheck', verdictSchema, {
      body: {
        latitude: reading.coords.latitude,
        longitude: reading.coords.longitude,
        accuracy: Number.isFinite(reading.coords.accuracy) ? reading.coords.accuracy : null,
      },
    });
    lastFix = { token, at: Date.now(), inside: verdict.inside };
    for (const listener of listeners) listener();
    return verdict.inside ? 'inside' : 'outside';
  } catch {
    return 'failed';
  }
}

/**
 * Asks for the position until it counts or the player gives up: the why
 * first (once a session), then the browser, then, when it did not count,
 * what happened with "try again".
 */
export async function confirmPlayLocation(): Promise<boolean> {
  const token = sessionInfo()?.token;
  if (!token) return false;
  if (explainedTo !== token) {
    if (!(await askPlayer({ kind: 'explainLocation' }))) return false;
    explainedTo = token;
  }
  for (;;) {
    const outcome = await checkOnce(token);
    if (outcome === 'inside') return true;
    if (!(await askPlayer({ kind: 'location', problem: outcome }))) return false;
  }
}

const recheckMs = (): number | null => {
  const location = currentJurisdiction().location;
  return location ? location.recheckMinutes * 60_000 : null;
};

/** GEO-01: a recent position inside, else the check; true when the player may launch. */
export async function ensurePlayLocation(): Promise<boolean> {
  const every = recheckMs();
  if (every === null) return true;
  const token = sessionInfo()?.token;
  const fix = lastFix;
  if (fix && fix.token === token && fix.inside && Date.now() - fix.at < every) return true;
  return confirmPlayLocation();
}

/**
 * Before a launch under a profile with gates on play: the verification the
 * platform will ask for (its prompt at once, no launch), then the location.
 */
export async function clearToPlay(queryClient: QueryClient): Promise<boolean> {
  const profile = currentJurisdiction();
  const session = sessionInfo();
  if (!session) return true;
  if (profile.verifiedFor.includes('play')) {
    const verification = await queryClient
      .query({ ...verificationStatusQuery(session.token), staleTime: 30_000 })
      .catch(() => null);
    // An unreadable status leaves the decision to the platform's gate.
    if (verification && verification.status !== 'verified') {
      showVerificationPrompt('play', verification.status);
      return false;
    }
  }
  return ensurePlayLocation();
}

/**
 * A launch under the location rule: checked before, and asked again once
 * when the platform says the position it holds no longer counts.
 */
export async function launchWhereAllowed<T>(queryClient: QueryClient, launch: () => Promise<T>): Promise<T | null> {
  if (!(await clearToPlay(queryClient))) return null;
  try {
    return await launch();
  } catch (error) {
    if (!isLocationRefusal(error) || toPlatformError(error).errorCode !== 'location.required') throw error;
    lastFix = null;
    return (await confirmPlayLocation()) ? launch() : null;
  }
}

/** GEO-02: when the session's position is due again (epoch ms), or null when there is none to renew. */
export function nextLocationCheckAt(): number | null {
  const every = recheckMs();
  const fix = lastFix;
  if (every === null || !fix || fix.token !== sessionInfo()?.token) return null;
  return fix.at + every;
}

/** The recheck every `recheckMinutes` of play, without the explanation (the player has had it). */
export async function recheckPlayLocation(): Promise<boolean> {
  lastFix = null;
  return confirmPlayLocation();
}

/** Tells the recheck timer that a new position arrived. */
export function onLocationFix(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
