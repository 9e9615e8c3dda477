/** The query of a WebSocket connect (docs/conventions.md "Realtime") and the frames of the realtime routes. */
import { CHANNELS, CHAT_TYPES } from '../realtime.js';
import { id, input, oneOf, text } from '../validation/zod.js';

export const connectQuery = input({
  token: text('令牌', { max: 2048 }),
  channel: oneOf('通道', CHANNELS),
  messageType: oneOf('会话类型', CHAT_TYPES).optional(),
  joinUserId: id('会话对象').optional(),
});

export const heartbeatFrame = input({
  messageType: oneOf('消息类型', ['HEARTBEAT']),
});
