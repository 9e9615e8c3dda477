/**
 * The new-message sound (spec §2.3 sound toggle, §4 BANG_RADIO): a short two-tone chime synthesised with the
 * Web Audio API, so no audio file is shipped. Browsers let a page play only after the person interacted with
 * it, so the audio context is also woken on the first pointer or key press.
 */
type AudioContextClass = typeof AudioContext;

let context: AudioContext | undefined;

const audioContext = (): AudioContext | undefined => {
  if (context) return context;
  const Class: AudioContextClass | undefined =
    window.AudioContext ?? (window as Window & { webkitAudioContext?: AudioContextClass }).webkitAudioContext;
  if (!Class) return undefined;
  try {
    context = new Class();
  } catch {
    return undefined;
  }
  return context;
};

const wake = (): void => {
  const audio = audioContext();
  if (audio?.state === 'suspended') audio.resume().catch(() => undefined);
};

/** Wakes the audio at the first interaction; returns the function that stops waiting for it. */
export const primeChime = (): (() => void) => {
  const options = { once: true, capture: true } as const;
  window.addEventListener('pointerdown', wake, options);
  window.addEventListener('keydown', wake, options);
  return () => {
    window.removeEventListener('pointerdown', wake, options);
    window.removeEventListener('keydown', wake, options);
  };
};

/** Two short notes, high then low, about 0.4 s in all. Silent where audio is unavailable or still locked. */
export const playChime = (): void => {
  const audio = audioContext();
  if (!audio) return;
  wake();
  const start = audio.currentTime + 0.01;
  for (const [index, frequency] of [880, 660].entries()) {
    const at = start + index * 0.16;
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.setValueAtTime(frequency, at);
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.18, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.24);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(at);
    oscillator.stop(at + 0.26);
  }
};
