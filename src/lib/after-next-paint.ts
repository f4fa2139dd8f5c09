/**
 * Calls `callback` in a task of its own once the browser has drawn the next
 * frame, and returns a function that cancels it. Work there finds the page's
 * style and layout already done (issue 15: a read of a size right after
 * React's commit forced them inside the commit's task), and it does not
 * lengthen the task that scheduled it. The frame callback runs before the
 * paint; the timeout after it. A hidden tab draws no frames, so the callback
 * waits until the tab shows.
 */
export function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
