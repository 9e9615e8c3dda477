/**
 * The messages store: each person's conversation items, group read positions and the service desk's consult items;
 * threads and their messages are in thread-store.ts, a connection's send order in order-store.ts.
 * Keys: ../keys.ts; design: docs/data-model.md "Messenger".
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ChatType } from '../../../shared/realtime.js';
import type { ContentType } from '../../../shared/schemas/chat-messages.js';
import type { GoodsSearchItem } from '../../../shared/schemas/mall-search.js';
import { SEARCH_KINDS } from '../../../shared/search.js';
import { ddb, getItem, queryAll, table, updateItem, type TransactItems } from '../../lib/store/client.js';
import { CONVERSATION_PREFIX, consultKey, conversationKey, groupMemberKey } from '../keys.js';
import { userPartition } from '../../lib/store/partitions.js';

import { ifNewer, type MessageItem } from './thread-store.js';

export * from './thread-store.js';
export * from './order-store.js';

// ---------------------------------------------------------------- listings named by goods cards

/**
 * A mall listing as a goods card names it: the mall's item (`GOODS#<id>` / `GOODS`), whose layout the mall publishes in
 * shared (`SEARCH_KINDS.goods`, `GoodsSearchItem`) because the domains that read it stand below or above the mall.
 */
export const listingOfCard = (goodsId: string): Promise<Pick<GoodsSearchItem, 'id' | 'goodsType' | 'goodsCategory' | 'name' | 'isOnSale' | 'deleted'> | undefined> =>
  getItem({ pk: `${SEARCH_KINDS.goods.pkPrefix}${goodsId}`, sk: SEARCH_KINDS.goods.sk }, { consistent: true, projection: 'id, goodsType, goodsCategory, #name, isOnSale, deleted', names: { '#name': 'name' } });

/**
 * A project as a project card names it: the project domain's item (`PROJECT#<id>` / `PROJECT`), whose layout is
 * published in shared (`SEARCH_KINDS.project`) for the domains that read it.
 */
export const projectOfCard = (
  projectId: string,
): Promise<{ projectId: string; name: string; visibility: 'PUBLIC' | 'PRIVATE'; publisherType: string; publisherId: string; deleted?: boolean } | undefined> =>
  getItem(
    { pk: `${SEARCH_KINDS.project.pkPrefix}${projectId}`, sk: SEARCH_KINDS.project.sk },
    { consistent: true, projection: 'projectId, #name, visibility, publisherType, publisherId, deleted', names: { '#name': 'name' } },
  );

// ---------------------------------------------------------------- conversation items

export interface ConversationItem {
  userId: string;
  messageType: ChatType;
  joinUserId: string;
  unreadMessage: number;
  /** The messages of the other side up to this number are read by this person. */
  lastReadSeq: number;
  /** The number of the message this item shows (the newest one stored). */
  lastSeq: number;
  /** How many messages were ever counted into `unreadMessage`: a read mark that saw another number redoes itself. */
  received?: number;
  updateTime: number;
  lastMessage: string;
  lastContentType: ContentType;
  stickTop?: boolean;
}

export const getConversation = async (userId: string, type: ChatType, joinUserId: string): Promise<ConversationItem | undefined> => {
  const out = await ddb.send(new GetCommand({ TableName: table(), Key: conversationKey(userId, type, joinUserId), ConsistentRead: true }));
  return out.Item as ConversationItem | undefined;
};

/** Every conversation item of a person (one-to-one and service): one Query on their partition. */
export const conversationsOf = (userId: string): Promise<ConversationItem[]> =>
  queryAll<ConversationItem>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :conv)',
    ExpressionAttributeValues: { ':pk': userPartition(userId), ':conv': CONVERSATION_PREFIX },
  });

/**
 * How a message moves an item: `newest` (the fast path: it is the thread's newest number, so the item simply
 * shows it) or `counts` (the slow path: only what is counted — unread, the sender's zero — and the preview of an
 * item made by this message; `showOnConversation` moves the preview after, if nothing newer is shown).
 */
export type MoveMode = 'newest' | 'counts';

