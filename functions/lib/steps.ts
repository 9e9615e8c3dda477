/**
 * Step timing for hot paths (the chat send, docs/BENCHMARKS.md "Messenger"): `timed('step', work)` publishes how
 * long each awaited step took on the `hezuo:steps` diagnostics channel. With no subscriber (Lambda, `npm start`)
 * it costs one boolean check; the bench subscribes in its own process to print where a send's time goes.
 */
import { channel } from 'node:diagnostics_channel';

export interface StepTiming {
  /** The path the step belongs to, e.g. `send`. */
  path: string;
  step: string;
  ms: number;
}

export const STEPS_CHANNEL = 'hezuo:steps';
const steps = channel(STEPS_CHANNEL);

/** Awaits `work`, publishing its duration from now as `path`/`step` when someone listens. */
export const timed = async <T>(path: string, step: string, work: Promise<T>): Promise<T> => {
  if (!steps.hasSubscribers) return work;
  const started = performance.now();
  try {
    return await work;
  } finally {
    steps.publish({ path, step, ms: performance.now() - started } satisfies StepTiming);
  }
};
