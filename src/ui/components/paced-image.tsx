import { useCallback, type ImgHTMLAttributes } from 'react';
import { imagePacer } from './image-pacer';

export interface PacedImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'loading' | 'ref'> {
  /** Where the image is; empty for none. */
  readonly src: string;
  /** On the first screen (the page's largest paint): starts at once, not in its turn. */
  readonly eager?: boolean;
}

/**
 * An image of a long virtual list, started in its turn by the page's image
 * pacer (SPEED-15): at most one a frame, and never once its row has left.
 */
export function PacedImage({ src, eager = false, ...attributes }: PacedImageProps) {
  // React 19 calls the returned function when the element goes, or before a new source is paced.
  const pace = useCallback((image: HTMLImageElement | null) => (image ? imagePacer.add(image, src) : undefined), [src]);
  if (eager || src === '') return <img {...attributes} src={src === '' ? undefined : src} />;
  return <img {...attributes} ref={pace} />;
}
