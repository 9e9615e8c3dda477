/**
 * Mounts its children one at a time, each once the browser is idle after the one before (lib/idle.ts): a long page's
 * sections below its first screen, so that the first render stays short and each later section is a task of its own
 * rather than one long one that keeps a slow phone from answering (docs/BENCHMARKS.md "Lighthouse").
 */
import { Children, useEffect, useState, type ReactNode } from 'react';
import { whenIdle } from '../lib/idle.js';

/** The longest a section waits for an idle moment: a busy phone still shows the whole page within a few seconds. */
const STEP_WAIT_MS = 400;

export const OneByOne = ({ children }: { children: ReactNode }) => {
  const all = Children.toArray(children);
  const [shown, setShown] = useState(0);
  useEffect(() => (shown < all.length ? whenIdle(() => setShown((n) => n + 1), STEP_WAIT_MS) : undefined), [shown, all.length]);
  return <>{all.slice(0, shown)}</>;
};
