import { create } from 'zustand';
import { clearSessionArea, readStored, removeStored, writeStored, type SessionInfo } from '@/lib/storage';

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

/**
 * What the stores hold for one account: its member info (whose type gates
 * calls), the password held for the session, its bank list and a trial's name.
 */
function forgetAccountStores(): void {
  removeStored('TRIAL_USER_NAME');
  removeStored('memberInfo');
  removeStored('MC_SESSION_PWD');
  removeStored('bankList');
}

export function startSession(info: SessionInfo): void {
  // A new token is another session, perhaps another account (a login while
  // logged in): nothing the last one stored may stand in for this one's.
  if (useSessionStore.getState().info?.token !== info.token) forgetAccountStores();
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
  forgetAccountStores();
  clearSessionArea();
  writeStored('autoLogin', '0');
  removeStored('autoLoginInfo');
  useSessionStore.setState({ info: null });
  if (hadSession) for (const listener of endListeners) listener(reason);
}

/** The session for React components (thin hook at the platform's edge). */
export const useSessionInfo = (): SessionInfo | null => useSessionStore((state) => state.info);

/** The session's token for React components, or null without a session: what every member query is keyed by. */
export const useToken = (): string | null => useSessionStore((state) => (state.info ? state.info.token : null));
