/**
 * The one push module: frames to connections through API Gateway's management API, in parallel with bounded
 * concurrency. A gone connection is deleted; any other failure is logged and counted, never thrown into the
 * caller's business transaction.
 */
import { ApiGatewayManagementApiClient, GoneException, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import { config } from '../config.js';
import { logger } from '../logger.js';
import { connectionsOf, deleteConnection } from './connections.js';

let client: ApiGatewayManagementApiClient | undefined;
const management = (): ApiGatewayManagementApiClient =>
  (client ??= new ApiGatewayManagementApiClient({ endpoint: config.wsCallbackUrl }));

export interface PushResult {
  delivered: number;
  gone: number;
  failed: number;
}

const CONCURRENCY = 32;

/** Sends one frame to each connection; never throws. */
export const pushToConnections = async (connectionIds: readonly string[], frame: unknown): Promise<PushResult> => {
  const data = new TextEncoder().encode(JSON.stringify(frame));
  const result: PushResult = { delivered: 0, gone: 0, failed: 0 };
  let next = 0;
  const worker = async () => {
    while (next < connectionIds.length) {
      const connectionId = connectionIds[next++] as string;
      try {
        await management().send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: data }));
        result.delivered += 1;
      } catch (error) {
        if (error instanceof GoneException) {
          result.gone += 1;
          await deleteConnection(connectionId).catch((e: unknown) => logger.warn('could not delete a gone connection', { e }));
        } else {
          result.failed += 1;
          logger.warn('push failed', { connectionId, error: error as Error });
        }
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, connectionIds.length) }, worker));
  return result;
};

/** Sends a frame to every connection of a person (of one channel if given). */
export const pushToPerson = async (userId: string, frame: unknown, channel?: 'radio' | 'chat'): Promise<PushResult> => {
  const connections = await connectionsOf(userId, channel);
  return pushToConnections(connections.map((c) => c.connectionId), frame);
};
