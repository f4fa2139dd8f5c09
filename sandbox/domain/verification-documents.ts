import { randomBytes } from 'node:crypto';
import { imageSize } from 'image-size';
import type { VerificationDocument } from '../../src/tenant/jurisdictions.ts';
import type { Queryable } from '../db/index.ts';
import { BusinessRefusal } from '../messages.ts';

/**
 * Identity document images (issue 33, KYC): received in chunks so a dropped
 * connection resumes where it stopped, checked by their content once
 * complete (the bytes' own format, never the file name; size; dimensions),
 * and kept in the database only. Nothing here is ever served under a URL:
 * a member reads the status of their own uploads, and only the control API
 * reads an image back.
 */

/** The formats a phone's browser re-encodes to (canvas → JPEG or WebP), and PNG for screenshots of a document. */
const ACCEPTED_FORMATS: Readonly<Record<string, string>> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };
export const DOCUMENT_RULES = {
  maxBytes: 5 * 1024 * 1024,
  /** Smaller than this and a document cannot be read. */
  minSide: 320,
  maxSide: 4096,
  /** What the app sends per request; a chunk may not be bigger. */
  chunkBytes: 64 * 1024,
} as const;

interface UploadRow {
  readonly id: string;
  readonly member_id: number;
  readonly kind: VerificationDocument;
  readonly size: number;
  readonly received_bytes: number;
  readonly status: 'receiving' | 'stored';
  readonly mime: string | null;
  readonly width: number | null;
  readonly height: number | null;
}

export interface UploadState {
  readonly uploadId: string;
  readonly kind: VerificationDocument;
  readonly size: number;
  /** Bytes received so far: where the next chunk starts. */
  readonly offset: number;
  readonly complete: boolean;
}

const stateOf = (row: UploadRow): UploadState => ({
  uploadId: row.id,
  kind: row.kind,
  size: row.size,
  offset: row.received_bytes,
  complete: row.status === 'stored',
});

const UPLOAD_COLUMNS =
  'id, member_id, kind, size, length(received) AS received_bytes, status, mime, width, height' as const;

/** Starts an upload of one document; a file over the limit is refused before any byte travels. */
export async function startUpload(
  db: Queryable,
  memberId: number,
  input: { readonly kind: VerificationDocument; readonly size: number },
  now: number,
): Promise<UploadState> {
  if (input.size > DOCUMENT_RULES.maxBytes)
    throw new BusinessRefusal('document.too.large', { maxBytes: DOCUMENT_RULES.maxBytes });
  if (input.size <= 0) throw new BusinessRefusal('document.type.invalid');
  const id = `U${randomBytes(8).toString('hex').toUpperCase()}`;
  const [row] = await db.query<UploadRow>(
    `INSERT INTO verification_uploads (id, member_id, kind, size, status, created_at)
     VALUES ($1, $2, $3, $4, 'receiving', $5) RETURNING ${UPLOAD_COLUMNS}`,
    [id, memberId, input.kind, input.size, new Date(now)],
  );
  if (!row) throw new Error('upload insert returned no row');
  return stateOf(row);
}

/** The member's own upload; another member's id is as unknown as a made-up one. */
export async function uploadState(db: Queryable, memberId: number, uploadId: string): Promise<UploadState> {
  const [row] = await db.query<UploadRow>(
    `SELECT ${UPLOAD_COLUMNS} FROM verification_uploads WHERE id = $1 AND member_id = $2`,
    [uploadId, memberId],
  );
  if (!row) throw new BusinessRefusal('upload.not.found');
  return stateOf(row);
}

/** What a complete file is, read from its bytes; a refusal names why. */
export function checkDocumentContent(bytes: Uint8Array): { mime: string; width: number; height: number } {
  if (bytes.length > DOCUMENT_RULES.maxBytes)
    throw new BusinessRefusal('document.too.large', { maxBytes: DOCUMENT_RULES.maxBytes });
  let found: { type?: string; width?: number; height?: number };
  try {
    found = imageSize(bytes);
  } catch {
    throw new BusinessRefusal('document.type.invalid');
  }
  const mime = found.type ? ACCEPTED_FORMATS[found.type] : undefined;
  if (!mime || !found.width || !found.height) throw new BusinessRefusal('document.type.invalid');
  const [short, long] = [Math.min(found.width, found.height), Math.max(found.width, found.height)];
  if (short < DOCUMENT_RULES.minSide || long > DOCUMENT_RULES.maxSide)
    throw new BusinessRefusal('document.dimensions.invalid', {
      minSide: DOCUMENT_RULES.minSide,
      maxSide: DOCUMENT_RULES.maxSide,
    });
  return { mime, width: found.width, height: found.height };
}

