/** A value that follows `value` once it has stopped changing for `delayMs` (spec §9: searches wait 500 ms). */
import { useEffect, useState } from 'react';
import { TIMING } from '../../../../../shared/limits.js';

export const useDebounced = <T,>(value: T, delayMs: number = TIMING.searchDebounceMs): T => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
};
