import * as z from 'zod/mini';

/**
 * The only module that touches localStorage and sessionStorage. Every key the
 * specification names is declared here once, with its area and the shape of
 * its value; a stored value that no longer matches its shape reads as absent
 * (and is removed), so a tampered or outdated entry never crashes a page.
 */

type Area = 'local' | 'session';

interface KeyDefinition<S extends z.ZodMiniType> {
  readonly area: Area;
  /** Stored as a bare string instead of JSON (keys other clients read raw). */
  readonly raw?: boolean;
  readonly schema: S;
}

const define = <S extends z.ZodMiniType>(area: Area, schema: S, raw = false): KeyDefinition<S> => ({
  area,
  schema,
  raw,
});

const popupStoreSchema = z.object({
  show: z.boolean(),
  /** The 'title,content' strings of the entries last seen (001 §3). */
  data: z.array(z.string()),
});

const rememberedCredentialSchema = z.object({
  type: z.string(),
  username: z.string(),
  /** Doubly encoded, never plain text (000 §3). */
  password: z.string(),
  countryDialingCode: z.string(),
});
export type RememberedCredential = z.infer<typeof rememberedCredentialSchema>;

const sessionInfoSchema = z.object({
  token: z.string(),
  merchantCode: z.string(),
  userName: z.string(),
  type: z.number(),
  firstTimeLogin: z.optional(z.boolean()),
  id: z.optional(z.union([z.string(), z.number()])),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

const STORAGE_KEYS = {
  /** 000 §3: session info (sessionStorage: SESSION-05). */
  MC_SESSION_INFO: define('session', sessionInfoSchema),
  /** 000 §3: the trial user's name, kept apart from the session info. */
  TRIAL_USER_NAME: define('session', z.string(), true),
  /** 000 §4: the password held for the session (CHPW-03/13), encoded. */
  MC_SESSION_PWD: define('session', z.string(), true),
  /** 000 §4 caches. Member info holds personal data, so it lives in the session area. */
  memberInfo: define('session', z.unknown()),
  /** 001 §3: announcement popup stores, logged in (A) and guest (B). */
  SHELL_PU_A: define('local', popupStoreSchema),
  SHELL_PU_B: define('local', popupStoreSchema),
  /** 001 §3: favourite lottery game ids per user name. */
  LOTTFAV: define('local', z.record(z.string(), z.array(z.string()))),
  /** 000 §2.9: the download bar was closed. */
  hideDownloadBar: define('local', z.string(), true),
  service_link: define('local', z.unknown()),
  down_link: define('local', z.unknown()),
  allVasslage: define('local', z.unknown()),
  gameHot: define('local', z.unknown()),
  lottList: define('local', z.unknown()),
  elottList: define('local', z.unknown()),
  /** 000 §4 caches whose keys the spec does not give (SESSION-24). */
  noticeCache: define('local', z.unknown()),
  vendorTypes: define('local', z.unknown()),
  registerValidators: define('local', z.unknown()),
  /** 000 §3: one remembered-password record per login method. */
  REMEMBERED_LOGIN: define('local', z.record(z.string(), rememberedCredentialSchema)),
  /** 000 §4: auto-login flag, '0' after sign-out. */
  autoLogin: define('local', z.string(), true),
  /** 000 §4: saved auto-login credentials and the bank list, cleared on sign-out. */
  autoLoginInfo: define('local', z.unknown()),
  bankList: define('local', z.unknown()),
  /** Platform convention (contract §2): chosen language and device id. */
  hisLang: define('local', z.string(), true),
  SHELL_deviceId: define('local', z.string(), true),
  /** Platform convention (contract §2): affiliate attribution. */
  /** Issue 17: when the document was last reloaded to recover a page whose code failed twice (ms). */
  lazyReloadAt: define('session', z.number()),
  /** Issue 34 (FIND-04): the player's last game searches, newest first; kept on the phone, not with the session. */
  recentGameSearches: define('local', z.array(z.string().check(z.maxLength(64)))),
  /** Issue 37: the test pseudo-locale a `lobby build --gallery` stamp starts in (tests set it; sign-out keeps it). */
  lobbyPseudoLocale: define('local', z.enum(['accented', 'rtl']), true),
  reg_info: define('local', z.object({ affiliateCode: z.optional(z.string()), referralCode: z.optional(z.string()) })),
} as const;

export type StorageKey = keyof typeof STORAGE_KEYS;
type StoredValue<K extends StorageKey> = z.infer<(typeof STORAGE_KEYS)[K]['schema']>;

function areaOf(area: Area): Storage | null {
  try {
    if (typeof window === 'undefined') return null;
    return area === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    // Storage can throw on access (privacy modes, sandboxed frames).
    return null;
  }
}

export function readStored<K extends StorageKey>(key: K): StoredValue<K> | null {
  const definition = STORAGE_KEYS[key];
  const store = areaOf(definition.area);
  if (!store) return null;
  let text: string | null;
  try {
    text = store.getItem(key);
  } catch {
    return null;
  }
  if (text === null) return null;
  let candidate: unknown = text;
  if (!definition.raw) {
    try {
      candidate = JSON.parse(text);
    } catch {
      removeStored(key);
      return null;
    }
  }
  const parsed = definition.schema.safeParse(candidate);
  if (!parsed.success) {
    removeStored(key);
    return null;
  }
  return parsed.data as StoredValue<K>;
}

export function writeStored<K extends StorageKey>(key: K, value: StoredValue<K>): void {
  const definition = STORAGE_KEYS[key];
  const store = areaOf(definition.area);
  if (!store) return;
  try {
    store.setItem(key, definition.raw ? String(value) : JSON.stringify(value));
  } catch {
    // Quota exceeded or storage disabled: the app keeps working from memory.
  }
}

export function removeStored(key: StorageKey): void {
  const store = areaOf(STORAGE_KEYS[key].area);
  try {
    store?.removeItem(key);
  } catch {
    // See writeStored.
  }
}

/** 000 §4: sign-out clears all of sessionStorage. */
export function clearSessionArea(): void {
  try {
    areaOf('session')?.clear();
  } catch {
    // See writeStored.
  }
}
