/**
 * The load generator of the server-load bench (server-load.ts), run in a
 * process of its own for each window: in the bench's process, beside
 * Lighthouse's modules, the same load measured the reads' p99 at 70–99 ms
 * where a process of its own measured 33–60 ms against the same sandbox
 * (stop 49), so the figure measured the bench as well as the sandbox.
 *
 * Run as `node --import tsx server-load-client.ts '<window JSON>'`; prints
 * the window's figures as JSON on stdout.
 */
import { randomUUID } from 'node:crypto';
import { encryptBody } from '../../src/platform/crypto/index';
import { percentile, type ServerLoadFigures } from './server-load';

export interface LoadWindow {
  readonly origin: string;
  readonly port: number;
  readonly seconds: number;
  readonly readers: number;
  readonly loginers: number;
}

async function measureWindow({ origin, port, seconds, readers, loginers }: LoadWindow): Promise<ServerLoadFigures> {
  const headers = {
    host: `demo.localhost:${port}`,
    merchant: 'demo',
    language: 'EN',
    device: 'web',
    'x-gateway-version': '3',
  };
  const readTimes: number[] = [];
  const loginTimes: number[] = [];
  let failures = 0;
  const end = performance.now() + seconds * 1000;

  const reader = async () => {
    while (performance.now() < end) {
      const started = performance.now();
      const response = await fetch(`${origin}/wps/relay/GCSGAME_hotGamesV2?gameType=RNG`, { headers });
      await response.arrayBuffer();
      if (response.ok) readTimes.push(performance.now() - started);
      else failures += 1;
    }
  };
  const loginer = async () => {
    while (performance.now() < end) {
      const scoped = { ...headers, cookie: `lobby_scope=load-${randomUUID()}` };
      const started = performance.now();
      const modulus = await (await fetch(`${origin}/wps/session/key/rsa?t=${Date.now()}`, { headers: scoped })).text();
      const sealed = encryptBody(
        { username: 'player1', password: 'Player123', captcha: null, type: 'username' },
        modulus,
      );
      const response = await fetch(`${origin}/wps/session/login`, {
        method: 'POST',
        headers: { ...scoped, ...sealed.headers, 'content-type': 'application/json;charset=UTF-8' },
        body: JSON.stringify(sealed.body),
      });
      const envelope = (await response.json()) as { success?: boolean };
      if (envelope.success === true) loginTimes.push(performance.now() - started);
      else failures += 1;
    }
  };
  const started = performance.now();
  await Promise.all([...Array.from({ length: readers }, reader), ...Array.from({ length: loginers }, loginer)]);
  const elapsedSeconds = (performance.now() - started) / 1000;
  return {
    readP50Ms: percentile(readTimes, 0.5),
    readP99Ms: percentile(readTimes, 0.99),
    loginP50Ms: percentile(loginTimes, 0.5),
    loginP99Ms: percentile(loginTimes, 0.99),
    requestsPerSecond: (readTimes.length + loginTimes.length * 2) / elapsedSeconds,
    reads: readTimes.length,
    logins: loginTimes.length,
    failures,
  };
}

const input = process.argv[2];
if (input !== undefined) process.stdout.write(JSON.stringify(await measureWindow(JSON.parse(input) as LoadWindow)));
