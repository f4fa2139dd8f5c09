import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { en } from 'zod/locales';
import { ENDPOINTS, type Endpoint } from '../src/platform/endpoints.ts';
import { setRequestInfo, type SandboxContext } from './context.ts';
import { ControlStore, DEFAULT_SCOPE, SCOPE_COOKIE, SCOPE_HEADER } from './control-state.ts';
import { openDatabase, type Database } from './db/index.ts';
import { installCompression } from './compression.ts';
import { StreamHub } from './events/stream-hub.ts';
import { ticketSigner } from './events/tickets.ts';
import { installFaults } from './faults.ts';
import { installHostileContent } from './hostile.ts';
import { ROUTE_AREAS } from './routes/areas.ts';
import { SandboxHttpError, fail, installEnvelopeHandlers } from './http.ts';
import { CONTROL_PREFIX } from './control-api.ts';
import { controlRoutes } from './routes/control.ts';
import { controlMoneyRoutes } from './routes/control-money.ts';
import { loadRsaKey } from './seed/keys.ts';
import { SEED_ACCOUNTS } from './seed/members.ts';
import { runSeeds } from './seed/index.ts';
import { createTenantSet, readTenants, type TenantSet } from './tenants.ts';

/**
 * The reference platform server (ARCHITECTURE §4): the built tenant under /m/
 * and the platform API on one origin, an embedded database, a control API
 * for tests. createSandbox gives an app for inject() tests; startSandbox
 * listens and prints where to go and whom to log in as.
 */

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
const DEFAULT_PORT = 4300;
/** Requests are small JSON; anything bigger is a mistake or an attack. */
export const BODY_LIMIT_BYTES = 64 * 1024;

export interface SandboxOptions {
  port?: number;
  host?: string;
  distDir?: string;
  tenantsDir?: string;
  defaultMerchant?: string;
  /** Turns on the control API under /__sandbox/. */
  testMode?: boolean;
  /** PGlite data directory, or 'memory'. */
  dataDir?: string;
  /** postgres://…; wins over dataDir. Without either option, DATABASE_URL is used when set. */
  databaseUrl?: string;
  /** An open, migrated database to use instead (wins over both; closed with the sandbox). */
  database?: Database;
  logger?: boolean;
  /** OPS-16: the operator page's token (LOBBY_OPS_TOKEN); a random one when absent. */
  opsToken?: string;
}

export interface Sandbox {
  app: FastifyInstance;
  /** Opens /__ops/ (the operator page) and its API. */
  opsToken: string;
  close(): Promise<void>;
}

const API_PATHS: ReadonlySet<string> = new Set(Object.values(ENDPOINTS).map((endpoint) => endpoint.path));

/** Streams an EventSource reads: it sends no headers, so no Merchant header either (the ticket names the merchant). */
const EVENT_STREAM_PATHS: ReadonlySet<string> = new Set(
  Object.values(ENDPOINTS as Readonly<Record<string, Endpoint>>)
    .filter((endpoint) => endpoint.eventStream)
    .map((endpoint) => endpoint.path),
);

/** Platform paths: faults and the Merchant rule apply to these only. */
const isApiPath = (path: string): boolean =>
  path.startsWith('/wps/') || path.startsWith('/lgw/') || API_PATHS.has(path);

const pathOf = (request: FastifyRequest): string => request.url.split('?')[0] ?? '/';

/**
 * The control scope of a request. Only in test mode may the client name it:
 * otherwise a fresh `lobby_scope` cookie would give each attempt fresh login
 * counters (REL-12), so every request belongs to the default scope.
 */
function scopeOf(request: FastifyRequest, testMode: boolean): string {
  if (!testMode) return DEFAULT_SCOPE;
  const raw = pathOf(request).startsWith(`${CONTROL_PREFIX}/`)
    ? request.headers[SCOPE_HEADER]
    : request.cookies[SCOPE_COOKIE];
  return typeof raw === 'string' && raw.trim() !== '' ? raw.trim().slice(0, 128) : DEFAULT_SCOPE;
}

