/** The lease's countdown as the lock bar shows it: mm:ss from the seconds left, counted down between polls. */
import { useEffect, useState } from 'react';

export const clock = (seconds: number): string => {
  const s = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
};

/**
 * Seconds left until `until` by the server's clock: the answer's `remaining` at the moment it arrived, counted down
 * by the browser's clock since (the two clocks need not agree).
 */
export const useSecondsLeft = (remaining: number | undefined, receivedAt: number): number => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (remaining === undefined) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [remaining]);
  return remaining === undefined ? 0 : Math.max(0, remaining - Math.floor((now - receivedAt) / 1_000));
};
