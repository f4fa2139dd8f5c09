import { suiteDatabase } from './test-database';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { encryptBody } from '../src/platform/crypto/index.ts';
import type { TenantInput } from '../src/tenant/schema.ts';
import { createSandbox, type Sandbox, type SandboxOptions } from './server.ts';
import { seededTestDatabase } from './test-snapshot.ts';

/**
 * Helpers for the sandbox's own tests: throw-away tenants, builds and
 * in-memory sandboxes, and calls made the way src/platform/request.ts makes them.
 */

export const TEST_TENANTS: readonly TenantInput[] = [
  {
    merchantCode: 'demo',
    trialMerchantCode: 'demotrial',
    displayName: 'Lobby Demo',
    theme: 'base',
    assets: { logo: 'logo.svg' },
    flags: { MAILCEN: true, DIRECTREG3: true },
    promotions: { REFERRAL: true },
    responsibleGambling: { helpLinks: [{ label: 'Gamblers Anonymous', url: 'https://www.gamblersanonymous.org' }] },
    serviceLinks: [{ type: 'LIVECHAT', url: 'https://chat.example.com/demo' }],
  },
  {
    merchantCode: 'aurora',
    trialMerchantCode: 'auroratrial',
    displayName: 'Aurora Play',
    theme: 'base',
    languages: { default: 'EN', supported: ['EN', 'PT'] },
    assets: { logo: 'logo.svg' },
    flags: { DIRECTREG3: false },
  },
];

interface TestDirs {
  readonly root: string;
  readonly tenantsDir: string;
  readonly distDir: string;
  remove(): void;
}

/** Tenant files (plus one broken file that must be skipped) and builds of the given merchants. */
export function makeTestDirs(
  built: readonly string[] = ['demo', 'aurora'],
  extraTenants: readonly TenantInput[] = [],
): TestDirs {
  const root = mkdtempSync(join(tmpdir(), 'lobby-sandbox-'));
  const tenantsDir = join(root, 'tenants');
  const distDir = join(root, 'dist');
  mkdirSync(tenantsDir);
  for (const tenant of [...TEST_TENANTS, ...extraTenants])
    writeFileSync(join(tenantsDir, `${tenant.merchantCode}.json`), JSON.stringify(tenant));
  writeFileSync(join(tenantsDir, 'broken.json'), '{"merchantCode": "broken"}');
  writeFileSync(join(tenantsDir, 'tenant.schema.json'), '{}');
  for (const merchant of built) {
    const m = join(distDir, merchant, 'm');
    mkdirSync(join(m, 'assets'), { recursive: true });
    writeFileSync(join(m, 'index.html'), `<!doctype html><title>${merchant}</title><div id="root"></div>`);
    writeFileSync(join(m, 'assets', 'main-abc123.js'), `console.log(${JSON.stringify(merchant)});`);
    writeFileSync(join(m, 'manifest.webmanifest'), JSON.stringify({ name: merchant }));
  }
  return { root, tenantsDir, distDir, remove: () => rmSync(root, { recursive: true, force: true }) };
}

export interface TestSandbox extends Sandbox {
  readonly dirs: TestDirs;
  /** A platform call as the app makes it (Merchant, Language, Device, X-Gateway-Version headers). */
  call(options: PlatformInject): Promise<LightMyRequestResponse>;
  /** The encrypted login of src/platform/request.ts: RSA key per call, encryptBody, all four headers. */
  login(
    credentials: LoginInput,
    options?: Omit<PlatformInject, 'url' | 'method' | 'payload'>,
  ): Promise<LightMyRequestResponse>;
  /** An encrypted call (RSA-wrapped DES body, the four headers) as src/platform/request.ts sends one. */
  encryptedCall(options: PlatformInject & { readonly body: unknown }): Promise<LightMyRequestResponse>;
  /** Logs in and returns the token (throws when the login fails). */
  token(username?: string, password?: string, merchant?: string): Promise<string>;
  /** A control API call in a scope. */
  control(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    body?: unknown,
    scope?: string,
  ): Promise<LightMyRequestResponse>;
}

interface PlatformInject {
  readonly url: string;
  readonly method?: InjectOptions['method'];
  readonly merchant?: string;
  readonly headers?: Record<string, string | string[]>;
  readonly payload?: InjectOptions['payload'];
  readonly cookies?: Record<string, string>;
  readonly remoteAddress?: string;
}

interface LoginInput {
  readonly username: string;
  readonly password: string;
  readonly captcha?: string | null;
}

