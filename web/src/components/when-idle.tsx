/**
 * Renders its children only once the browser is idle after the first paint (lib/idle.ts): for what a first screen
 * does not need at once (the floating chat button and helper), so that their code and first render do not compete
 * with the page's own on a slow phone.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { whenIdle } from '../lib/idle.js';

export const WhenIdle = ({ children }: { children: ReactNode }) => {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return idle ? children : null;
};
