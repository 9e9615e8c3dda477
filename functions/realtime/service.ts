/** The realtime domain's rules: who may open a socket, and what a socket's own frames do. */
import type { z } from 'zod';
import type { connectQuery } from '../../shared/schemas/realtime.js';
import { isStaff, maySeeConversation } from '../chat/public.js';
import { authenticate, isSessionLive, sessionStanding } from '../lib/auth/session.js';
import { connectionById, deleteConnection, saveConnection } from '../lib/socket/connection-store.js';
import { closeConnections, pushToConnections, radioFrame } from '../lib/socket/push.js';

/**
 * Stores the connection when the token names a live session and, for a chat socket, the person may see the
 * conversation it names (chat/access.ts). Anything else is refused, the same way a bad token is (401). A global
 * socket names no conversation: what its query says of one is ignored.
 */
export const openConnection = async (connectionId: string, query: z.output<typeof connectQuery>): Promise<'opened' | 'no session' | 'conversation not allowed'> => {
  const claims = await authenticate(query.token);
  if (!claims) return 'no session';
  const chat = query.channel === 'chat' ? { chatType: query.messageType, joinUserId: query.joinUserId } : {};
  if (query.channel === 'chat') {
    if (!query.messageType || !query.joinUserId || !(await maySeeConversation(claims.userId, query.messageType, query.joinUserId))) {
      return 'conversation not allowed';
    }
  }
  // Desk staff's global socket joins the desk's room (the dispute pushes: docs/cooperation.md "Disputes").
  const desk = query.channel === 'radio' && (await isStaff(claims.userId));
  await saveConnection({
    connectionId,
    userId: claims.userId,
    accountType: claims.accountType,
    sessionId: claims.sessionId,
    channel: query.channel,
    ...chat,
    ...(desk ? { desk } : {}),
    connectedAt: Date.now(),
  });
  // A session that ended while this connect was under way closed the sockets it found; this one it may not have.
  if (!(await isSessionLive(claims))) {
    await deleteConnection(connectionId);
    return 'no session';
  }
  return 'opened';
};

export const closeConnection = (connectionId: string): Promise<void> => deleteConnection(connectionId);

/**
 * Answers a heartbeat with the server time, unless the socket's session has ended meanwhile or its record is gone:
 * then the socket is told why and closed (spec §4) — KICK_USER_OFFLINE when a newer login replaced the session
 * (the kick sent at that login can miss a socket still in its `$connect`, which the heartbeat sent on open
 * catches), SERVER_LOGIN_EXPIRED when it was logged out or expired.
 */
export const answerHeartbeat = async (connectionId: string): Promise<void> => {
  const connection = await connectionById(connectionId);
  // No record: the connection was closed and forgotten (its session ended) or outlived every limit.
  const standing = connection ? await sessionStanding(connection) : 'ended';
  if (standing !== 'live') {
    await pushToConnections([connectionId], radioFrame(standing === 'replaced' ? 'KICK_USER_OFFLINE' : 'SERVER_LOGIN_EXPIRED'));
    await closeConnections([connectionId]);
    return;
  }
  await pushToConnections([connectionId], radioFrame('HEARTBEAT'));
};

export const refuseFrame = async (connectionId: string, msg: string, messageId?: string): Promise<void> => {
  await pushToConnections([connectionId], { messageType: 'ERROR', code: 400, msg, messageId, sendTime: Date.now() });
};
