/** A countdown in whole seconds (the 60 s wait before an SMS code may be asked for again). */
import { useCallback, useEffect, useState } from 'react';

export const useCountdown = (seconds: number) => {
  const [remaining, setRemaining] = useState(0);

  useEffect(() => {
    if (remaining <= 0) return undefined;
    const timer = window.setTimeout(() => setRemaining((left) => left - 1), 1_000);
    return () => window.clearTimeout(timer);
  }, [remaining]);

  const start = useCallback(() => setRemaining(seconds), [seconds]);
  const stop = useCallback(() => setRemaining(0), []);

  return { remaining, running: remaining > 0, start, stop };
};
