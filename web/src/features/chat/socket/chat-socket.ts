/**
 * The socket of one open chat (spec §4, §9; docs/conventions.md "Realtime"), free of React: the managed socket of
 * web/src/realtime/managed-socket.ts with the chat's policy — HEARTBEAT on open and every 60 s; at a tick whose last
 * server heartbeat is 120 s old, or whose socket is not open, the chat variant of spec §9 resets the recorded time,
 * stops the ping timer, still sends that tick and reconnects. Error or close reconnects after 2, 4, 8, 16, 30 s (at
 * most 5 attempts, one pending at a time); an open resets the count. Incoming frames are validated with the zod
 * schemas of shared/realtime.ts: an invalid one is dropped with a warning, a frame of another kind (a push of the
 * global socket) only logged.
 */
import { looseObject, string, type z } from 'zod';
import { CHAT_FRAME_TYPES, chatServerFrameSchema } from '../../../../../shared/realtime.js';
import { CONTENT_TYPES } from '../../../../../shared/schemas/chat-messages.js';
import { checkFrame, readFrame } from '../../../realtime/frames.js';
import { createManagedSocket, FINAL_CLOSE_CODES, SPEC_TIMINGS, type ManagedSocketState, type OpenSocket, type SocketPolicy } from '../../../realtime/managed-socket.js';

/** Spec §9 for a chat: a stale tick still sends its HEARTBEAT, then reconnects. */
export const CHAT_POLICY: SocketPolicy = { label: '[chat]', ...SPEC_TIMINGS, beatOnStaleTick: true, finalCloseCodes: FINAL_CLOSE_CODES };

export type ChatSocketState = 'connecting' | 'connected' | 'reconnecting' | 'closed';

const chatFrameSchema = chatServerFrameSchema(CONTENT_TYPES);
/** A frame from the server on a chat socket, validated. */
export type ChatIncoming = z.output<typeof chatFrameSchema>;
/** Any frame: an object with a string messageType (the kind is checked before the frame's fields). */
const envelope = looseObject({ messageType: string() });

export const parseChatFrame = (data: unknown): ChatIncoming | undefined => {
  const frame = readFrame('[chat]', data, envelope);
  if (!frame) return undefined;
  if (!CHAT_FRAME_TYPES.includes(frame.messageType)) {
    console.info('[chat] ignored a frame of another kind:', frame.messageType);
    return undefined;
  }
  return checkFrame('[chat]', frame, chatFrameSchema, data);
};

export interface ChatSocketOptions {
  /** The address, or undefined once there is no session (the socket then stops). */
  url: () => string | undefined;
  onFrame: (frame: ChatIncoming) => void;
  /** Each open; `again` is false for the first one after `start` (records load), true after a reconnect (catch-up). */
  onOpen?: (again: boolean) => void;
  onState?: (state: ChatSocketState) => void;
  open?: OpenSocket;
  now?: () => number;
}

export interface ChatSocket {
  start(): void;
  stop(): void;
  /** Sends a JSON frame; false when the socket is not open. */
  send(frame: object): boolean;
  isOpen(): boolean;
  state(): ChatSocketState;
}

const chatState = (state: ManagedSocketState): ChatSocketState => (state === 'disconnected' ? 'closed' : state);

export const createChatSocket = ({ onState, ...options }: ChatSocketOptions): ChatSocket => {
  const socket = createManagedSocket<ChatIncoming>({
    ...options,
    policy: CHAT_POLICY,
    parse: parseChatFrame,
    onState: (state) => onState?.(chatState(state)),
  });
  return {
    start: () => socket.start(),
    stop: socket.stop,
    send: (frame) => socket.send(JSON.stringify(frame)),
    isOpen: socket.isOpen,
    state: () => chatState(socket.state()),
  };
};
