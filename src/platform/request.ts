import * as z from 'zod/mini';
import { isOnline, isStandalone } from '@/lib/device';
import { importOnce } from '@/lib/retry-import';
import { withWireAmounts } from '@/lib/money';
import { OWN_GATEWAY } from '@/lib/spec-constants';
import { platformContext } from './context';
import { ENDPOINTS, type Endpoint, type Operation } from './endpoints';
import { PlatformError, SESSION_ENDED_CODES } from './errors';
import { endSession, isLoggedIn, sessionToken } from './session';
import { takeShellAnswer } from './shell-answer';

/**
 * The one request function (ARCHITECTURE §3): headers, body encoding and
 * encryption, time limit, offline detection, envelope parsing and error
 * mapping. Features call it through their query hooks; nothing else uses
 * fetch for the platform.
 */

const envelopeSchema = z.object({
  success: z.boolean(),
  value: z.optional(z.unknown()),
  message: z.optional(z.nullable(z.string())),
  errorCode: z.optional(z.nullable(z.string())),
});

type QueryValue = string | number | boolean | null | undefined;

interface CallOptions {
  readonly query?: Readonly<Record<string, QueryValue>>;
  /** JSON object for json/encrypted calls, a record for form calls, FormData for multipart. */
  readonly body?: unknown;
  readonly signal?: AbortSignal;
  readonly timeoutMs?: number;
  /**
   * A read that asks whether the session still lives (PRIV-14: a closure whose answer was lost): a 401
   * is its answer, thrown as `unauthorized` without ending the session, so the caller says what happened.
   */
  readonly sessionProbe?: boolean;
}

function buildUrl(endpoint: Endpoint, query: CallOptions['query'], apiBaseUrl: string): string {
  const base = apiBaseUrl.replace(/\/+$/, '');
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.append(name, String(value));
  }
  const search = params.toString();
  return `${base}${endpoint.path}${search ? `?${search}` : ''}`;
}

function baseHeaders(endpoint: Endpoint): Record<string, string> {
  const context = platformContext();
  const headers: Record<string, string> = {
    Merchant: endpoint.trialMerchant ? context.trialMerchantCode : context.merchantCode,
    Language: context.language().toUpperCase(),
    // 000 §7: OTHERS when running as a standalone home-screen app; contract §2: web otherwise.
    Device: isStandalone() ? 'OTHERS' : 'web',
    // CONST-01: the gateway code (WEB 1, MOBILE 3); contract §2 saw 3 from a mobile client, 1 from a web bot.
    'X-Gateway-Version': String(OWN_GATEWAY),
  };
  if (endpoint.moduleId) headers.ModuleId = endpoint.moduleId;
  const token = sessionToken();
  if (token && endpoint.token !== 'none') headers.Authorization = token;
  return headers;
}

