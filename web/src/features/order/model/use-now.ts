/** The time now, read again every `everyMs` while the page is open (the pay page's and refunds' countdowns). */
import { useEffect, useState } from 'react';

export const useNow = (everyMs: number): number => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
};

/** 1天2小时 / 2小时5分 / 5分 of what is left (ms), for the countdowns measured in hours and days. */
export const durationOf = (ms: number): { days: number; hours: number; minutes: number } => {
  const minutes = Math.max(0, Math.ceil(ms / 60_000));
  return { days: Math.floor(minutes / 1440), hours: Math.floor((minutes % 1440) / 60), minutes: minutes % 60 };
};