/** What an item shows of its newest message, set by each mode (the values are `shownValues`). */
const SHOWN: Readonly<Record<MoveMode, string>> = {
  newest: 'updateTime = :now, lastMessage = :preview, lastContentType = :ctype, lastSeq = :seq',
  counts:
    'updateTime = if_not_exists(updateTime, :now), lastMessage = if_not_exists(lastMessage, :preview), lastContentType = if_not_exists(lastContentType, :ctype), lastSeq = if_not_exists(lastSeq, :seq)',
};

type Shown = Pick<MessageItem, 'seq' | 'sendTime' | 'messageContentType'>;

const shownValues = (message: Shown, preview: string) => ({ ':now': message.sendTime, ':preview': preview, ':ctype': message.messageContentType, ':seq': message.seq });

/** After a slow-path message is stored: the item shows it (and `also`) unless it already shows a newer one. */
const showIfNewer = (key: { pk: string; sk: string }, message: Shown, preview: string, also = ''): Promise<void> =>
  ifNewer(
    new UpdateCommand({
      TableName: table(),
      Key: key,
      UpdateExpression: `SET ${SHOWN.newest}${also}`,
      ConditionExpression: 'attribute_exists(pk) AND lastSeq <= :seq',
      ExpressionAttributeValues: shownValues(message, preview),
    }),
  );

/**
 * The transaction item that moves a person's conversation to a new message: the sender has read everything up
 * to it (writing in a chat means reading it: their unread goes to 0), the receiver has one more unread (and one
 * more `received`, which a read mark checks).
 */
export const conversationUpdate = (
  owner: string,
  type: ChatType,
  joinUserId: string,
  message: Shown,
  preview: string,
  role: 'sender' | 'receiver',
  mode: MoveMode = 'newest',
): TransactItems[number] => {
  const shown = SHOWN[mode];
  const read = role === 'sender' ? (mode === 'newest' ? 'lastReadSeq = :seq, unreadMessage = :zero' : 'lastReadSeq = if_not_exists(lastReadSeq, :seq), unreadMessage = :zero') : 'lastReadSeq = if_not_exists(lastReadSeq, :zero)';
  return {
    Update: {
      TableName: table(),
      Key: conversationKey(owner, type, joinUserId),
      UpdateExpression: `SET userId = :owner, messageType = :type, joinUserId = :join, ${shown}, ${read}${role === 'receiver' ? ' ADD unreadMessage :one, received :one' : ''}`,
      ExpressionAttributeValues: {
        ':owner': owner,
        ':type': type,
        ':join': joinUserId,
        ...shownValues(message, preview),
        ':zero': 0,
        ...(role === 'receiver' ? { ':one': 1 } : {}),
      },
    },
  };
};

/**
 * After a slow-path message is stored: a person's conversation item shows it unless it shows a newer one (and
 * the sender's read position moves to it, forward only with the preview).
 */
export const showOnConversation = (
  owner: string,
  type: ChatType,
  joinUserId: string,
  message: Shown,
  preview: string,
  role: 'sender' | 'receiver',
): Promise<void> => showIfNewer(conversationKey(owner, type, joinUserId), message, preview, role === 'sender' ? ', lastReadSeq = :seq' : '');

/**
 * Marks a one-to-one or service conversation read up to `seq` (the thread's head as just read): unread 0. The
 * item was read before the head, with `received`; a message counted since makes this 'stale' (the caller reads
 * again), so a read mark never swallows a newer message's unread, whatever order messages are stored in.
 */
export const markConversationRead = (userId: string, type: ChatType, joinUserId: string, seq: number, received: number | undefined): Promise<ReadOutcome> =>
  markReadUpTo(conversationKey(userId, type, joinUserId), 'SET unreadMessage = :zero, lastReadSeq = :seq', seq, received);

/** Moves a group member's read position forward to `seq` (never back): unread = head − it. */
export const setMemberReadSeq = async (groupId: string, userId: string, seq: number): Promise<void> => {
  await ddb
    .send(
      new UpdateCommand({
        TableName: table(),
        Key: groupMemberKey(groupId, userId),
        UpdateExpression: 'SET lastReadSeq = :seq',
        ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(lastReadSeq) OR lastReadSeq < :seq)',
        ExpressionAttributeValues: { ':seq': seq },
      }),
    )
    .catch((error: unknown) => {
      if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
    });
};

/**
 * The transaction item that moves a group sender's read position to their own message (writing in a group
 * means reading it), conditioned on the membership still existing.
 */
