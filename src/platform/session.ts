import { create } from 'zustand';
import {
  clearSessionArea,
  readStored,
  removeStored,
  writeStored,
  type SessionInfo,
} from '@/lib/storage';

/**
 * The session (000 §3, §4): logged in exactly when session info with a
 * non-empty token is present (SESSION-04). Persisted under MC_SESSION_INFO.
 */

interface SessionState {
  readonly info: SessionInfo | null;
}

/** SESSION-04: stored session info without a token is no session. */
const withToken = (info: SessionInfo | null): SessionInfo | null => (info?.token ? info : null);

const useSessionStore = create<SessionState>(() => ({ info: withToken(readStored('MC_SESSION_INFO')) }));

export function sessionInfo(): SessionInfo | null {
  return useSessionStore.getState().info;
}

export function sessionToken(): string | null {
  const token = sessionInfo()?.token;
  return token ? token : null;
}

export function isLoggedIn(): boolean {
  return sessionToken() !== null;
}

export function startSession(info: SessionInfo): void {
  // A new token is another session, perhaps another account: the stored member
  // info of the last one must not stand in for this one's (its type gates calls).
  if (useSessionStore.getState().info?.token !== info.token) removeStored('memberInfo');
  writeStored('MC_SESSION_INFO', info);
  useSessionStore.setState({ info: withToken(info) });
}

type SessionEndListener = (reason: 'signOut' | 'expired') => void;
const endListeners = new Set<SessionEndListener>();

/** Called when the session ends for any reason (query caches, stores reset). */
export function onSessionEnd(listener: SessionEndListener): () => void {
  endListeners.add(listener);
  return () => endListeners.delete(listener);
}

/**
 * Every clearing of 000 §4: token, trial user, member info, all of
 * sessionStorage, auto-login flag '0', saved auto-login credentials and the
 * bank list. Remembered-password records stay: the player asked for them.
 */
export function endSession(reason: 'signOut' | 'expired'): void {
  const hadSession = useSessionStore.getState().info !== null;
  removeStored('MC_SESSION_INFO');
  removeStored('TRIAL_USER_NAME');
  removeStored('memberInfo');
  clearSessionArea();
  writeStored('autoLogin', '0');
  removeStored('autoLoginInfo');
  removeStored('bankList');
  useSessionStore.setState({ info: null });
  if (hadSession) for (const listener of endListeners) listener(reason);
}

/** The session for React components (thin hook at the platform's edge). */
export const useSessionInfo = (): SessionInfo | null => useSessionStore((state) => state.info);
