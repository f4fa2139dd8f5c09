import { describe, expect, it } from 'vitest';
import { PlatformError } from '@/platform/errors';
import type { VerificationDocument } from '@/tenant/jurisdictions';
import { uploadDocument, type UploadSession, type UploadTransport } from './chunked-upload';

/** What happens to the next chunk request ('none': it goes through). */
type Fault = 'none' | 'drop-before' | 'drop-after' | 'server-error' | 'refuse-image';

/** A platform that keeps uploads like the sandbox does: a chunk at the wrong offset answers where to resume. */
function fakePlatform(chunkSize = 4) {
  const uploads = new Map<string, { size: number; received: number[] }>();
  const faults: Fault[] = [];
  const calls: string[] = [];
  let opened = 0;
  const position = (id: string) => {
    const upload = uploads.get(id);
    if (!upload) throw new PlatformError({ kind: 'business', errorCode: 'upload.not.found' });
    return { offset: upload.received.length, complete: upload.received.length === upload.size };
  };
  const transport: UploadTransport = {
    start: (kind: VerificationDocument, size: number) => {
      opened += 1;
      const uploadId = `U${opened}`;
      calls.push(`start ${kind} ${size}`);
      uploads.set(uploadId, { size, received: [] });
      return Promise.resolve({ uploadId, chunkSize, offset: 0, complete: false });
    },
    chunk: (uploadId, offset, bytes) => {
      calls.push(`chunk ${offset} +${bytes.length}`);
      const fault = faults.shift();
      if (fault === 'drop-before') return Promise.reject(new PlatformError({ kind: 'network' }));
      if (fault === 'server-error') return Promise.reject(new PlatformError({ kind: 'http', status: 500 }));
      if (fault === 'refuse-image')
        return Promise.reject(new PlatformError({ kind: 'business', errorCode: 'document.type.invalid' }));
      const upload = uploads.get(uploadId);
      if (upload && offset === upload.received.length) upload.received.push(...bytes);
      // The bytes arrived, the answer did not.
      if (fault === 'drop-after') return Promise.reject(new PlatformError({ kind: 'network' }));
      return Promise.resolve(position(uploadId));
    },
    state: (uploadId) => {
      calls.push(`state ${uploadId}`);
      return new Promise((resolve) => resolve(position(uploadId)));
    },
  };
  return { transport, faults, calls, uploads, forget: (id: string) => uploads.delete(id) };
}

const bytes = Uint8Array.from({ length: 10 }, (_, index) => index + 1);

function job(platform: ReturnType<typeof fakePlatform>, session: UploadSession | null = null, autoResumes = 2) {
  const progress: number[] = [];
  const sessions: (UploadSession | null)[] = [];
  return {
    progress,
    sessions,
    run: () =>
      uploadDocument({
        kind: 'front',
        bytes,
        session,
        transport: platform.transport,
        onProgress: (sent) => progress.push(sent),
        onSession: (next) => sessions.push(next),
        autoResumes,
        pause: () => Promise.resolve(),
      }),
  };
}

describe('resumable document upload', () => {
  it('KYC-18 sends the image in chunks of the platform’s size and reports the bytes held after each', async () => {
    const platform = fakePlatform();
    const upload = job(platform);
    await upload.run();
    expect(platform.calls).toEqual(['start front 10', 'chunk 0 +4', 'chunk 4 +4', 'chunk 8 +2']);
    expect(upload.progress).toEqual([0, 4, 8, 10]);
    expect(platform.uploads.get('U1')?.received).toEqual([...bytes]);
    // A stored upload is over: nothing left for a retry to resume.
    expect(upload.sessions.at(-1)).toBeNull();
  });

  it('KYC-18 after a lost answer asks the platform how far it got and never sends a chunk twice', async () => {
    const platform = fakePlatform();
    platform.faults.push('none', 'drop-after');
    await job(platform).run();
    expect(platform.calls).toEqual(['start front 10', 'chunk 0 +4', 'chunk 4 +4', 'state U1', 'chunk 8 +2']);
    expect(platform.uploads.get('U1')?.received).toEqual([...bytes]);
  });

  it('KYC-18 a failure that outlasts the automatic resumes is shown; the retry resumes the same upload', async () => {
    const platform = fakePlatform();
    platform.faults.push('none', 'server-error', 'drop-before');
    const first = job(platform, null, 1);
    await expect(first.run()).rejects.toMatchObject({ kind: 'network' });
    const kept = first.sessions.at(-1) ?? null;
    expect(kept).toEqual({ uploadId: 'U1', chunkSize: 4, size: 10 });
    platform.calls.length = 0;
    const retry = job(platform, kept);
    await retry.run();
    expect(platform.calls).toEqual(['state U1', 'chunk 4 +4', 'chunk 8 +2']);
    expect(retry.progress).toEqual([4, 8, 10]);
    expect(platform.uploads.get('U1')?.received).toEqual([...bytes]);
  });

  it('KYC-18 an image the platform refuses is final: no resume, and the next try starts a new upload', async () => {
    const platform = fakePlatform();
    platform.faults.push('refuse-image');
    const refused = job(platform);
    await expect(refused.run()).rejects.toMatchObject({ errorCode: 'document.type.invalid' });
    expect(platform.calls).toEqual(['start front 10', 'chunk 0 +4']);
    expect(refused.sessions.at(-1)).toBeNull();
  });

  it('KYC-18 an upload the platform no longer knows starts over instead of failing the retry', async () => {
    const platform = fakePlatform();
    platform.forget('U9');
    const retry = job(platform, { uploadId: 'U9', chunkSize: 4, size: 10 });
    await retry.run();
    expect(platform.calls.slice(0, 2)).toEqual(['state U9', 'start front 10']);
    expect(platform.uploads.get('U1')?.received).toEqual([...bytes]);
  });
});
