/**
 * A client `requestId` per attempt of a movement of money (docs/conventions.md "Money"): the same attempt sent
 * again (after a network failure or a timeout, when the first may have arrived) keeps its id, so the server answers
 * the first outcome and nothing moves twice; anything else (another amount, another method, an answer received)
 * is a new attempt with a new id.
 */
import { useRef } from 'react';
import { isHttpError } from '../../../api/http-error.js';

const newRequestId = (): string =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');

/** Whether a failure left it unknown if the server got the call: then the same attempt is sent again as it was. */
export const outcomeUnknown = (error: unknown): boolean =>
  isHttpError(error) && (error.kind === 'network' || error.kind === 'timeout' || error.kind === 'http' || error.status >= 500);

/**
 * The id of the attempt described by `what` (its amount, method … as one string): kept while `what` stays the
 * same and the last try's outcome is unknown, new otherwise.
 */
export const useRequestId = () => {
  const attempt = useRef<{ what: string; id: string; open: boolean } | undefined>(undefined);
  return {
    /** The id to send for this attempt. */
    forAttempt: (what: string): string => {
      const current = attempt.current;
      if (current && current.open && current.what === what) return current.id;
      const next = { what, id: newRequestId(), open: true };
      attempt.current = next;
      return next.id;
    },
    /** Called with the attempt's failure, or nothing after an answer: only an unknown outcome keeps the id. */
    settle: (error?: unknown): void => {
      if (attempt.current) attempt.current.open = error !== undefined && outcomeUnknown(error);
    },
  };
};