export const senderReadInGroup = (groupId: string, userId: string, seq: number): TransactItems[number] => ({
  Update: {
    TableName: table(),
    Key: groupMemberKey(groupId, userId),
    UpdateExpression: 'SET lastReadSeq = :seq',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeValues: { ':seq': seq },
  },
});

/** The slow path's check that the sender is still a member (the read position moves after, forward only). */
export const memberCheck = (groupId: string, userId: string): TransactItems[number] => ({
  ConditionCheck: { TableName: table(), Key: groupMemberKey(groupId, userId), ConditionExpression: 'attribute_exists(pk)' },
});

// ---------------------------------------------------------------- the service desk

/** One person's service chat as the desk sees it. */
export interface ConsultItem {
  userId: string;
  unread: number;
  /** Marked done by desk staff (who, when); a new message from the person opens it again. */
  doneBy?: string;
  doneTime?: number;
  /** How many of the person's messages were ever counted into `unread` (see markConversationRead). */
  received?: number;
  lastSeq: number;
  updateTime: number;
  lastMessage: string;
  lastContentType: ContentType;
}

export const getConsult = async (userId: string): Promise<ConsultItem | undefined> => {
  const out = await ddb.send(new GetCommand({ TableName: table(), Key: consultKey(userId), ConsistentRead: true }));
  return out.Item as ConsultItem | undefined;
};

/** Moves the desk's item for `userId`'s service chat: a person's message is one more unread; staff's zeroes it. */
export const consultUpdate = (
  userId: string,
  message: Shown,
  preview: string,
  from: 'person' | 'staff',
  mode: MoveMode = 'newest',
): TransactItems[number] => {
  const shown = SHOWN[mode];
  return {
    Update: {
      TableName: table(),
      Key: consultKey(userId),
      UpdateExpression:
        from === 'person' ? `SET userId = :user, ${shown} ADD unread :one, received :one REMOVE doneBy, doneTime` : `SET userId = :user, ${shown}, unread = :zero`,
      ExpressionAttributeValues: {
        ':user': userId,
        ...shownValues(message, preview),
        ...(from === 'person' ? { ':one': 1 } : { ':zero': 0 }),
      },
    },
  };
};

/** After a slow-path message is stored: the desk's item shows it unless it shows a newer one. */
export const showOnConsult = (userId: string, message: Shown, preview: string): Promise<void> => showIfNewer(consultKey(userId), message, preview);

/** Marks a person's service chat done (desk staff); false when there is none. A new message of theirs reopens it. */
export const markConsultDone = async (userId: string, staffId: string): Promise<boolean> =>
  (await updateItem(consultKey(userId), { expression: 'SET doneBy = :staff, doneTime = :now', values: { ':staff': staffId, ':now': Date.now() } }, { expression: 'attribute_exists(pk)' })) !== undefined;

/** Every service chat, for the desk: one Query on its partition. */
export const consultItems = (): Promise<ConsultItem[]> =>
  queryAll<ConsultItem>({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': consultKey('').pk } });

/** Staff read a person's service chat up to `seq` (not past a message counted since `received` was read). */
export const markConsultRead = (userId: string, seq: number, received: number | undefined): Promise<ReadOutcome> =>
  markReadUpTo(consultKey(userId), 'SET unread = :zero', seq, received);

/** Whether a read mark took, came after a newer message (read the head again), or found nothing to mark. */
export type ReadOutcome = 'read' | 'stale' | 'missing';

/** Applies a read mark up to `seq` unless a message was counted since the item was read (`received` moved). */
const markReadUpTo = async (key: { pk: string; sk: string }, update: string, seq: number, received: number | undefined): Promise<ReadOutcome> => {
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: table(),
        Key: key,
        UpdateExpression: update,
        ConditionExpression: received === undefined ? 'attribute_exists(pk) AND attribute_not_exists(received)' : 'attribute_exists(pk) AND received = :received',
        // DynamoDB refuses a value the expressions do not use: `:seq` only where the update records it.
        ExpressionAttributeValues: { ':zero': 0, ...(update.includes(':seq') ? { ':seq': seq } : {}), ...(received === undefined ? {} : { ':received': received }) },
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
    return 'read';
  } catch (error) {
    if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
    return (error as { Item?: unknown }).Item ? 'stale' : 'missing';
  }
};