/** Exactly one Merchant header naming the tenant's main or trial code (contract §2, §1.2). */
function checkMerchantHeader(request: FastifyRequest, tenants: TenantSet): void {
  const raw = request.raw.rawHeaders;
  const values: string[] = [];
  for (let index = 0; index + 1 < raw.length; index += 2) {
    if (raw[index]?.toLowerCase() === 'merchant') values.push(raw[index + 1]?.trim() ?? '');
  }
  const tenant = tenants.forHost(request.headers.host).tenant;
  const [merchant] = values;
  if (values.length !== 1 || (merchant !== tenant.merchantCode && merchant !== tenant.trialMerchantCode)) {
    const why =
      values.length === 0
        ? 'Merchant header missing'
        : values.length > 1
          ? 'Merchant header sent more than once'
          : `Merchant "${merchant ?? ''}" is not this site's`;
    throw new SandboxHttpError(400, 'function.not.available', why);
  }
}

function chooseDatabase(options: SandboxOptions): { dataDir: string; databaseUrl: string | undefined } {
  const dataDir = options.dataDir ?? join(REPO_ROOT, '.sandbox-data');
  if (options.databaseUrl) return { dataDir, databaseUrl: options.databaseUrl };
  // The environment decides only when the caller chose no storage at all.
  return { dataDir, databaseUrl: options.dataDir === undefined ? process.env.DATABASE_URL || undefined : undefined };
}

export async function createSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  z.config(en());
  const tenantsDir = options.tenantsDir ?? join(REPO_ROOT, 'tenants');
  const tenants = createTenantSet(readTenants(tenantsDir), options.defaultMerchant ?? 'demo');
  const storage = chooseDatabase(options);
  const db: Database = options.database ?? (await openDatabase(storage));
  const closing = new AbortController();
  const opsToken = options.opsToken ?? randomBytes(18).toString('base64url');

  let app: FastifyInstance | undefined;
  try {
    await runSeeds({ db, tenants: tenants.all, now: Date.now() });
    const ctx: SandboxContext = {
      db,
      tenants,
      control: new ControlStore(),
      rsaKey: await loadRsaKey(db),
      testMode: options.testMode ?? false,
      opsToken,
      distDir: options.distDir ?? join(REPO_ROOT, 'dist'),
      closing: closing.signal,
      events: { streams: new StreamHub(), tickets: ticketSigner() },
    };
    app = Fastify({
      logger: options.logger ?? false,
      bodyLimit: BODY_LIMIT_BYTES,
      trustProxy: false,
      // Errors before routing (a URL that does not decode) answer the envelope too.
      frameworkErrors: (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
        void reply.code(400).send(fail('request_param_err', error.message));
      },
    });
    await app.register(fastifyCookie);

    app.addHook('onRequest', async (request) => {
      const tenant = tenants.forHost(request.headers.host);
      const language = request.headers.language;
      setRequestInfo(request, {
        tenant,
        scope: scopeOf(request, ctx.testMode),
        language:
          typeof language === 'string' && language.trim() !== ''
            ? language.trim().toUpperCase()
            : tenant.tenant.languages.default,
      });
      return Promise.resolve();
    });
    installFaults(app, ctx, isApiPath);
    installHostileContent(app, ctx, isApiPath, CONTROL_PREFIX);
    app.addHook('onRequest', async (request) => {
      const path = pathOf(request);
      if (isApiPath(path) && !EVENT_STREAM_PATHS.has(path)) checkMerchantHeader(request, tenants);
      return Promise.resolve();
    });
    app.addHook('onSend', async (request, reply) => {
      void reply.header('x-content-type-options', 'nosniff');
      // Platform answers are per user and per moment: never cached.
      if (isApiPath(pathOf(request)) || pathOf(request).startsWith(`${CONTROL_PREFIX}/`))
        void reply.header('cache-control', 'no-store');
      return Promise.resolve();
    });
    installEnvelopeHandlers(app);
    // Issue 15: JSON answers brotli or gzip on the wire, compressed once per content (compression.ts).
    // Installed after the fault and hostile-content hooks so they still see the plain payload.
    installCompression(app);

    for (const area of ROUTE_AREAS) await app.register(area, { ctx });
    if (ctx.testMode) {
      await app.register(controlRoutes, { ctx });
      await app.register(controlMoneyRoutes, { ctx });
    }
    await app.ready();
  } catch (error) {
    await app?.close().catch(() => undefined);
    await db.close().catch(() => undefined);
    throw error;
  }

  const ready = app;
  let closed: Promise<void> | undefined;
  return {
    app: ready,
    opsToken,
    close: () => {
      closed ??= (async () => {
        closing.abort();
        await ready.close();
        await db.close();
      })();
      return closed;
    },
  };
}

