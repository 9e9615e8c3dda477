/**
 * A client `requestId` per attempt of a call that moves money or stock (docs/conventions.md "Money"): 提交订单 and
 * 申请退款 sent again after a lost answer keep their id, so the server answers the first outcome and nothing is
 * ordered or refunded twice; any answer (or a changed attempt) starts a new id. Payments keep theirs in WalletPay.
 */
import { useRef } from 'react';
import { isHttpError } from '../../../api/http-error.js';

const newRequestId = (): string =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');

/** Whether a failure left it unknown if the server got the call. */
const outcomeUnknown = (error: unknown): boolean =>
  isHttpError(error) && (error.kind === 'network' || error.kind === 'timeout' || error.kind === 'http' || error.status >= 500);

export const useAttemptId = () => {
  const attempt = useRef<{ what: string; id: string; open: boolean } | undefined>(undefined);
  return {
    forAttempt: (what: string): string => {
      const current = attempt.current;
      if (current && current.open && current.what === what) return current.id;
      attempt.current = { what, id: newRequestId(), open: true };
      return attempt.current.id;
    },
    settle: (error?: unknown): void => {
      if (attempt.current) attempt.current.open = error !== undefined && outcomeUnknown(error);
    },
  };
};
