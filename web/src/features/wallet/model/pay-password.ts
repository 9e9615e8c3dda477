/**
 * One payment from the wallet with the 6-digit pay password, as every screen that pays asks for it (the fee and
 * escrow pages, the withdrawal's dialog, the mall's checkout): the password typed, the call it is sent with, and the
 * answers the password step gives in its own place — a wrong password (its tries left) or a lock under the boxes,
 * a refused field (400) there too. Any other refusal goes to the caller first (too little balance, data that changed
 * meanwhile, identity documents …); what it leaves is shown under the boxes. Every refusal empties the boxes.
 */
import { useState } from 'react';
import { WALLET_ERRORS } from '../../../../../shared/errors/wallet.js';
import { isHttpError } from '../../../api/http-error.js';
import { useOneAtATime } from '../../../components/async-button.js';
import { tw } from '../texts.js';
import type { useRequestId } from './request-id.js';

export const PAY_PASSWORD_LENGTH = 6;

/** The refusals a payment from the wallet answers in its own place: a caller's call passes them as handled codes. */
export const WALLET_PAY_REFUSALS: readonly number[] = [
  400,
  WALLET_ERRORS.PAY_PASSWORD_NOT_SET.code,
  WALLET_ERRORS.PAY_PASSWORD_WRONG.code,
  WALLET_ERRORS.PAY_LOCKED.code,
  WALLET_ERRORS.INSUFFICIENT_BALANCE.code,
  WALLET_ERRORS.NOT_WALLET_OPERATOR.code,
];

/** A refusal of the pay call, as the server gave it. */
export interface PayRefusal {
  code: number;
  msg: string;
  data: unknown;
}

/** Whether the caller answered a refusal in its own way (true), or leaves its message to be shown under the boxes. */
export type OnPayRefused = (refusal: PayRefusal) => boolean | Promise<boolean>;

/** What one payment sends: the pay password and the attempt's requestId; answers what the payment made. */
export type PayCall<T> = (payPassword: string, requestId: string) => Promise<T>;

export type RequestIds = ReturnType<typeof useRequestId>;

/**
 * The state of the pay password step and its submit. `requestIds` is the caller's (an attempt outlives a dialog that
 * closes and opens again); `submit(what, call, …)` sends the call once at a time under the id of the attempt `what`.
 */
export const usePayPassword = (requestIds: RequestIds) => {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [locked, setLocked] = useState(false);
  // One payment at a time, the guard set in the press itself: a double click sends one payment (components/async-button.tsx).
  const { pending: sending, run } = useOneAtATime();

  const submit = async <T>(what: string, call: PayCall<T>, onPaid: (result: T) => void, onRefused?: OnPayRefused): Promise<void> => {
    if (locked) return;
    if (password.length !== PAY_PASSWORD_LENGTH) {
      setError(tw('payPassword.hint'));
      return;
    }
    await run(async () => {
      try {
        const result = await call(password, requestIds.forAttempt(what));
        requestIds.settle();
        onPaid(result);
      } catch (failure) {
        requestIds.settle(failure);
        // A failure without an answer was announced by the HTTP helper; the same attempt may be sent again as it was.
        if (!isHttpError(failure) || failure.kind !== 'business') return;
        setPassword('');
        if (failure.code === WALLET_ERRORS.PAY_PASSWORD_WRONG.code) setError(failure.msg);
        else if (failure.code === WALLET_ERRORS.PAY_LOCKED.code) {
          setError(failure.msg);
          setLocked(true);
        } else if (failure.code === 400) {
          const issues = (failure.data as { issues?: { message: string }[] } | undefined)?.issues;
          setError(issues?.[0]?.message ?? failure.msg);
        } else if (!(await onRefused?.({ code: failure.code, msg: failure.msg, data: failure.data }))) setError(failure.msg);
      }
    });
  };

  return {
    password,
    error,
    locked,
    sending,
    /** Whether the pay button can be pressed: six digits typed, nothing in flight, not locked. */
    ready: !sending && !locked && password.length === PAY_PASSWORD_LENGTH,
    /** Typing clears the last message (a lock's stays). */
    type: (value: string) => {
      setPassword(value);
      if (!locked) setError(undefined);
    },
    submit,
  };
};

export type PayPasswordState = ReturnType<typeof usePayPassword>;