interface RunningSandbox {
  url: string;
  opsToken: string;
  close(): Promise<void>;
}

function banner(
  url: URL,
  sandbox: {
    tenants: readonly string[];
    defaultMerchant: string;
    testMode: boolean;
    storage: string;
    opsToken: string;
  },
): string {
  const port = url.port ? `:${url.port}` : '';
  const width = Math.max(...sandbox.tenants.map((code) => code.length));
  const lines = [
    `Lobby sandbox${sandbox.testMode ? ' (test mode: control API at /__sandbox/)' : ''} — ${sandbox.storage}`,
    `  ${url.origin}/m/  → ${sandbox.defaultMerchant}`,
    ...sandbox.tenants.map((code) => `  ${code.padEnd(width)}  http://${code}.localhost${port}/m/`),
    // OPS-16: how real players' visits do (the tenants that send to /__rum); the token opens it.
    `Operator page: ${url.origin}/__ops/?token=${sandbox.opsToken}`,
    'Seed accounts (every merchant):',
    `  ${'role'.padEnd(7)} ${'username'.padEnd(9)} ${'password'.padEnd(10)} type  club`,
    ...SEED_ACCOUNTS.map(
      (account) =>
        `  ${account.role.padEnd(7)} ${account.username.padEnd(9)} ${account.password.padEnd(10)} ${String(account.type).padEnd(5)} ${account.clubLabel ?? '-'}`,
    ),
  ];
  return lines.join('\n');
}

export async function startSandbox(options: SandboxOptions = {}): Promise<RunningSandbox> {
  const sandbox = await createSandbox(options);
  const host = options.host ?? '127.0.0.1';
  try {
    await sandbox.app.listen({ port: options.port ?? DEFAULT_PORT, host });
  } catch (error) {
    await sandbox.close();
    throw error;
  }
  const address = sandbox.app.server.address();
  const port = typeof address === 'object' && address ? address.port : (options.port ?? DEFAULT_PORT);
  const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  const url = new URL(`http://${shownHost}:${port}`);
  const storage = chooseDatabase(options);
  console.log(
    banner(url, {
      tenants: readTenants(options.tenantsDir ?? join(REPO_ROOT, 'tenants'), () => undefined).map(
        (tenant) => tenant.merchantCode,
      ),
      defaultMerchant: options.defaultMerchant ?? 'demo',
      testMode: options.testMode ?? false,
      opsToken: sandbox.opsToken,
      storage: storage.databaseUrl
        ? 'PostgreSQL (DATABASE_URL)'
        : storage.dataDir === 'memory'
          ? 'in-memory database'
          : `data in ${storage.dataDir}`,
    }),
  );
  return { url: url.origin, opsToken: sandbox.opsToken, close: () => sandbox.close() };
}

/** Options from the environment, for sandbox/main.ts and anything else that starts it from a shell. */
export function sandboxOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): SandboxOptions {
  const options: SandboxOptions = {};
  if (env.PORT) options.port = Number(env.PORT);
  if (env.HOST) options.host = env.HOST;
  if (env.LOBBY_MERCHANT) options.defaultMerchant = env.LOBBY_MERCHANT;
  if (env.LOBBY_SANDBOX_MODE === 'test') options.testMode = true;
  if (env.LOBBY_DATA_DIR) options.dataDir = env.LOBBY_DATA_DIR;
  if (env.DATABASE_URL) options.databaseUrl = env.DATABASE_URL;
  if (env.LOBBY_DIST_DIR) options.distDir = env.LOBBY_DIST_DIR;
  if (env.LOBBY_LOG === '1') options.logger = true;
  if (env.LOBBY_OPS_TOKEN) options.opsToken = env.LOBBY_OPS_TOKEN;
  if (options.port !== undefined && (!Number.isInteger(options.port) || options.port < 0 || options.port > 65_535)) {
    throw new Error(`PORT must be a port number, not "${env.PORT ?? ''}"`);
  }
  return options;
}
