/**
 * Runs work once the browser is idle after first paint, or after `timeout` ms at the latest; returns a function that
 * cancels it.
 */
export const whenIdle = (work: () => void, timeout = 2_000): (() => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(work, 200);
  return () => window.clearTimeout(handle);
};
