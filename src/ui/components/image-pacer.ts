/**
 * Starts images at most `perFrame` a frame (SPEED-15). Each image that arrives
 * costs the main thread a task of its own; a scroll through the game list
 * mounts a row of three tiles at a time, and their icons, started together,
 * arrived together, in the same frame as the next row's render. Paced, they
 * arrive spread over the frames. An image removed before its turn is never
 * started, so a fling past rows does not download their icons.
 */
export interface ImagePacer {
  /** Starts `image` on `source` in its turn; returns what forgets it (an image that left before its turn). */
  add(image: HTMLImageElement, source: string): () => void;
}

export function createImagePacer(perFrame: number, nextFrame: (run: () => void) => void): ImagePacer {
  // In the order added: the rows a scroll brings in first start first.
  const waiting = new Map<HTMLImageElement, string>();
  let scheduled = false;
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    nextFrame(startTurn);
  };
  function startTurn() {
    scheduled = false;
    let started = 0;
    for (const [image, source] of waiting) {
      if (started === perFrame) break;
      waiting.delete(image);
      image.src = source;
      started += 1;
    }
    if (waiting.size > 0) schedule();
  }
  return {
    add(image, source) {
      // An image already showing something that gets a new source changes at once: it is on screen.
      if (image.getAttribute('src') !== null) {
        image.src = source;
        return () => undefined;
      }
      waiting.set(image, source);
      schedule();
      return () => {
        waiting.delete(image);
      };
    },
  };
}

/** The page's pacer: one image a frame. A hidden tab draws no frames, so its images wait until it shows. */
export const imagePacer: ImagePacer = createImagePacer(1, (run) => {
  requestAnimationFrame(run);
});
