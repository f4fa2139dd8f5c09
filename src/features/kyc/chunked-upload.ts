import * as z from 'zod/mini';
import { toPlatformError } from '@/platform/errors';
import { callPlatformParsed } from '@/platform/request';
import type { VerificationDocument } from '@/tenant/jurisdictions';

/**
 * KYC-18: one document image sent in chunks through the endpoint table's
 * resumable upload (verificationUploadStart / Chunk / State). The platform
 * keeps what arrived; after a dropped connection or a server failure the
 * upload asks how far it got and goes on from there, so nothing is sent
 * twice and nothing is lost. A refusal about the image itself (type, size,
 * dimensions) is final: trying the same bytes again cannot help.
 */

export interface UploadPosition {
  readonly offset: number;
  readonly complete: boolean;
}

/** An upload the platform knows: what the next try resumes. */
export interface UploadSession {
  readonly uploadId: string;
  readonly chunkSize: number;
  readonly size: number;
}

/** The three calls an upload makes; the platform's in the app, a fake in the tests. */
export interface UploadTransport {
  start(kind: VerificationDocument, size: number): Promise<UploadPosition & { uploadId: string; chunkSize: number }>;
  chunk(uploadId: string, offset: number, bytes: Uint8Array): Promise<UploadPosition>;
  state(uploadId: string): Promise<UploadPosition>;
}

export interface UploadJob {
  readonly kind: VerificationDocument;
  readonly bytes: Uint8Array;
  /** The upload an earlier try started; null starts a new one. */
  readonly session: UploadSession | null;
  readonly transport: UploadTransport;
  /** Bytes the platform holds so far, after every chunk. */
  readonly onProgress: (sent: number, size: number) => void;
  /** The upload the platform opened, kept by the caller so a later retry resumes it. */
  readonly onSession: (session: UploadSession | null) => void;
  /** How many times a failed chunk is resumed on its own before the failure is shown. */
  readonly autoResumes?: number;
  /** The wait before resuming on its own (a dropped connection often comes back at once). */
  readonly pause?: () => Promise<void>;
}

/** Whether asking where the upload stands and going on may help: the connection or the server failed, not the image. */
export function resumable(error: unknown): boolean {
  const failure = toPlatformError(error);
  return failure.isConnectionProblem || failure.kind === 'http' || failure.kind === 'malformed';
}

const defaultPause = () => new Promise<void>((resolve) => setTimeout(resolve, 1000));

async function resumePoint(job: UploadJob): Promise<{ session: UploadSession; position: UploadPosition }> {
  const { session } = job;
  if (session && session.size === job.bytes.length) {
    try {
      return { session, position: await job.transport.state(session.uploadId) };
    } catch (error) {
      // An upload the platform no longer knows (expired, or a refused image) starts over; a failed read stays a failure.
      if (resumable(error)) throw error;
    }
  }
  const started = await job.transport.start(job.kind, job.bytes.length);
  const opened = { uploadId: started.uploadId, chunkSize: started.chunkSize, size: job.bytes.length };
  job.onSession(opened);
  return { session: opened, position: started };
}

/** Sends the image, resuming from the platform's offset; resolves once it is stored, rejects with what stopped it. */
export async function uploadDocument(job: UploadJob): Promise<void> {
  const size = job.bytes.length;
  const pause = job.pause ?? defaultPause;
  let resumesLeft = job.autoResumes ?? 2;
  const { session, position } = await resumePoint(job);
  let { offset, complete } = position;
  job.onProgress(offset, size);
  while (!complete) {
    try {
      ({ offset, complete } = await job.transport.chunk(
        session.uploadId,
        offset,
        job.bytes.subarray(offset, offset + session.chunkSize),
      ));
    } catch (error) {
      if (!resumable(error)) {
        // The image itself was refused: this upload is over, a new image starts a new one.
        job.onSession(null);
        throw error;
      }
      if (resumesLeft <= 0) throw error;
      resumesLeft -= 1;
      await pause();
      // The chunk may have arrived before the answer was lost: the platform's offset says.
      ({ offset, complete } = await job.transport.state(session.uploadId));
    }
    job.onProgress(offset, size);
  }
  job.onSession(null);
}

const positionSchema = z.object({ offset: z.number().check(z.int(), z.gte(0)), complete: z.boolean() });
const startSchema = z.object({
  uploadId: z.string().check(z.minLength(1)),
  offset: z.number().check(z.int(), z.gte(0)),
  complete: z.boolean(),
  // An unreadable chunk size falls back to a size every platform setting takes.
  chunkSize: z.catch(z.number().check(z.int(), z.gte(1024)), 16 * 1024),
});

/** The platform's resumable upload, every call through the endpoint table. */
export const platformUploads: UploadTransport = {
  start: (kind, size) => callPlatformParsed('verificationUploadStart', startSchema, { body: { kind, size } }),
  chunk: (uploadId, offset, bytes) =>
    callPlatformParsed('verificationUploadChunk', positionSchema, { query: { uploadId, offset }, body: bytes }),
  state: (uploadId) => callPlatformParsed('verificationUploadState', positionSchema, { query: { uploadId } }),
};