async function send(url: string, init: RequestInit, options: CallOptions): Promise<{ status: number; text: string }> {
  if (!isOnline()) throw new PlatformError({ kind: 'offline' });
  const timeout = AbortSignal.timeout(options.timeoutMs ?? platformContext().timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  try {
    const response =
      (await shellResponse(url, init, signal)) ?? (await fetch(url, { ...init, signal, credentials: 'same-origin' }));
    // Reading the body can fail on its own when the connection drops mid-response.
    const text = await response.text();
    return { status: response.status, text };
  } catch (error) {
    if (options.signal?.aborted) throw error;
    if (timeout.aborted) throw new PlatformError({ kind: 'timeout', cause: error });
    throw new PlatformError({ kind: isOnline() ? 'network' : 'offline', cause: error });
  }
}

/**
 * SPEED-30: the response of the read the stamped shell made before the app's
 * code (shell-answer.ts), when this is that read; null otherwise, or when the
 * shell's request failed (then the app asks itself). The call's time limit
 * and its caller's cancel still apply.
 */
function shellResponse(url: string, init: RequestInit, signal: AbortSignal): Promise<Response | null> | null {
  if (init.method !== 'GET') return null;
  const pending = takeShellAnswer(url, init.headers as Readonly<Record<string, string>>);
  if (!pending) return null;
  const stopped = new Promise<never>((_, reject) => {
    if (signal.aborted) reject(signal.reason as Error);
    signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
  });
  return Promise.race([pending.catch(() => null), stopped]);
}

async function fetchRsaModulus(options: CallOptions): Promise<string> {
  const endpoint = ENDPOINTS.rsaKey;
  const url = buildUrl(endpoint, { t: Date.now() }, platformContext().apiBaseUrl);
  const { status, text } = await send(
    url,
    { method: 'GET', headers: { ...baseHeaders(endpoint), 'Cache-Control': 'no-cache' } },
    options,
  );
  const modulus = text.trim().replace(/^"|"$/g, '');
  if (status !== 200 || !/^[0-9a-fA-F]{16,}$/.test(modulus)) throw new PlatformError({ kind: 'malformed', status });
  return modulus;
}

/** The body codec, loaded with the first encrypted call; a failed fetch is asked for again on the next (importOnce). */
const loadBodyCodec = importOnce(() => import('./crypto/body-codec'));

async function encodeBody(
  endpoint: Endpoint,
  options: CallOptions,
): Promise<{ body?: BodyInit; headers: Record<string, string> }> {
  if (endpoint.method === 'GET' || options.body === undefined) return { headers: {} };
  // MONEY-50: amounts leave the app in the wire's major units here, and nowhere else.
  const payload = endpoint.money ? withWireAmounts(options.body, endpoint.money) : options.body;
  if (endpoint.encrypted) {
    const modulus = await fetchRsaModulus(options);
    // The codec loads with the first encrypted call, keeping it off the first screen.
    const { encryptBody } = await loadBodyCodec();
    const encrypted = encryptBody(payload, modulus);
    return {
      body: JSON.stringify(encrypted.body),
      headers: { ...encrypted.headers, 'Content-Type': 'application/json;charset=UTF-8' },
    };
  }
  if (endpoint.body === 'multipart' && options.body instanceof FormData) return { body: options.body, headers: {} };
  // An upload's chunk travels as its raw bytes (the row says `binary`): no JSON, no copy through a string.
  if (endpoint.body === 'binary' && (options.body instanceof Blob || options.body instanceof Uint8Array))
    return { body: options.body as BodyInit, headers: { 'Content-Type': 'application/octet-stream' } };
  if (endpoint.body === 'form') {
    const form = new URLSearchParams();
    for (const [name, value] of Object.entries(payload as Record<string, QueryValue>)) {
      if (value !== undefined && value !== null) form.append(name, String(value));
    }
    return { body: form.toString(), headers: { 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8' } };
  }
  return { body: JSON.stringify(payload), headers: { 'Content-Type': 'application/json;charset=UTF-8' } };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Calls an operation and returns the envelope's value; throws PlatformError naming the operation. */
export async function callPlatform(operation: Operation, options: CallOptions = {}): Promise<unknown> {
  try {
    return await callOnce(operation, options);
  } catch (error) {
    if (error instanceof PlatformError && !error.operation) throw error.withOperation(operation);
    throw error;
  }
}

async function callOnce(operation: Operation, options: CallOptions): Promise<unknown> {
  const endpoint: Endpoint = ENDPOINTS[operation];
  const context = platformContext();
  const hadSession = isLoggedIn();
  if (endpoint.token === 'required' && !hadSession) {
    throw new PlatformError({ kind: 'unauthorized', errorCode: 'login.not.session' });
  }
  const { body, headers: bodyHeaders } = await encodeBody(endpoint, options);
  const url = buildUrl(endpoint, options.query, context.apiBaseUrl);
  const { status, text } = await send(
    url,
    { method: endpoint.method, headers: { ...baseHeaders(endpoint), ...bodyHeaders }, body },
    options,
  );

  const endSessionIfAny = (): never => {
    if (hadSession) {
      if (!options.sessionProbe) endSession('expired');
      throw new PlatformError({ kind: 'unauthorized', status, errorCode: 'login.not.session' });
    }
    // Without a session there is nothing to end and no watcher speaks up: a plain failure with its message (issue 7).
    throw new PlatformError({ kind: 'http', status, errorCode: 'login.not.session' });
  };
  if (status === 401) endSessionIfAny();
  if (endpoint.plainText) {
    if (status >= 400) throw new PlatformError({ kind: 'http', status });
    return text;
  }
  if (status === 204) return undefined;

  const envelope = envelopeSchema.safeParse(parseJson(text));
  if (!envelope.success) throw new PlatformError({ kind: status >= 400 ? 'http' : 'malformed', status });
  const { success, value, message, errorCode } = envelope.data;
  // A 5xx is a server failure even when it carries an envelope: reads may retry it.
  if (status >= 500)
    throw new PlatformError({ kind: 'http', status, errorCode: errorCode ?? null, serverMessage: message ?? null });
  if (!success) {
    if (errorCode && SESSION_ENDED_CODES.has(errorCode)) endSessionIfAny();
    throw new PlatformError({
      kind: 'business',
      status,
      errorCode: errorCode ?? null,
      serverMessage: message ?? null,
      value,
    });
  }
  if (status >= 400) throw new PlatformError({ kind: 'http', status });
  return value;
}

/** Calls an operation and parses its value; a value of the wrong shape is a malformed answer. */
export async function callPlatformParsed<S extends z.ZodMiniType>(
  operation: Operation,
  schema: S,
  options: CallOptions = {},
): Promise<z.output<S>> {
  const value = await callPlatform(operation, options);
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new PlatformError({ kind: 'malformed', cause: parsed.error });
  return parsed.data;
}

/**
 * The address of a call that is not made through fetch (an EventSource
 * cannot send headers, so its row names no Merchant, token or module: the
 * query carries what it needs).
 */
export const platformUrl = (operation: Operation, query: CallOptions['query'] = {}): string =>
  buildUrl(ENDPOINTS[operation], query, platformContext().apiBaseUrl);
