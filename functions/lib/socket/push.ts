/**
 * The one push module every domain uses: frames to connections through API Gateway's management API, in
 * parallel with bounded concurrency. A gone connection is deleted (unless it may be still connecting); any other failure (a lookup or a send) is
 * logged and counted, never thrown into the caller's business transaction.
 */
import {
  ApiGatewayManagementApiClient,
  DeleteConnectionCommand,
  GoneException,
  PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import type { Channel, PushType, RadioFrame } from '../../../shared/realtime.js';
import { config } from '../config.js';
import { logger } from '../logger.js';
import { connectionsOf, connectionsOfSurely, deleteConnection, forgetGoneConnection, onlineConnectionIds, presenceOf, type Connection } from './connection-store.js';

let client: ApiGatewayManagementApiClient | undefined;
const management = (): ApiGatewayManagementApiClient =>
  (client ??= new ApiGatewayManagementApiClient({ endpoint: config.wsCallbackUrl }));

export interface PushResult {
  delivered: number;
  gone: number;
  failed: number;
}

const NOTHING: PushResult = { delivered: 0, gone: 0, failed: 0 };

/** Sends in flight at once per push: enough to fill a Lambda's sockets, not enough to be throttled. */
const CONCURRENCY = 32;
/** People looked up at once by `pushToPeople` (one Query each). */
const LOOKUP_CONCURRENCY = 32;

/** A global-socket frame of spec §3 "Socket message", stamped now. */
export const radioFrame = (messageType: PushType, fields: Omit<RadioFrame, 'messageType' | 'sendTime'> = {}): RadioFrame => ({
  messageType,
  sendTime: Date.now(),
  ...fields,
});

/** Runs `work` over `items` with at most `limit` in flight. */
const eachLimited = async <T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> => {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
};

/**
 * Sends one frame to each connection; never throws. `owners` names the person of a global socket where its
 * record may be gone already, so that a gone socket also leaves its person's presence.
 */
export const pushToConnections = async (
  connectionIds: readonly string[],
  frame: unknown,
  owners?: ReadonlyMap<string, string>,
): Promise<PushResult> => {
  const data = new TextEncoder().encode(JSON.stringify(frame));
  const result: PushResult = { ...NOTHING };
  await eachLimited(connectionIds, CONCURRENCY, async (connectionId) => {
    try {
      await management().send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: data }));
      result.delivered += 1;
    } catch (error) {
      if (error instanceof GoneException) {
        result.gone += 1;
        const userId = owners?.get(connectionId);
        await forgetGoneConnection(connectionId, userId ? { userId, channel: 'radio' } : undefined).catch((e: unknown) =>
          logger.warn('could not delete a gone connection', { error: e as Error }),
        );
      } else {
        result.failed += 1;
        logger.warn('push failed', { connectionId, error: error as Error });
      }
    }
  });
  if (result.gone + result.failed > 0) logger.info('push finished', { ...result, messageType: (frame as { messageType?: string }).messageType });
  return result;
};

/** Looks connections up and pushes to them; a failed lookup counts as one failure. */
const pushToFound = async (lookup: () => Promise<Connection[]>, frame: unknown, pick?: (c: Connection) => boolean): Promise<PushResult> => {
  let connections: Connection[];
  try {
    connections = await lookup();
  } catch (error) {
    logger.warn('push lookup failed', { error: error as Error });
    return { ...NOTHING, failed: 1 };
  }
  return pushToConnections((pick ? connections.filter(pick) : connections).map((c) => c.connectionId), frame);
};

/** Sends a frame to every connection of a person (of one channel if given): one Query, then the sends. */
export const pushToPerson = (userId: string, frame: unknown, channel?: Channel): Promise<PushResult> =>
  pushToFound(() => connectionsOf(userId, channel), frame);

/**
 * The sockets of sessions that ended (a replaced login, a logout, a password reset, a disabled account): told with
 * `frame` when given, then closed and forgotten, so that they receive nothing more (docs/SECURITY.md "Sessions
 * and sockets"). One Query of the person's connections and a strong read of their presence (a global socket that
 * connected a moment ago is not missed because the index has not caught up).
 */
export const closeSessionSockets = async (userId: string, sessionIds: readonly string[], frame?: unknown): Promise<void> => {
  if (sessionIds.length === 0) return;
  let ended: string[];
  try {
    ended = (await connectionsOfSurely(userId)).filter((c) => sessionIds.includes(c.sessionId)).map((c) => c.connectionId);
  } catch (error) {
    // Their next frame or heartbeat meets the ended session and closes them (realtime/service.ts).
    logger.warn('ended sessions: connection lookup failed', { error: error as Error });
    return;
  }
  if (frame !== undefined) await pushToConnections(ended, frame);
  await closeConnections(ended);
};

/** Sends a frame to several people: one Query per person (several at once), then all the sends together. */
export const pushToPeople = async (userIds: readonly string[], frame: unknown, channel?: Channel): Promise<PushResult> => {
  const ids: string[] = [];
  let failedLookups = 0;
  await eachLimited([...new Set(userIds)], LOOKUP_CONCURRENCY, async (userId) => {
    try {
      for (const c of await connectionsOf(userId, channel)) ids.push(c.connectionId);
    } catch (error) {
      failedLookups += 1;
      logger.warn('push lookup failed', { userId, error: error as Error });
    }
  });
  const result = await pushToConnections(ids, frame);
  return { ...result, failed: result.failed + failedLookups };
};

/**
 * Sends a frame to the global sockets of those of `userIds` who are online (BANG_RADIO to a group's members):
 * one BatchGet of presence per 100 people, so the work follows the people online, not the list's length.
 */
export const pushToOnline = async (userIds: readonly string[], frame: unknown): Promise<PushResult> => {
  let presence: Map<string, string[]>;
  try {
    presence = await presenceOf(userIds);
  } catch (error) {
    logger.warn('presence lookup failed', { error: error as Error });
    return { ...NOTHING, failed: 1 };
  }
  const owners = new Map<string, string>();
  for (const [userId, ids] of presence) for (const id of ids) owners.set(id, userId);
  return pushToConnections([...owners.keys()], frame, owners);
};

/** Sends a frame to every global socket online (PROGRAM_UPDATE): one Query per online shard, then the sends. */
export const pushToEveryone = async (frame: unknown): Promise<PushResult> => {
  let ids: string[];
  try {
    ids = await onlineConnectionIds();
  } catch (error) {
    logger.warn('online lookup failed', { error: error as Error });
    return { ...NOTHING, failed: 1 };
  }
  return pushToConnections(ids, frame);
};

/** Closes connections at the gateway (their `$disconnect` follows) and drops their records; never throws. */
export const closeConnections = async (connectionIds: readonly string[]): Promise<void> => {
  await eachLimited(connectionIds, CONCURRENCY, async (connectionId) => {
    await management()
      .send(new DeleteConnectionCommand({ ConnectionId: connectionId }))
      .catch((error: unknown) => {
        if (!(error instanceof GoneException)) logger.warn('could not close a connection', { connectionId, error: error as Error });
      });
    await deleteConnection(connectionId).catch((error: unknown) => logger.warn('could not delete a connection', { error: error as Error }));
  });
};
