import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Operator helpers for e2e: a second build of the demo tenant with the theme
 * gallery on (`lobby build demo --gallery`), served by a sandbox of its own,
 * since the suite's dist/ is a production build without it.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface GallerySite {
  readonly origin: (merchant: string) => string;
  close(): Promise<void>;
}

/** As long as playwright.config.ts gives the suite's own sandbox: it starts in ~25 s quiet, far longer on a busy machine. */
const SANDBOX_START_MS = 240_000;

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + SANDBOX_START_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the gallery sandbox exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the gallery sandbox did not answer ${url}`);
}

/** Builds demo with --gallery into test-results/ and starts a sandbox over it on a free port. */
export async function startGallerySite(): Promise<GallerySite> {
  const out = path.join(ROOT, 'test-results', 'gallery-dist');
  const built = spawnSync(process.execPath, ['cli/bin.js', 'build', 'demo', '--gallery', '--out', out], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (built.status !== 0) throw new Error(`lobby build demo --gallery failed:\n${built.stdout}\n${built.stderr}`);
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'sandbox/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      LOBBY_SANDBOX_MODE: 'test',
      LOBBY_DATA_DIR: 'memory',
      LOBBY_MERCHANT: 'demo',
      LOBBY_DIST_DIR: out,
    },
    stdio: 'ignore',
  });
  try {
    await waitForHealth(`http://127.0.0.1:${port}/__sandbox/health`, child);
  } catch (error) {
    // A sandbox that never answered must not outlive the test (one kept a port and a core busy for an hour).
    child.kill('SIGKILL');
    throw error;
  }
  return {
    origin: (merchant) => `http://${merchant}.localhost:${port}`,
    close: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
