/** Whether the viewport is a phone's (under 768 px wide: NARROW_QUERY), following it as it changes. */
import { useSyncExternalStore } from 'react';
import { NARROW_QUERY } from '../components/page-styles.js';

const narrowList = (): MediaQueryList | undefined => (typeof window.matchMedia === 'function' ? window.matchMedia(NARROW_QUERY) : undefined);

const subscribeNarrow = (onChange: () => void): (() => void) => {
  const list = narrowList();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
};

/** False where media queries are unknown, as in unit tests. */
export const useNarrow = (): boolean =>
  useSyncExternalStore(
    subscribeNarrow,
    () => narrowList()?.matches ?? false,
    () => false,
  );
