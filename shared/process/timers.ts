/** The scheduled sweep of the processes' timers (docs/processes.md "Timers"): its event and its period. */

/** What the scheduled rule (and the local cloud's scheduler) sends the project function to sweep the timers. */
export const TIMER_SWEEP_EVENT = { source: 'hezuo.timers' } as const;

/** Whether a unit's event is the timer sweep's (a unit with a schedule trigger also serves HTTP routes). */
export const isTimerSweep = (event: unknown): boolean => (event as { source?: unknown } | null)?.source === TIMER_SWEEP_EVENT.source;

/** How often the timers are swept on AWS; the local cloud sweeps every few seconds. */
export const TIMER_SWEEP_MINUTES = 1;
export const LOCAL_TIMER_SWEEP_MS = 5_000;
