import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * OPS-16: the operator token the CLI gives the sandbox it starts (`lobby
 * serve`, `tenant new --serve`), kept with the project's other caches so it
 * survives restarts and `lobby vitals` finds it, with the address it was
 * last served on. Never committed (node_modules).
 */

interface OpsCredentials {
  readonly token: string;
  /** The sandbox's origin when last started by `lobby serve`. */
  readonly url?: string;
}

const credentialsFile = (cwd: string): string =>
  path.join(path.resolve(cwd), 'node_modules', '.cache', 'lobby', 'ops.json');

export async function readOpsCredentials(cwd: string): Promise<OpsCredentials | null> {
  try {
    const parsed = JSON.parse(await readFile(credentialsFile(cwd), 'utf8')) as Partial<OpsCredentials>;
    if (typeof parsed.token !== 'string' || parsed.token === '') return null;
    return { token: parsed.token, ...(typeof parsed.url === 'string' ? { url: parsed.url } : {}) };
  } catch {
    return null;
  }
}

async function writeOpsCredentials(cwd: string, credentials: OpsCredentials): Promise<void> {
  const file = credentialsFile(cwd);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify(credentials)}\n`, { mode: 0o600 });
}

/** The project's operator token, made on first use. */
export async function opsTokenFor(cwd: string): Promise<string> {
  const known = await readOpsCredentials(cwd);
  if (known) return known.token;
  const token = randomBytes(18).toString('base64url');
  await writeOpsCredentials(cwd, { token });
  return token;
}

export async function rememberOpsUrl(cwd: string, token: string, url: string): Promise<void> {
  await writeOpsCredentials(cwd, { token, url });
}
