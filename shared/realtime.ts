/**
 * The WebSocket protocol of docs/conventions.md "Realtime": the routes the WebSocket API selects by `messageType`,
 * the push types of spec §4 and the query of a connection.
 */
import { array, boolean, discriminatedUnion, enum as zodEnum, literal, number, object, string, type z } from 'zod';
import type { UnitName } from './units.js';

/** API Gateway's route selection expression: the frame's `messageType` picks the route. */
export const WS_ROUTE_SELECTION = '$request.body.messageType';

/** Client-to-server routes and the unit whose function serves them (shared/units.ts). */
export const WS_ROUTES: Readonly<Record<string, UnitName>> = {
  $connect: 'realtime',
  $disconnect: 'realtime',
  $default: 'realtime',
  HEARTBEAT: 'realtime',
  // The chat socket's frames (docs/conventions.md "Realtime"): sends of each conversation type, and read marks.
  MSG: 'chat',
  GROUP: 'chat',
  SERVICE: 'chat',
  READ: 'chat',
};

/** The conversation types of a chat socket and of a send frame. */
export const CHAT_TYPES = ['MSG', 'GROUP', 'SERVICE'] as const;
export type ChatType = (typeof CHAT_TYPES)[number];

/** The platform's service account: a person's SERVICE chat socket and frames name it as `joinUserId`. */
export const SERVICE_ACCOUNT_ID = 'hezuo-service';
/** spec §3: the conversation list's system activity feed (`joinUserId` 0, or -1 from older clients): platform notices. */
export const SYSTEM_FEED_IDS: readonly string[] = ['0', '-1'];

export const PUSH_TYPES = [
  'HEARTBEAT',
  'BANG_RADIO',
  'NOTICE_RADIO',
  'NEED_RADIO',
  'KICK_USER_OFFLINE',
  'DISABLE_ACCOUNT',
  'REFRESH_PRIVILEGES',
  'SERVER_LOGIN_EXPIRED',
  'PROGRAM_UPDATE',
] as const;
export type PushType = (typeof PUSH_TYPES)[number];

export const CHANNELS = ['radio', 'chat'] as const;
export type Channel = (typeof CHANNELS)[number];

/** A frame the server sends on the global socket (spec §3 "Socket message"). */
export interface RadioFrame {
  messageType: PushType | 'ERROR';
  sendTime: number;
  joinUserId?: string;
  messageId?: string;
  content?: string;
  joinUserIds?: string[];
}

/**
 * What the SPA accepts as a global socket frame (docs/conventions.md "Realtime"): a RadioFrame whose `messageType`
 * is any string (a push type this client does not know is logged and ignored, never an error: a newer server never
 * breaks an older tab); ERROR frames also carry `code` and `msg`. Unknown fields are dropped.
 */
export const radioFrameSchema = object({
  messageType: string().min(1),
  sendTime: number(),
  joinUserId: string().optional(),
  messageId: string().optional(),
  content: string().optional(),
  joinUserIds: array(string()).optional(),
  code: number().optional(),
  msg: string().optional(),
});
export type RadioFrameIn = z.output<typeof radioFrameSchema>;

/** The server's answers on a chat socket besides stored messages (docs/conventions.md "Realtime"). */
const chatHeartbeatFrame = object({ messageType: literal('HEARTBEAT'), sendTime: number().optional() });
/** The other side read the conversation up to `seq` (no seq: everything). */
const chatReadFrame = object({ messageType: literal('READ'), joinUserId: string().optional(), seq: number().optional(), sendTime: number().optional() });
/** A send stored: the client's `messageId`, the stored number and time, the content as readers get it. */
const sendSuccessFrame = object({
  messageType: literal('SEND_SUCCESSFULLY'),
  messageId: string().min(1),
  seq: number().int(),
  sendTime: number(),
  storedId: string().optional(),
  content: string().optional(),
});
/** A refused frame: the business code, its Chinese text and, for a send, the client's `messageId`. */
const chatErrorFrame = object({ messageType: literal('ERROR'), code: number(), msg: string(), messageId: string().optional(), sendTime: number().optional() });

/** The frame types a chat socket receives; anything else there (a push of the global socket) is ignored. */
export const CHAT_FRAME_TYPES: readonly string[] = ['HEARTBEAT', 'READ', 'SEND_SUCCESSFULLY', 'ERROR', ...CHAT_TYPES];

/**
 * The frames of a chat socket, validated: the answers above and the stored message of spec §3 "Chat message"
 * (shared/schemas/chat-messages.ts ChatMessage). `contentTypes` is that module's CONTENT_TYPES, handed in because
 * that module imports this one (a module cycle otherwise).
 */
export const chatServerFrameSchema = <C extends string>(contentTypes: readonly [C, ...C[]]) =>
  discriminatedUnion('messageType', [
    chatHeartbeatFrame,
    chatReadFrame,
    sendSuccessFrame,
    chatErrorFrame,
    object({
      messageType: zodEnum(CHAT_TYPES),
      messageId: string(),
      seq: number().int(),
      clientMessageId: string().default(''),
      messageContentType: zodEnum(contentTypes),
      content: string(),
      joinUserId: string(),
      userId: string(),
      nickname: string().default(''),
      headPortrait: string().default(''),
      sex: string().default(''),
      read: boolean(),
      isFriend: boolean(),
      sendTime: number(),
    }),
  ]);

/** API Gateway's limits, kept by the connection records' TTL and by the local gateway. */
export const WS_LIMITS = {
  maxConnectionSeconds: 2 * 60 * 60,
  idleSeconds: 10 * 60,
  /**
   * API Gateway answers Gone for a connection whose `$connect` is still running (its integration may take up to
   * 29 s): a record this young whose socket is "gone" may be one about to open, and is kept.
   */
  connectingSeconds: 30,
} as const;
