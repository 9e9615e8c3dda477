/**
 * The chat socket's frames (docs/conventions.md "Realtime"): `MSG`, `GROUP`, `SERVICE` send a message (stored first,
 * then acknowledged with SEND_SUCCESSFULLY and delivered; with `clientSeq`, after the connection's previous
 * send), `READ` marks the conversation read. A refused frame
 * is answered with `ERROR { code, msg, messageId }` on the same socket; nothing is half-written.
 */
import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type { APIGatewayProxyResultV2, APIGatewayProxyWebsocketEventV2 } from 'aws-lambda';
import { ERRORS } from '../../../shared/errors.js';
import type { ChatType } from '../../../shared/realtime.js';
import { readFrame, sendFrame } from '../../../shared/schemas/chat-messages.js';
import { validate } from '../../../shared/validation/validate.js';
import { isSessionLive } from '../../lib/auth/session.js';
import { AppError } from '../../lib/errors.js';
import { logger } from '../../lib/logger.js';
import { knownConnection } from '../../lib/socket/connection-store.js';
import { timed } from '../../lib/steps.js';
import { closeConnections, pushToConnections, radioFrame } from '../../lib/socket/push.js';
import { deliver, lookupReaders } from './delivery.js';
import { markRead } from './history.js';
import { checkTarget, CONNECTION_GONE, storeMessage } from './send.js';

export type ChatSocketEvent = APIGatewayProxyWebsocketEventV2;

const ok: APIGatewayProxyResultV2 = { statusCode: 200 };

/** Thrown inside a send when its socket's session turned out to be over. */
const SESSION_ENDED = Symbol('session ended');

const parse = (body: string | undefined): unknown => {
  try {
    return JSON.parse(body ?? '');
  } catch {
    return undefined;
  }
};

const refuse = (connectionId: string, code: number, msg: string, messageId?: unknown) =>
  pushToConnections([connectionId], { messageType: 'ERROR', code, msg, messageId: typeof messageId === 'string' ? messageId : undefined, sendTime: Date.now() });

const route = async (event: ChatSocketEvent): Promise<APIGatewayProxyResultV2> => {
  const { connectionId, routeKey } = event.requestContext;
  logger.appendKeys({ connectionId, route: routeKey });
  const body = parse(event.body) as { messageId?: unknown } | undefined;
  const connection = await timed('send', 'connection', knownConnection(connectionId));
  // A socket whose session ended (replaced, logged out) may not write: it is told and closed.
  const expire = async () => {
    await pushToConnections([connectionId], radioFrame('SERVER_LOGIN_EXPIRED'));
    await closeConnections([connectionId]);
    return ok;
  };
  if (!connection) return expire();
  const me = connection.userId;
  try {
    if (routeKey === 'READ') {
      if (!(await isSessionLive(connection))) return expire();
      const frame = validate(readFrame, body);
      if (!frame.ok) return (await refuse(connectionId, 400, frame.msg), ok);
      await markRead(me, (connection.chatType as ChatType | undefined) ?? 'MSG', frame.data.joinUserId);
      return ok;
    }
    const frame = validate(sendFrame, body);
    // A chat socket is opened on one conversation; it sends only there.
    const misplaced = frame.ok && (connection.channel !== 'chat' || connection.chatType !== frame.data.messageType || connection.joinUserId !== frame.data.joinUserId);
    if (!frame.ok || misplaced) {
      if (!(await isSessionLive(connection))) return expire();
      return (await refuse(connectionId, 400, frame.ok ? '请在该会话的聊天连接中发送消息' : frame.msg, body?.messageId), ok);
    }
    // Every read of the send in one parallel batch (the session, the rules, the thread's head, the readers),
    // then its one transaction, then pushes (docs/BENCHMARKS.md "Messenger").
    const send = frame.data;
    const live = isSessionLive(connection).then((yes) => {
      if (!yes) throw SESSION_ENDED;
    });
    const target = checkTarget(me, send.messageType, send.joinUserId);
    const readers = lookupReaders(me, send);
    // Whichever of them fails first is the answer; the others' failures are not left unhandled.
    for (const started of [target, readers]) started.catch(() => undefined);
    try {
      // With `clientSeq`, the connection's sends are numbered in that order (docs/conventions.md "Realtime").
      const order = send.clientSeq === undefined ? undefined : { connectionId, clientSeq: send.clientSeq };
      const outcome = await storeMessage(me, send, { target, before: live, order, limited: true });
      await deliver(me, connectionId, send, outcome, readers);
    } catch (error) {
      // A refused send on a socket whose session is over is answered as the session's end, as before any rule.
      throw (await live.then(
        () => error,
        () => SESSION_ENDED,
      )) as unknown;
    }
    return ok;
  } catch (error) {
    if (error === SESSION_ENDED) return expire();
    // A send that waited for its predecessor on a socket now closed: not stored; its client resends it.
    if (error === CONNECTION_GONE) return ok;
    if (error instanceof AppError) {
      await refuse(connectionId, error.code, error.message, body?.messageId);
      return ok;
    }
    logger.error('chat frame failed', { error: error as Error });
    await refuse(connectionId, ERRORS.INTERNAL.code, ERRORS.INTERNAL.msg, body?.messageId);
    return ok;
  }
};

export const chatSocketHandler = middy<ChatSocketEvent, APIGatewayProxyResultV2>()
  .use(injectLambdaContext(logger, { resetKeys: true }))
  .handler(route);
