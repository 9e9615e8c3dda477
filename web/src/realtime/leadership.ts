/**
 * One tab per browser holds the global socket (spec §4: "only if no other tab has marked a socket as open").
 * Leadership is a Web Lock: the holder runs the socket until it stops or its tab closes, when the browser hands
 * the lock to a waiting tab, which connects after 0.5 s (spec §9). Browsers without Web Locks use the shared
 * localStorage flag of `leadership-flag.ts`.
 */
import { leadByFlag, type Lead } from './leadership-flag.js';

/** The name of the lock (and of the fallback's flag). */
export const RADIO_LOCK = 'hezuo-radio';

const isAbort = (error: unknown): boolean => error instanceof DOMException && error.name === 'AbortError';

export const leadByLock = (locks: LockManager, name: string, lead: Lead): (() => void) => {
  const abort = new AbortController();
  let stopped = false;
  let release: (() => void) | undefined;

  const hold = async (successor: boolean): Promise<void> => {
    if (stopped) return;
    const cleanup = lead(successor);
    await new Promise<void>((resolve) => {
      release = resolve;
    });
    cleanup();
  };

  const run = async () => {
    // First without waiting: a tab that finds the lock free leads at once; one that waited is a successor.
    const led = await locks.request(name, { ifAvailable: true }, async (lock) => {
      if (!lock) return false;
      await hold(false);
      return true;
    });
    if (!led && !stopped) await locks.request(name, { signal: abort.signal }, () => hold(true));
  };
  run().catch((error: unknown) => {
    if (!isAbort(error)) console.warn('[radio] leadership failed', error);
  });

  return () => {
    stopped = true;
    abort.abort();
    release?.();
  };
};

/** Leads when this tab may: by Web Lock where the browser has them, else by the localStorage flag. */
export const leadRadio = (lead: Lead): (() => void) => {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? leadByLock(locks, RADIO_LOCK, lead) : leadByFlag(RADIO_LOCK, lead);
};
