/**
 * The time now, read again every `everyMs` while the page is open (a countdown in minutes needs no more), and at
 * once whenever `since` changes (a new answer: its times are newer than the last tick).
 */
import { useEffect, useState } from 'react';

export const useNow = (everyMs: number, since?: unknown): number => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs, since]);
  return now;
};
