/**
 * Resolves in a task of its own, so the work after it does not lengthen the
 * task that is running: the browser may paint and answer a tap in between
 * (issue 15, Total Blocking Time). A posted message rather than a timer,
 * because a hidden tab holds timers back for a second or more.
 */
export function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof MessageChannel === 'undefined') {
      setTimeout(resolve, 0);
      return;
    }
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** Runs `work` in a task of its own, after a yield, and resolves as it does: work started side by side, each its own task. */
export function inOwnTask<T>(work: () => T | Promise<T>): Promise<T> {
  return yieldToBrowser().then(work);
}

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
