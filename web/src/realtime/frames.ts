/**
 * Reading the global socket's frames and handing each to the handler of its push type (spec §4). A frame that
 * is not JSON, or of a type this client does not know, is only logged: a newer server never breaks an older tab.
 */
import { PUSH_TYPES, type PushType, type RadioFrame } from '../../../shared/realtime.js';

/** A frame as it arrives: an object with a string `messageType`, not yet known to be one of ours. */
export type IncomingFrame = Omit<RadioFrame, 'messageType'> & { messageType: string };

/** A frame of a known push type. */
export type PushFrame = RadioFrame & { messageType: PushType };

/** Who received the frame: the tab holding the socket, or another tab it was relayed to. */
export interface FrameOrigin {
  leader: boolean;
}

export type PushHandlers = Readonly<Record<PushType, (frame: PushFrame, origin: FrameOrigin) => void>>;

export const isPushType = (type: string): type is PushType => (PUSH_TYPES as readonly string[]).includes(type);

/** The frame in a socket message, or undefined (logged) when it is not one. */
export const parseFrame = (data: unknown): IncomingFrame | undefined => {
  if (typeof data !== 'string') {
    console.warn('[radio] ignored a binary frame');
    return undefined;
  }
  try {
    const value: unknown = JSON.parse(data);
    if (typeof value === 'object' && value !== null && typeof (value as { messageType?: unknown }).messageType === 'string') {
      return value as IncomingFrame;
    }
  } catch {
    // Logged below with the others.
  }
  console.warn('[radio] ignored a frame that is not a push', data.slice(0, 200));
  return undefined;
};

/** Runs the handler of the frame's type; returns the frame it handled, or undefined when none ran. */
export const dispatchFrame = (frame: IncomingFrame, handlers: PushHandlers, origin: FrameOrigin): PushFrame | undefined => {
  const type = frame.messageType;
  if (type === 'ERROR') {
    console.warn('[radio] the server refused a frame', frame);
    return undefined;
  }
  if (!isPushType(type)) {
    console.info('[radio] unknown push type, ignored:', type);
    return undefined;
  }
  const push: PushFrame = { ...frame, messageType: type };
  handlers[type](push, origin);
  return push;
};
