/**
 * The messenger's Lambda (domain `chat`): its HTTP routes (friends, groups, conversations, records, message sounds) and the
 * chat socket's frames (`MSG`, `GROUP`, `SERVICE`, `READ`), which API Gateway routes here by `messageType`.
 */
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { chatRoutes } from '../../shared/routes/chat.js';
import { unitHandler } from '../lib/http/unit-handler.js';
import { audioBindings } from './audio/bindings.js';
import { friendBindings } from './friends/bindings.js';
import { groupBindings } from './groups/bindings.js';
import { messageBindings } from './messages/bindings.js';
import { chatSocketHandler, type ChatSocketEvent } from './messages/socket.js';

const http = unitHandler('chat', chatRoutes, [...friendBindings, ...groupBindings, ...messageBindings, ...audioBindings]);

const isSocketEvent = (event: unknown): event is ChatSocketEvent =>
  typeof (event as { requestContext?: { connectionId?: unknown } }).requestContext?.connectionId === 'string';

export const handler = (event: APIGatewayProxyEventV2 | ChatSocketEvent, context: Context) =>
  isSocketEvent(event) ? chatSocketHandler(event, context) : http(event as APIGatewayProxyEventV2, context);
