/**
 * Reading the global socket's frames and handing each to the handler of its push type (spec §4). Frames are
 * validated with the zod schemas of shared/realtime.ts: one that is not JSON or not a frame is dropped with a
 * warning; one of a type this client does not know is only logged: a newer server never breaks an older tab.
 */
import { PUSH_TYPES, radioFrameSchema, type PushType, type RadioFrame, type RadioFrameIn } from '../../../shared/realtime.js';

/** A frame as it arrives, validated (shared/realtime.ts): its `messageType` is not yet known to be one of ours. */
export type IncomingFrame = RadioFrameIn;

/** A frame of a known push type. */
export type PushFrame = RadioFrame & { messageType: PushType };

/** Who received the frame: the tab holding the socket, or another tab it was relayed to. */
export interface FrameOrigin {
  leader: boolean;
}

export type PushHandlers = Readonly<Record<PushType, (frame: PushFrame, origin: FrameOrigin) => void>>;

export const isPushType = (type: string): type is PushType => (PUSH_TYPES as readonly string[]).includes(type);

/** The JSON value of a text frame, or undefined when the message is binary or not JSON. */
const jsonOf = (data: unknown): unknown => {
  if (typeof data !== 'string') return undefined;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return undefined;
  }
};

/** A short, loggable copy of what arrived. */
const excerpt = (data: unknown): string => (typeof data === 'string' ? data.slice(0, 200) : `[${typeof data}]`);

/** What a schema answers: its value, or its issues. */
type Checked<T> = { success: true; data: T } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };

/**
 * A value already read from JSON, validated with `schema` (shared/realtime.ts), or undefined when it is not a
 * valid frame: then it is dropped with a console warning (`label` names the socket), never thrown.
 */
export const checkFrame = <T>(label: string, value: unknown, schema: { safeParse(value: unknown): Checked<T> }, data: unknown = value): T | undefined => {
  const checked = schema.safeParse(value);
  if (checked.success) return checked.data;
  const issue = checked.error.issues[0];
  console.warn(`${label} ignored an invalid frame`, issue ? `${issue.path.map(String).join('.')}: ${issue.message}` : '', excerpt(typeof data === 'string' ? data : JSON.stringify(data)));
  return undefined;
};

/** A socket message read as JSON and validated like `checkFrame`, or undefined (logged) when it is not JSON. */
export const readFrame = <T>(label: string, data: unknown, schema: { safeParse(value: unknown): Checked<T> }): T | undefined => {
  const value = jsonOf(data);
  if (value === undefined) {
    console.warn(`${label} ignored a frame that is not JSON`, excerpt(data));
    return undefined;
  }
  return checkFrame(label, value, schema, data);
};

/** The frame in a global socket message, validated, or undefined (logged) when it is not one. */
export const parseFrame = (data: unknown): IncomingFrame | undefined => readFrame('[radio]', data, radioFrameSchema);

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
