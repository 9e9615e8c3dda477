/**
 * Key builders of connection records, so that every question a push asks is one request, never a Scan:
 * - "connection C": GetItem on `CONN#C`;
 * - "all connections of person P" (optionally one channel, or one chat of P with Q): Query gsi1 on
 *   `USER#P#CONN`, `begins_with(gsi1sk, 'radio#' | 'chat#' | 'chat#MSG#Q#')`;
 * - "everyone online": the global sockets are spread over `ONLINE_SHARDS` partitions of gsi2, one Query each,
 *   so a broadcast never reads one hot partition and a shard's reads stay small.
 */
import { createHash } from 'node:crypto';
import type { Channel } from '../../../shared/realtime.js';
import { userIndexPartition, userPartition } from '../store/partitions.js';

export const ONLINE_SHARDS = 16;

export const connectionKey = (connectionId: string) => ({ pk: `CONN#${connectionId}`, sk: 'CONN' });

export const personConnectionsKey = (userId: string) => ({ gsi1pk: userIndexPartition(userId, 'CONN') });

/** The sort key prefix of a person's connections: a channel, or one chat (`MSG|GROUP|SERVICE` with its other side). */
export const connectionPrefix = (channel: Channel, chat?: { type: string; joinUserId: string }): string =>
  chat ? `chat#${chat.type}#${chat.joinUserId}#` : `${channel}#`;

export const connectionIndexSort = (channel: Channel, connectionId: string, chat?: { type: string; joinUserId: string }) => ({
  gsi1sk: `${connectionPrefix(channel, chat)}${connectionId}`,
});

export const onlineShardKey = (shard: number) => ({ gsi2pk: `ONLINE#${shard}` });

/** The shard of a global socket: stable for its id, evenly spread. */
export const onlineShardOf = (connectionId: string): number =>
  createHash('sha1').update(connectionId).digest().readUInt16BE(0) % ONLINE_SHARDS;

export const onlineIndexKeys = (connectionId: string) => ({ ...onlineShardKey(onlineShardOf(connectionId)), gsi2sk: connectionId });

/** The chat sockets open on one group: a Query on gsi3 finds everyone looking at it (a group message's readers). */
export const roomIndexKeys = (chatType: string, joinUserId: string, connectionId: string) => ({
  gsi3pk: `ROOM#${chatType}#${joinUserId}`,
  gsi3sk: connectionId,
});
export const roomKey = (chatType: string, joinUserId: string) => ({ gsi3pk: `ROOM#${chatType}#${joinUserId}` });

/** A person's open global sockets as one item (a string set): a BatchGet of these reaches many people at once. */
export const presenceKey = (userId: string) => ({ pk: userPartition(userId), sk: 'PRESENCE' });

/**
 * The service desk's room (docs/cooperation.md "Disputes"): the global sockets of desk staff (the SERVICE role when
 * the socket connected), one Query on gsi3 when a dispute is opened, answered or escalated. Whoever pushes to it checks
 * the role again: a person who left the desk since gets nothing.
 */
export const DESK_ROOM = { chatType: 'DESK', joinUserId: 'disputes' } as const;
