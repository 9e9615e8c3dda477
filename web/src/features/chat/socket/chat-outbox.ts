/**
 * The sends of one open chat (docs/conventions.md "Realtime"), free of React: one at a time and in order — the next
 * frame goes out only once the previous one is answered (SEND_SUCCESSFULLY or ERROR) or has timed out, so one
 * sender's messages are stored in the order they were sent. Frames wait while the socket is not open and go out
 * when it (re)opens; the one in flight when a socket is lost is sent again, with the same client `messageId`
 * (the server stores a repeated id once and acknowledges it again). A send unanswered for SEND_ACK_TIMEOUT_MS, or
 * still waiting when the socket stops for good, fails; a resend queues it again with its own id.
 */
import { TIMING } from '../../../../../shared/limits.js';
import type { ChatType } from '../../../../../shared/realtime.js';
import type { ContentType } from '../../../../../shared/schemas/chat-messages.js';

/** How long a send written to the socket waits for its answer before it shows as failed. */
export const SEND_ACK_TIMEOUT_MS = TIMING.chatSendAckMs;

/** A send frame as the chat socket writes it (shared/schemas/chat-messages.ts sendFrame). */
export interface OutgoingSend {
  messageType: ChatType;
  messageId: string;
  joinUserId: string;
  content: string;
  messageContentType: ContentType;
}

/** Why a send failed without the server refusing it: no answer in time, or the socket stopped for good. */
export type LocalFailure = 'timeout' | 'offline';

export interface OutboxOptions {
  /** Writes the frame on the socket; false when it is not open (the frame then waits for `opened`). */
  write(frame: OutgoingSend): boolean;
  onFailed(messageId: string, why: LocalFailure): void;
  timeoutMs?: number;
}

export interface Outbox {
  /** Queues a send (or a resend of a failed one: the same id); an id already waiting or in flight is ignored. */
  push(frame: OutgoingSend): void;
  /** SEND_SUCCESSFULLY for `messageId`: the next send may go. */
  acked(messageId: string): void;
  /** ERROR for `messageId`: that send is over (the caller shows why); the next may go. */
  refused(messageId: string): void;
  /** A socket opened: what was in flight on a lost one is sent again, then the rest in order. */
  opened(): void;
  /** The socket was lost and is reconnecting: the send in flight goes back to the front, to be sent again. */
  interrupted(): void;
  /** The socket stopped for good: every waiting send fails. */
  closed(): void;
  /** Whether `messageId` is waiting or in flight. */
  has(messageId: string): boolean;
  /** Clears the timer (the chat closed). */
  stop(): void;
}

export const createOutbox = ({ write, onFailed, timeoutMs = SEND_ACK_TIMEOUT_MS }: OutboxOptions): Outbox => {
  const waiting: OutgoingSend[] = [];
  let inFlight: { frame: OutgoingSend; timer: ReturnType<typeof setTimeout> } | undefined;

  const land = () => {
    if (inFlight) clearTimeout(inFlight.timer);
    inFlight = undefined;
  };

  const pump = () => {
    while (!inFlight) {
      const next = waiting[0];
      if (!next || !write(next)) return;
      waiting.shift();
      const frame = next;
      inFlight = {
        frame,
        timer: setTimeout(() => {
          if (inFlight?.frame !== frame) return;
          inFlight = undefined;
          onFailed(frame.messageId, 'timeout');
          pump();
        }, timeoutMs),
      };
    }
  };

  /** Ends `messageId`'s send, in flight or still waiting; true when it was ours. */
  const settle = (messageId: string): boolean => {
    if (inFlight?.frame.messageId === messageId) {
      land();
      pump();
      return true;
    }
    const index = waiting.findIndex((f) => f.messageId === messageId);
    if (index >= 0) waiting.splice(index, 1);
    return index >= 0;
  };

  const has = (messageId: string) => inFlight?.frame.messageId === messageId || waiting.some((f) => f.messageId === messageId);

  return {
    push: (frame) => {
      if (has(frame.messageId)) return;
      waiting.push(frame);
      pump();
    },
    acked: (messageId) => void settle(messageId),
    refused: (messageId) => void settle(messageId),
    opened: () => {
      if (inFlight) {
        // Sent on a socket that was lost before its answer: again, with the same id, with a fresh wait.
        waiting.unshift(inFlight.frame);
        land();
      }
      pump();
    },
    interrupted: () => {
      if (!inFlight) return;
      waiting.unshift(inFlight.frame);
      land();
    },
    closed: () => {
      const failed = [...(inFlight ? [inFlight.frame] : []), ...waiting.splice(0)];
      land();
      for (const frame of failed) onFailed(frame.messageId, 'offline');
    },
    has,
    stop: () => {
      land();
      waiting.splice(0);
    },
  };
};
