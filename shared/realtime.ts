/**
 * The WebSocket protocol of docs/conventions.md "Realtime": the routes the WebSocket API selects by `messageType`,
 * the push types of spec §4 and the query of a connection.
 */
import type { Domain } from './domains.js';

/** API Gateway's route selection expression: the frame's `messageType` picks the route. */
export const WS_ROUTE_SELECTION = '$request.body.messageType';

/** Client-to-server routes and the domain whose function serves them. */
export const WS_ROUTES: Readonly<Record<string, Domain>> = {
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

/** API Gateway's limits, kept by the connection records' TTL and by the local gateway. */
export const WS_LIMITS = {
  maxConnectionSeconds: 2 * 60 * 60,
  idleSeconds: 10 * 60,
} as const;
