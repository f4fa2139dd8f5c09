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
