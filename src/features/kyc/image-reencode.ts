/**
 * KYC-16: a document photo leaves the phone small and clean. It is drawn
 * onto a canvas no larger than MAX_IMAGE_SIDE on its longest side and
 * re-encoded as JPEG: the canvas keeps pixels only, so the EXIF block (with
 * the place the photo was taken) is not in the bytes sent. The sandbox
 * checks the result by its content (type, size, dimensions).
 */

/** Longest side sent: enough to read a document, far below the platform's limit of 4096 and 5 MiB. */
export const MAX_IMAGE_SIDE = 1600;
/** JPEG quality: text on a document stays sharp at about a tenth of a phone photo's bytes. */
export const JPEG_QUALITY = 0.85;

export interface Size {
  readonly width: number;
  readonly height: number;
}

/** The size an image is drawn at: unchanged when it fits, else scaled to `maxSide` on its longest side, ratio kept. */
export function scaledSize({ width, height }: Size, maxSide = MAX_IMAGE_SIDE): Size {
  const longest = Math.max(width, height);
  if (longest <= maxSide) return { width, height };
  const scale = maxSide / longest;
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** A prepared photo: JPEG bytes ready to upload, with its size and a URL to show it. */
export interface PreparedImage {
  readonly bytes: Uint8Array;
  readonly width: number;
  readonly height: number;
  /** A data: URL (the site's CSP allows data: images, not blob:). */
  readonly previewUrl: string;
}

function dataUrlOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('the photo gave no data URL'));
    reader.onerror = () => reject(reader.error ?? new Error('the photo could not be read back'));
    reader.readAsDataURL(blob);
  });
}

function canvasToJpeg(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('the canvas gave no JPEG'))),
      'image/jpeg',
      JPEG_QUALITY,
    );
  });
}

/** Draws any image source (a decoded file, a video frame) scaled down and answers it as a prepared JPEG. */
export async function drawAsJpeg(source: CanvasImageSource, natural: Size): Promise<PreparedImage> {
  const size = scaledSize(natural);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  context.drawImage(source, 0, 0, size.width, size.height);
  const blob = await canvasToJpeg(canvas);
  return {
    bytes: new Uint8Array(await blob.arrayBuffer()),
    ...size,
    previewUrl: await dataUrlOf(blob),
  };
}

/** A chosen file as a prepared JPEG; rejects when the file is not an image the browser can decode. */
export async function reencodeFile(file: Blob): Promise<PreparedImage> {
  // createImageBitmap applies the EXIF orientation, so a portrait photo stays upright once the EXIF is gone.
  const bitmap = await createImageBitmap(file);
  try {
    return await drawAsJpeg(bitmap, { width: bitmap.width, height: bitmap.height });
  } finally {
    bitmap.close();
  }
}
