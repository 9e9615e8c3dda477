/**
 * The global socket's state of spec §4 (disconnected, connecting, connected, reconnecting) as a tiny store with a
 * `useSyncExternalStore` hook. A tab that does not hold the socket shows the holder's state, relayed to it.
 */
import { useSyncExternalStore } from 'react';

export const RADIO_STATES = ['disconnected', 'connecting', 'connected', 'reconnecting'] as const;
export type RadioState = (typeof RADIO_STATES)[number];

let current: RadioState = 'disconnected';
const listeners = new Set<() => void>();

export const getRadioState = (): RadioState => current;

export const setRadioState = (state: RadioState): void => {
  if (state === current) return;
  current = state;
  for (const listener of [...listeners]) listener();
};

export const subscribeRadioState = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export const useRadioState = (): RadioState => useSyncExternalStore(subscribeRadioState, getRadioState, () => 'disconnected');
