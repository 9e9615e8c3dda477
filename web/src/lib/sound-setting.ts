/**
 * Whether new messages play a sound (spec §2.3 "sound toggle", §9 "sound setting stored locally"): one value in
 * localStorage, on by default, shared by every tab through the `storage` event.
 */
export const SOUND_STORAGE_KEY = 'hezuo-sound';

const listeners = new Set<() => void>();

export const isSoundOn = (): boolean => {
  try {
    return window.localStorage.getItem(SOUND_STORAGE_KEY) !== 'off';
  } catch {
    // Storage refused (private mode, policy): the default stands.
    return true;
  }
};

export const setSoundOn = (on: boolean): void => {
  try {
    window.localStorage.setItem(SOUND_STORAGE_KEY, on ? 'on' : 'off');
  } catch {
    // Not stored: the toggle still works for this page.
  }
  for (const listener of listeners) listener();
};

/** For `useSyncExternalStore`: changes in this tab and in the others. */
export const subscribeSound = (listener: () => void): (() => void) => {
  const onStorage = (event: StorageEvent) => {
    if (event.key === SOUND_STORAGE_KEY) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
};