/**
 * Appends a chunk at `offset`. A chunk for the wrong offset (sent again
 * after a drop that did reach the platform, or skipped ahead) changes
 * nothing and answers where the upload stands, so the app resumes there.
 * The last chunk completes the upload: its content is checked, a refused
 * file is deleted, and a stored one replaces the member's earlier document
 * of that kind.
 */
export async function appendChunk(
  tx: Queryable,
  memberId: number,
  input: { readonly uploadId: string; readonly offset: number; readonly bytes: Uint8Array },
  now: number,
): Promise<UploadState> {
  const [row] = await tx.query<UploadRow>(
    `SELECT ${UPLOAD_COLUMNS} FROM verification_uploads WHERE id = $1 AND member_id = $2 FOR UPDATE`,
    [input.uploadId, memberId],
  );
  if (!row) throw new BusinessRefusal('upload.not.found');
  if (row.status === 'stored' || input.offset !== row.received_bytes) return stateOf(row);
  if (input.bytes.length === 0 || input.bytes.length > DOCUMENT_RULES.chunkBytes)
    throw new BusinessRefusal('document.chunk.invalid');
  if (row.received_bytes + input.bytes.length > row.size)
    throw new BusinessRefusal('document.too.large', { maxBytes: row.size });
  const [grown] = await tx.query<UploadRow>(
    `UPDATE verification_uploads SET received = received || $2 WHERE id = $1 RETURNING ${UPLOAD_COLUMNS}`,
    [row.id, input.bytes],
  );
  if (!grown) throw new Error('upload update returned no row');
  if (grown.received_bytes < grown.size) return stateOf(grown);

  const [whole] = await tx.query<{ received: Uint8Array }>('SELECT received FROM verification_uploads WHERE id = $1', [
    row.id,
  ]);
  let content: { mime: string; width: number; height: number };
  try {
    content = checkDocumentContent(whole?.received ?? new Uint8Array());
  } catch (refusal) {
    await tx.query('DELETE FROM verification_uploads WHERE id = $1', [row.id]);
    throw refusal;
  }
  await tx.query(
    `DELETE FROM verification_uploads WHERE member_id = $1 AND kind = $2 AND status = 'stored' AND id <> $3`,
    [memberId, row.kind, row.id],
  );
  const [stored] = await tx.query<UploadRow>(
    `UPDATE verification_uploads SET status = 'stored', mime = $2, width = $3, height = $4, completed_at = $5
     WHERE id = $1 RETURNING ${UPLOAD_COLUMNS}`,
    [row.id, content.mime, content.width, content.height, new Date(now)],
  );
  if (!stored) throw new Error('upload update returned no row');
  return stateOf(stored);
}

/** Which documents the member has stored (the status the member may see: never the images). */
export async function storedDocuments(db: Queryable, memberId: number): Promise<Record<VerificationDocument, boolean>> {
  const rows = await db.query<{ kind: VerificationDocument }>(
    `SELECT DISTINCT kind FROM verification_uploads WHERE member_id = $1 AND status = 'stored'`,
    [memberId],
  );
  const kinds = new Set(rows.map((row) => row.kind));
  return { front: kinds.has('front'), back: kinds.has('back'), selfie: kinds.has('selfie') };
}

/** A stored image and what the content check found (the control API only). */
export async function documentImage(
  db: Queryable,
  memberId: number,
  kind: VerificationDocument,
): Promise<{
  readonly bytes: Uint8Array;
  readonly mime: string;
  readonly width: number;
  readonly height: number;
} | null> {
  const [row] = await db.query<{ received: Uint8Array; mime: string; width: number; height: number }>(
    `SELECT received, mime, width, height FROM verification_uploads
     WHERE member_id = $1 AND kind = $2 AND status = 'stored' ORDER BY completed_at DESC LIMIT 1`,
    [memberId, kind],
  );
  return row ? { bytes: row.received, mime: row.mime, width: row.width, height: row.height } : null;
}