export async function startTestSandbox(
  options: SandboxOptions & { built?: readonly string[]; extraTenants?: readonly TenantInput[] } = {},
): Promise<TestSandbox> {
  const { built, extraTenants, ...sandboxOptions } = options;
  const dirs = makeTestDirs(built, extraTenants);
  // A test that names its own database keeps it; the others run on the suite's PostgreSQL when CI gives one.
  const ownStorage = options.databaseUrl !== undefined || options.dataDir !== undefined;
  const database = ownStorage ? null : await suiteDatabase();
  // On PGlite, from the run's seeded snapshot of these tenants (issue 35); null: seeded here as before.
  const seeded = ownStorage || database ? null : await seededTestDatabase(dirs.tenantsDir);
  let sandbox: Sandbox;
  try {
    const created = await createSandbox({
      dataDir: 'memory',
      testMode: true,
      tenantsDir: dirs.tenantsDir,
      distDir: dirs.distDir,
      ...(database ? { databaseUrl: database.url } : {}),
      ...(seeded ? { database: seeded } : {}),
      ...sandboxOptions,
    });
    sandbox = database ? { ...created, close: () => created.close().then(() => database.drop()) } : created;
  } catch (error) {
    dirs.remove();
    await seeded?.close().catch(() => undefined);
    await database?.drop();
    throw error;
  }
  const { app } = sandbox;

  const call = (options: PlatformInject) => {
    const merchant = options.merchant ?? 'demo';
    return app.inject({
      method: options.method ?? 'GET',
      url: options.url,
      headers: {
        host: `${merchant}.localhost:4300`,
        merchant,
        language: 'EN',
        device: 'web',
        'x-gateway-version': '3',
        ...options.headers,
      },
      ...(options.payload === undefined ? {} : { payload: options.payload }),
      ...(options.cookies ? { cookies: options.cookies } : {}),
      ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    });
  };

  const login: TestSandbox['login'] = async (credentials, options = {}) => {
    const key = await call({
      ...options,
      url: `/wps/session/key/rsa?t=${Date.now()}`,
      headers: { ...options.headers, 'cache-control': 'no-cache' },
    });
    const encrypted = encryptBody(
      {
        username: credentials.username,
        password: credentials.password,
        captcha: credentials.captcha ?? null,
        type: 'username',
      },
      key.body,
    );
    return call({
      ...options,
      url: '/wps/session/login',
      method: 'POST',
      headers: { ...options.headers, ...encrypted.headers, 'content-type': 'application/json;charset=UTF-8' },
      payload: JSON.stringify(encrypted.body),
    });
  };

  const encryptedCall: TestSandbox['encryptedCall'] = async ({ body, ...options }) => {
    const key = await call({
      ...(options.merchant ? { merchant: options.merchant } : {}),
      url: `/wps/session/key/rsa?t=${Date.now()}`,
      headers: { 'cache-control': 'no-cache' },
    });
    const encrypted = encryptBody(body, key.body);
    return call({
      ...options,
      method: options.method ?? 'POST',
      headers: { ...options.headers, ...encrypted.headers, 'content-type': 'application/json;charset=UTF-8' },
      payload: JSON.stringify(encrypted.body),
    });
  };

  return {
    ...sandbox,
    dirs,
    call,
    login,
    encryptedCall,
    async token(username = 'player1', password = 'Player123', merchant = 'demo') {
      const response = await login({ username, password }, { merchant });
      const body = response.json<{ success: boolean; value: { token: string } }>();
      if (!body.success) throw new Error(`login of ${username} failed: ${response.body}`);
      return body.value.token;
    },
    control: (method, path, body, scope) =>
      app.inject({
        method,
        url: `/__sandbox/${path}`,
        headers: scope ? { 'x-sandbox-scope': scope } : {},
        ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
      }),
    close: async () => {
      await sandbox.close();
      dirs.remove();
    },
  };
}

interface EnvelopeBody<V = unknown> {
  readonly success: boolean;
  readonly value: V;
  readonly message?: string;
  readonly errorCode?: string;
}

export const envelope = <V = unknown>(response: LightMyRequestResponse): EnvelopeBody<V> =>
  response.json<EnvelopeBody<V>>();

/**
 * The sandbox a test file shares: started before its first test (within
 * `startTimeoutMs`, the hook timeout unless given) and closed after its
 * last. The returned object stands for it, so a file names it once at its top.
 */
export function sandboxForFile(
  options: Parameters<typeof startTestSandbox>[0] = {},
  startTimeoutMs?: number,
): TestSandbox {
  let started: TestSandbox | null = null;
  beforeAll(async () => {
    started = await startTestSandbox(options);
  }, startTimeoutMs);
  afterAll(() => started?.close());
  const running = (): TestSandbox => {
    if (!started) throw new Error('the sandbox runs only while the tests of its file do');
    return started;
  };
  // Its members are closures over the one sandbox, so forwarding each read to the started one is enough.
  return new Proxy({} as TestSandbox, { get: (_target, key) => Reflect.get(running(), key) as unknown });
}

let playersMade = 0;

/** A new player account (password Secret123) with `balance` and any other account fields, logged in. */
export async function newPlayer(
  sandbox: TestSandbox,
  namePrefix: string,
  balance: number,
  extra: Record<string, unknown> = {},
) {
  playersMade += 1;
  const username = `${namePrefix}${playersMade}${Date.now().toString(36)}`.slice(0, 20);
  await sandbox.control('POST', 'accounts', { username, password: 'Secret123', type: 0, balance, ...extra });
  return { username, headers: { authorization: await sandbox.token(username, 'Secret123') } };
}
