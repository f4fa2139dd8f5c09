import { randomBytes } from 'node:crypto';
import { copyFile, link, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** File helpers of the stamp: link-or-copy trees, sizes, and the atomic swap into place. */

/** Hard link (cheap, the compile is shared and never rewritten in place), copy when linking is refused. */
export async function linkOrCopy(source: string, target: string): Promise<void> {
  await mkdir(path.dirname(target), { recursive: true });
  try {
    await link(source, target);
  } catch {
    await copyFile(source, target);
  }
}

/** Every file under `dir`, relative, forward slashes, sorted. */
export async function listFiles(dir: string, skip: (relative: string) => boolean = () => false): Promise<string[]> {
  const out: string[] = [];
  const walk = async (relative: string): Promise<void> => {
    const entries = await readdir(path.join(dir, relative), { withFileTypes: true });
    for (const entry of entries) {
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (skip(child)) continue;
      if (entry.isDirectory()) await walk(child);
      else if (entry.isFile()) out.push(child);
    }
  };
  await walk('');
  return out.sort();
}

export async function linkOrCopyTree(source: string, target: string, skip?: (relative: string) => boolean): Promise<void> {
  for (const file of await listFiles(source, skip)) await linkOrCopy(path.join(source, file), path.join(target, file));
}

export async function treeSize(dir: string): Promise<{ files: number; bytes: number }> {
  let bytes = 0;
  const files = await listFiles(dir);
  for (const file of files) bytes += (await stat(path.join(dir, file))).size;
  return { files: files.length, bytes };
}

export const gzipSize = (content: Buffer | string): number => gzipSync(content, { level: 9 }).length;

/** A fresh folder beside `finalDir` (same file system, so the rename is atomic). */
export async function makeTempDir(finalDir: string): Promise<string> {
  const dir = path.join(path.dirname(finalDir), `.${path.basename(finalDir)}.tmp-${randomBytes(4).toString('hex')}`);
  await mkdir(dir, { recursive: true });
  return dir;
}

/**
 * Moves a finished temp folder to its final name. The previous output is
 * renamed aside first and removed after, so readers see the old tree or the
 * new one, never a half-written mix.
 */
export async function swapIntoPlace(tempDir: string, finalDir: string): Promise<void> {
  const aside = `${tempDir}.old`;
  let hadOld = true;
  try {
    await rename(finalDir, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    hadOld = false;
  }
  try {
    await rename(tempDir, finalDir);
  } catch (error) {
    if (hadOld) await rename(aside, finalDir);
    throw error;
  }
  if (hadOld) await rm(aside, { recursive: true, force: true });
}
