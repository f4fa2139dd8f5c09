import { LIMITS } from '@/lib/spec-constants';

/** Upload rules of 000 §5 / 001 §5: png or jpg, at most 5 MB each, at most 3 images; feedback text 140 characters. */

interface UploadCandidate {
  readonly name: string;
  readonly type: string;
  readonly size: number;
}

export type RejectReason = 'type' | 'size' | 'count';

const IMAGE_TYPES = ['image/png', 'image/jpeg'];
const IMAGE_NAME = /\.(png|jpe?g)$/i;

/** png or jpg by MIME type, or by name when the browser gives no type. */
const isAcceptedImage = (file: UploadCandidate): boolean =>
  IMAGE_TYPES.includes(file.type) || (file.type === '' && IMAGE_NAME.test(file.name));

export function imageProblem(file: UploadCandidate, maxBytes: number): RejectReason | null {
  if (!isAcceptedImage(file)) return 'type';
  if (file.size > maxBytes) return 'size';
  return null;
}

/** FEEDBACK-02..04: which new files join the kept ones, and which are refused and why. */
export function addFeedbackImages<F extends UploadCandidate>(
  kept: readonly F[],
  added: readonly F[],
): { kept: F[]; rejected: { name: string; reason: RejectReason }[] } {
  const next = [...kept];
  const rejected: { name: string; reason: RejectReason }[] = [];
  for (const file of added) {
    const problem =
      imageProblem(file, LIMITS.feedbackImageMaxBytes) ?? (next.length >= LIMITS.feedbackImagesMax ? 'count' : null);
    if (problem) rejected.push({ name: file.name, reason: problem });
    else next.push(file);
  }
  return { kept: next, rejected };
}

/** FEEDBACK-01: the text as typed, cut at 140 characters. */
export const clampFeedbackText = (text: string): string => Array.from(text).slice(0, LIMITS.feedbackTextMax).join('');
