/**
 * Leadership for browsers without Web Locks: a localStorage flag `{ tab, at }` marks the tab whose socket is
 * open (spec §9 "a shared flag marks an open socket"). The holder refreshes it every heartbeat and removes it
 * when it stops or its page goes; the other tabs watch it and, when it is removed (or grows stale: a crashed
 * tab), one takes over as a successor, whose socket waits the 0.5 s of spec §9. Two tabs starting in the same
 * instant may both lead; the lock path cannot.
 */
import { TIMING } from '../../../shared/limits.js';

/** Runs while this tab leads; `successor` is true when it took over from another tab. Returns its cleanup. */
export type Lead = (successor: boolean) => () => void;

interface Flag {
  tab: string;
  at: number;
}

const readFlag = (key: string): Flag | undefined => {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(key) ?? 'null');
    if (typeof value !== 'object' || value === null) return undefined;
    const { tab, at } = value as Record<string, unknown>;
    return typeof tab === 'string' && typeof at === 'number' ? { tab, at } : undefined;
  } catch {
    return undefined;
  }
};

export const leadByFlag = (name: string, lead: Lead): (() => void) => {
  const key = `${name}-open`;
  const tab = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  let cleanup: (() => void) | undefined;
  let stopped = false;

  const heldElsewhere = (): boolean => {
    const flag = readFlag(key);
    return flag !== undefined && flag.tab !== tab && Date.now() - flag.at < TIMING.heartbeatStaleMs;
  };
  const mark = () => {
    try {
      window.localStorage.setItem(key, JSON.stringify({ tab, at: Date.now() } satisfies Flag));
    } catch {
      // Storage refused: this tab leads unmarked, as if alone.
    }
  };
  const unmark = () => {
    try {
      if (readFlag(key)?.tab === tab) window.localStorage.removeItem(key);
    } catch {
      // Nothing was stored.
    }
  };
  const tryLead = (successor: boolean) => {
    if (stopped || cleanup || heldElsewhere()) return;
    mark();
    cleanup = lead(successor);
  };
  const resign = () => {
    cleanup?.();
    cleanup = undefined;
    unmark();
  };

  const onStorage = (event: StorageEvent) => {
    if (event.key === key && event.newValue === null) tryLead(true);
  };
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) tryLead(false);
  };
  const watch = setInterval(() => {
    if (cleanup) mark();
    else tryLead(true);
  }, TIMING.heartbeatMs);
  window.addEventListener('storage', onStorage);
  window.addEventListener('pagehide', resign);
  window.addEventListener('pageshow', onPageShow);
  tryLead(false);

  return () => {
    stopped = true;
    clearInterval(watch);
    window.removeEventListener('storage', onStorage);
    window.removeEventListener('pagehide', resign);
    window.removeEventListener('pageshow', onPageShow);
    resign();
  };
};
