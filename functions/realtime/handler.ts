/**
 * The realtime domain's Lambda behind the WebSocket API: `$connect` (token and session checked, connection
 * stored), `$disconnect`, and the routes API Gateway selects by the frame's `messageType`.
 */
import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type { APIGatewayProxyResultV2, APIGatewayProxyWebsocketEventV2 } from 'aws-lambda';
import { connectQuery, heartbeatFrame } from '../../shared/schemas/realtime.js';
import { validate } from '../../shared/validation/validate.js';
import { logger } from '../lib/logger.js';
import { answerHeartbeat, closeConnection, openConnection, refuseFrame } from './service.js';

/** API Gateway passes the connect query on the event, which its WebSocket type leaves out. */
type WsEvent = APIGatewayProxyWebsocketEventV2 & { queryStringParameters?: Record<string, string | undefined> };

const ok: APIGatewayProxyResultV2 = { statusCode: 200 };

const parseFrame = (body: string | undefined): unknown => {
  try {
    return JSON.parse(body ?? '');
  } catch {
    return undefined;
  }
};

const route = async (event: WsEvent): Promise<APIGatewayProxyResultV2> => {
  const { routeKey, connectionId } = event.requestContext;
  logger.appendKeys({ connectionId, route: routeKey });
  switch (routeKey) {
    case '$connect': {
      const query = validate(connectQuery, event.queryStringParameters ?? {});
      if (!query.ok) {
        logger.info('connect refused: bad query', { issue: query.msg });
        return { statusCode: 400 };
      }
      const outcome = await openConnection(connectionId, query.data);
      // The WebSocket stage keeps no access log; these lines are the record of who connected (never the token).
      logger.info(outcome === 'opened' ? 'connected' : `connect refused: ${outcome}`, { channel: query.data.channel, chatType: query.data.messageType });
      return outcome === 'opened' ? ok : { statusCode: 401 };
    }
    case '$disconnect':
      await closeConnection(connectionId);
      logger.info('disconnected', { reason: (event.requestContext as { disconnectReason?: string }).disconnectReason });
      return ok;
    case 'HEARTBEAT': {
      const frame = validate(heartbeatFrame, parseFrame(event.body));
      if (!frame.ok) await refuseFrame(connectionId, frame.msg);
      else await answerHeartbeat(connectionId);
      return ok;
    }
    default:
      await refuseFrame(connectionId, parseFrame(event.body) === undefined ? '消息不是合法的 JSON' : '不支持的消息类型');
      return ok;
  }
};

export const handler = middy<WsEvent, APIGatewayProxyResultV2>()
  .use(injectLambdaContext(logger, { resetKeys: true }))
  .handler(async (event) => {
    try {
      return await route(event);
    } catch (error) {
      logger.error('socket route failed', { error: error as Error });
      return { statusCode: 500 };
    }
  });
