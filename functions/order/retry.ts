/**
 * Moves of an order or a refund are decided on what was read and written under a condition on its revision; when
 * another move won meanwhile (STALE_DATA: a condition on `rev` failed, or DynamoDB saw two transactions on one item),
 * the move is read and decided again, a few times with jittered backoff, so that a payment racing a timer, or 200
 * buyers racing for one listing's stock, each get a true answer rather than 100002.
 */
import { AppError } from '../lib/errors.js';
import { ERRORS } from '../../shared/errors.js';

const ATTEMPTS = 12;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const isStale = (error: unknown): boolean => error instanceof AppError && error.code === ERRORS.STALE_DATA.code;

/** Runs `attempt` (which reads afresh each time) until it answers or refuses with anything but STALE_DATA. */
export const retrying = async <T>(attempt: () => Promise<T>): Promise<T> => {
  for (let tries = 1; ; tries += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (!isStale(error) || tries >= ATTEMPTS) throw error;
      await sleep(Math.random() * Math.min(1_000, 15 * 2 ** tries));
    }
  }
};
