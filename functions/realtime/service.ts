/** The realtime domain's rules: who may open a socket, and what a socket's own frames do. */
import type { z } from 'zod';
import type { connectQuery } from '../../shared/schemas/realtime.js';
import { authenticate } from '../lib/auth/session.js';
import { deleteConnection, saveConnection } from '../lib/socket/connections.js';
import { pushToConnections } from '../lib/socket/push.js';

/** Stores the connection when the token names a live session; false refuses the connect. */
export const openConnection = async (connectionId: string, query: z.output<typeof connectQuery>): Promise<boolean> => {
  const claims = await authenticate(query.token);
  if (!claims) return false;
  await saveConnection({
    connectionId,
    userId: claims.userId,
    accountType: claims.accountType,
    sessionId: claims.sessionId,
    channel: query.channel,
    chatType: query.messageType,
    joinUserId: query.joinUserId,
    connectedAt: Date.now(),
  });
  return true;
};

export const closeConnection = (connectionId: string): Promise<void> => deleteConnection(connectionId);

export const answerHeartbeat = async (connectionId: string): Promise<void> => {
  await pushToConnections([connectionId], { messageType: 'HEARTBEAT', sendTime: Date.now() });
};

export const refuseFrame = async (connectionId: string, msg: string, messageId?: string): Promise<void> => {
  await pushToConnections([connectionId], { messageType: 'ERROR', code: 400, msg, messageId, sendTime: Date.now() });
};
