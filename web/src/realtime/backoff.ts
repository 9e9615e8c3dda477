/**
 * The reconnect schedule of spec §9: at most 5 attempts, the first after 2 s, each delay doubling, none longer
 * than 30 s (2, 4, 8, 16, 30 s). The constants are shared/limits.ts's TIMING, like the server's.
 */
import { TIMING } from '../../../shared/limits.js';

export interface BackoffRule {
  attempts: number;
  initialMs: number;
  capMs: number;
}

export const RECONNECT: BackoffRule = {
  attempts: TIMING.reconnectAttempts,
  initialMs: TIMING.reconnectInitialMs,
  capMs: TIMING.reconnectCapMs,
};

/**
 * The delay before reconnect attempt `attempt` (1 for the first), or undefined when the attempts are used up
 * and the socket stays closed.
 */
export const reconnectDelayMs = (attempt: number, rule: BackoffRule = RECONNECT): number | undefined => {
  if (!Number.isInteger(attempt) || attempt < 1 || attempt > rule.attempts) return undefined;
  return Math.min(rule.initialMs * 2 ** (attempt - 1), rule.capMs);
};
