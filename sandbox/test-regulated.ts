import { PNG } from 'pngjs';
import { expect } from 'vitest';
import type { TenantInput } from '../src/tenant/schema.ts';
import { envelope, sandboxForFile, type TestSandbox } from './test-support.ts';

/**
 * What the regulated-market tests share (sandbox/routes/regulated.test.ts,
 * regulated-identity.test.ts): the BR and verify-before-withdrawal tenants,
 * players of a merchant, the gated calls, document uploads, verified players.
 */

const BR: TenantInput = {
  merchantCode: 'jaguar',
  trialMerchantCode: 'jaguartrial',
  displayName: 'Jaguar Sorte',
  theme: 'base',
  languages: { default: 'PT', supported: ['PT'] },
  assets: { logo: 'logo.svg' },
  jurisdiction: 'BR',
};
const LATER: TenantInput = {
  merchantCode: 'nordic',
  trialMerchantCode: 'nordictrial',
  displayName: 'Nordic Play',
  theme: 'base',
  languages: { default: 'EN', supported: ['EN'] },
  assets: { logo: 'logo.svg' },
  jurisdiction: 'verify-before-withdrawal',
};

/** The sandbox a regulated-market test file shares: the test tenants plus jaguar (BR) and nordic (verify before withdrawal). */
export const regulatedSandbox = (): TestSandbox => sandboxForFile({ extraTenants: [BR, LATER] }, 400_000);

/** A player of a merchant, logged in. */
export interface RegulatedPlayer {
  readonly username: string;
  readonly merchant: string;
  readonly headers: { authorization: string };
}

/** A PNG of the given size, as a phone's re-encoded photo would arrive. */
export function png(width: number, height: number): Buffer {
  const image = new PNG({ width, height });
  image.data.fill(200);
  return PNG.sync.write(image);
}

export function regulatedTestKit(sandbox: TestSandbox) {
  let made = 0;
  /** A new player of a merchant (password Secret123), logged in. */
  async function player(merchant: string, balance = 500): Promise<RegulatedPlayer> {
    made += 1;
    const username = `reg${made}${Date.now().toString(36)}`.slice(0, 20);
    await sandbox.control('POST', 'accounts', { username, password: 'Secret123', type: 0, balance, merchant });
    const token = await sandbox.token(username, 'Secret123', merchant);
    return { username, merchant, headers: { authorization: token } };
  }

  const call = (who: RegulatedPlayer, url: string, method: 'GET' | 'POST' | 'PUT' = 'GET', payload?: unknown) =>
    sandbox.call({
      url,
      method,
      merchant: who.merchant,
      headers: who.headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  const deposit = (who: RegulatedPlayer) =>
    call(who, '/wps/transaction/deposit', 'POST', {
      // USDT is a channel in both currencies.
      channel: 'USDT',
      amount: 100,
      requestId: `dep-${Date.now()}`,
    });
  const launch = (who: RegulatedPlayer) => call(who, '/wps/game/launchGame?nodeId=1&vendor=BGS');
  const withdraw = (who: RegulatedPlayer) =>
    sandbox.encryptedCall({
      url: '/wps/transaction/withdraw',
      merchant: who.merchant,
      headers: who.headers,
      body: { requestId: `wd-${Date.now()}`, payoutAccountId: 1, amount: 60, paymentPassword: '000000' },
    });
  const locate = (who: RegulatedPlayer, latitude: number, longitude: number) =>
    call(who, '/wps/member/location', 'POST', { latitude, longitude, accuracy: 30 });

  async function upload(
    who: RegulatedPlayer,
    kind: 'front' | 'back' | 'selfie',
    bytes: Buffer,
    chunk = 64 * 1024,
  ): Promise<ReturnType<typeof envelope>> {
    const started = envelope<{ uploadId: string; chunkSize: number }>(
      await call(who, '/wps/member/verification/upload', 'POST', { kind, size: bytes.length }),
    );
    if (!started.success) return started;
    let result: ReturnType<typeof envelope> = started;
    for (let offset = 0; offset < bytes.length && result.success; offset += chunk) {
      result = envelope(
        await sandbox.call({
          url: `/wps/member/verification/upload/chunk?uploadId=${started.value.uploadId}&offset=${offset}`,
          method: 'PUT',
          merchant: who.merchant,
          headers: { ...who.headers, 'content-type': 'application/octet-stream' },
          payload: bytes.subarray(offset, offset + chunk),
        }),
      );
    }
    return result;
  }

  async function verifiedPlayer(merchant = 'jaguar') {
    const who = await player(merchant);
    for (const kind of ['front', 'back', 'selfie'] as const) await upload(who, kind, png(640, 480));
    expect(envelope(await call(who, '/wps/member/verification/submit', 'POST', {})).success).toBe(true);
    const decided = envelope<{ status: string }>(
      await sandbox.control('POST', 'verifications/decide', { username: who.username, merchant, status: 'verified' }),
    );
    expect(decided.value.status).toBe('verified');
    return who;
  }

  /** How many players this kit has made: a number the tests make unique CPFs and keys from. */
  const playersMade = () => made;

  return { player, call, deposit, launch, withdraw, locate, upload, verifiedPlayer, playersMade };
}
