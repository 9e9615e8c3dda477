/**
 * The messages store: threads (their head and their numbered messages), the client ids that make a send
 * exactly-once, and each person's conversation items. Keys: ../keys.ts; design: docs/data-model.md "Messenger".
 */
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ChatType } from '../../../shared/realtime.js';
import type { ContentType } from '../../../shared/schemas/chat-messages.js';
import { ttlAfter } from '../../lib/ids.js';
import { ddb, isLive, queryAll, table, transact, type TransactItems } from '../../lib/store/client.js';
import { CONVERSATION_PREFIX, clientMessageKey, consultKey, conversationKey, groupMemberKey, messageKey, MESSAGE_PREFIX, threadMetaKey } from '../keys.js';
import { userPartition } from '../../lib/store/partitions.js';


/** How long a client's message id is remembered: a retried send comes within minutes, not days. */
const CLIENT_ID_SECONDS = 7 * 24 * 60 * 60;

export interface MessageItem {
  seq: number;
  messageType: ChatType;
  messageContentType: ContentType;
  content: string;
  /** The sender. */
  userId: string;
  sendTime: number;
  clientMessageId: string;
}

/** The head of a thread: its newest number and what the conversation list shows of it. */
export interface ThreadMeta {
  seq: number;
  updateTime?: number;
  lastMessage?: string;
  lastContentType?: ContentType;
  lastSenderId?: string;
}

/** A person's conversation item for a one-to-one or service thread. */
export interface ConversationItem {
  userId: string;
  messageType: ChatType;
  joinUserId: string;
  unreadMessage: number;
  /** The messages of the other side up to this number are read by this person. */
  lastReadSeq: number;
  /** The thread's number when this item last moved: a read mark older than it must not zero the count. */
  lastSeq: number;
  updateTime: number;
  lastMessage: string;
  lastContentType: ContentType;
  stickTop?: boolean;
}

export const getThreadMeta = async (thread: string): Promise<ThreadMeta> => {
  const out = await ddb.send(new GetCommand({ TableName: table(), Key: threadMetaKey(thread), ConsistentRead: true }));
  return (out.Item as ThreadMeta | undefined) ?? { seq: 0 };
};

export type AppendOutcome = { stored: true } | { stored: false; reason: 'raced' | 'duplicate' };

/**
 * Appends message `seq` = head + 1 to a thread in one transaction with the head's move (conditioned on the head
 * still being `expected`), the client id's claim and `also` (conversation items): numbers never repeat or skip.
 */
export const appendMessage = async (thread: string, expected: number, message: MessageItem, preview: string, also: TransactItems): Promise<AppendOutcome> => {
  const items: TransactItems = [
    {
      Update: {
        TableName: table(),
        Key: threadMetaKey(thread),
        UpdateExpression: 'SET seq = :seq, updateTime = :now, lastMessage = :preview, lastContentType = :type, lastSenderId = :sender',
        ConditionExpression: expected === 0 ? 'attribute_not_exists(seq) OR seq = :expected' : 'seq = :expected',
        ExpressionAttributeValues: {
          ':seq': message.seq,
          ':expected': expected,
          ':now': message.sendTime,
          ':preview': preview,
          ':type': message.messageContentType,
          ':sender': message.userId,
        },
      },
    },
    { Put: { TableName: table(), Item: { ...messageKey(thread, message.seq), ...message }, ConditionExpression: 'attribute_not_exists(pk)' } },
    {
      Put: {
        TableName: table(),
        Item: { ...clientMessageKey(thread, message.userId, message.clientMessageId), seq: message.seq, ttl: ttlAfter(CLIENT_ID_SECONDS) },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    ...also,
  ];
  const refused = Symbol('refused');
  try {
    await transact(items, (index) => Object.assign(new Error('refused'), { [refused]: index }));
    return { stored: true };
  } catch (error) {
    const index = (error as Record<symbol, number>)[refused];
    if (index === 2) return { stored: false, reason: 'duplicate' };
    if (index !== undefined) return { stored: false, reason: 'raced' };
    // A conflicting transaction on the same head also surfaces as a cancellation without a failed condition.
    if ((error as Error).name === 'TransactionCanceledException') return { stored: false, reason: 'raced' };
    throw error;
  }
};

/** The number stored under a client's message id, if that send was stored before. */
export const seqOfClientMessage = async (thread: string, senderId: string, clientMessageId: string): Promise<number | undefined> => {
  const out = await ddb.send(new GetCommand({ TableName: table(), Key: clientMessageKey(thread, senderId, clientMessageId), ConsistentRead: true }));
  return isLive(out.Item) ? (out.Item as { seq: number }).seq : undefined;
};

export const getMessage = async (thread: string, seq: number): Promise<MessageItem | undefined> => {
  const out = await ddb.send(new GetCommand({ TableName: table(), Key: messageKey(thread, seq), ConsistentRead: true }));
  return out.Item as MessageItem | undefined;
};

const seqKey = (seq: number) => messageKey('', seq).sk;

/** Messages `from`..`to` (inclusive, by number), oldest first: one Query. */
export const messagesBetween = (thread: string, from: number, to: number): Promise<MessageItem[]> =>
  queryAll<MessageItem>({
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
    ExpressionAttributeValues: { ':pk': thread, ':from': seqKey(Math.max(1, from)), ':to': seqKey(to) },
    ConsistentRead: true,
  });

/** Up to `limit` messages after number `after`, oldest first (what a reconnecting client missed). */
export const messagesAfter = async (thread: string, after: number, limit: number): Promise<MessageItem[]> => {
  const out = await ddb.send(
    new QueryCommand({
      TableName: table(),
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      ExpressionAttributeValues: { ':pk': thread, ':from': seqKey(after + 1), ':to': `${MESSAGE_PREFIX}~` },
      Limit: limit,
      ConsistentRead: true,
    }),
  );
  return (out.Items ?? []) as MessageItem[];
};

/** The newest `limit` messages whose content contains `text`, newest first: a Query on the thread, filtered. */
export const searchMessages = async (thread: string, text: string, limit: number): Promise<MessageItem[]> => {
  const found: MessageItem[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await ddb.send(
      new QueryCommand({
        TableName: table(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :msg)',
        FilterExpression: 'contains(content, :text)',
        ExpressionAttributeValues: { ':pk': thread, ':msg': MESSAGE_PREFIX, ':text': text },
        ScanIndexForward: false,
        ExclusiveStartKey: start,
      }),
    );
    found.push(...((page.Items ?? []) as MessageItem[]));
    start = page.LastEvaluatedKey;
  } while (start && found.length < limit);
  return found.slice(0, limit);
};

// ---------------------------------------------------------------- conversation items

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
 * The transaction item that moves a person's conversation to a new message: the sender has read everything up
 * to it (writing in a chat means reading it: their unread goes to 0), the receiver has one more unread.
 */
export const conversationUpdate = (
  owner: string,
  type: ChatType,
  joinUserId: string,
  message: Pick<MessageItem, 'seq' | 'sendTime' | 'messageContentType'>,
  preview: string,
  role: 'sender' | 'receiver',
): TransactItems[number] => ({
  Update: {
    TableName: table(),
    Key: conversationKey(owner, type, joinUserId),
    UpdateExpression:
      role === 'sender'
        ? 'SET userId = :owner, messageType = :type, joinUserId = :join, updateTime = :now, lastMessage = :preview, lastContentType = :ctype, lastSeq = :seq, lastReadSeq = :seq, unreadMessage = :zero'
        : 'SET userId = :owner, messageType = :type, joinUserId = :join, updateTime = :now, lastMessage = :preview, lastContentType = :ctype, lastSeq = :seq, lastReadSeq = if_not_exists(lastReadSeq, :zero) ADD unreadMessage :one',
    ExpressionAttributeValues: {
      ':owner': owner,
      ':type': type,
      ':join': joinUserId,
      ':now': message.sendTime,
      ':preview': preview,
      ':ctype': message.messageContentType,
      ':zero': 0,
      ':seq': message.seq,
      ...(role === 'receiver' ? { ':one': 1 } : {}),
    },
  },
});

/**
 * Marks a one-to-one or service conversation read up to `seq` (the thread's head as just read): unread 0. A
 * message stored after that head was read makes this 'stale' (the caller reads the head again), so a read mark
 * never swallows a newer message's unread.
 */
export const markConversationRead = (userId: string, type: ChatType, joinUserId: string, seq: number): Promise<ReadOutcome> =>
  markReadUpTo(conversationKey(userId, type, joinUserId), 'SET unreadMessage = :zero, lastReadSeq = :seq', seq);

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

// ---------------------------------------------------------------- the service desk

/** One person's service chat as the desk sees it. */
export interface ConsultItem {
  userId: string;
  unread: number;
  lastSeq: number;
  updateTime: number;
  lastMessage: string;
  lastContentType: ContentType;
}

/** Moves the desk's item for `userId`'s service chat: a person's message is one more unread; staff's zeroes it. */
export const consultUpdate = (
  userId: string,
  message: Pick<MessageItem, 'seq' | 'sendTime' | 'messageContentType'>,
  preview: string,
  from: 'person' | 'staff',
): TransactItems[number] => ({
  Update: {
    TableName: table(),
    Key: consultKey(userId),
    UpdateExpression:
      from === 'person'
        ? 'SET userId = :user, updateTime = :now, lastMessage = :preview, lastContentType = :ctype, lastSeq = :seq ADD unread :one'
        : 'SET userId = :user, updateTime = :now, lastMessage = :preview, lastContentType = :ctype, lastSeq = :seq, unread = :zero',
    ExpressionAttributeValues: {
      ':user': userId,
      ':now': message.sendTime,
      ':preview': preview,
      ':ctype': message.messageContentType,
      ':seq': message.seq,
      ...(from === 'person' ? { ':one': 1 } : { ':zero': 0 }),
    },
  },
});

/** Every service chat, for the desk: one Query on its partition. */
export const consultItems = (): Promise<ConsultItem[]> =>
  queryAll<ConsultItem>({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': consultKey('').pk } });

/** Staff read a person's service chat up to `seq` (not past a newer message). */
export const markConsultRead = (userId: string, seq: number): Promise<ReadOutcome> => markReadUpTo(consultKey(userId), 'SET unread = :zero', seq);

/** Whether a read mark took, came after a newer message (read the head again), or found nothing to mark. */
export type ReadOutcome = 'read' | 'stale' | 'missing';

/** Applies a read mark up to `seq` unless a newer message moved the item since (`lastSeq` > `seq`). */
const markReadUpTo = async (key: { pk: string; sk: string }, update: string, seq: number): Promise<ReadOutcome> => {
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: table(),
        Key: key,
        UpdateExpression: update,
        ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(lastSeq) OR lastSeq <= :seq)',
        ExpressionAttributeValues: { ':zero': 0, ':seq': seq },
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
    return 'read';
  } catch (error) {
    if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
    return (error as { Item?: unknown }).Item ? 'stale' : 'missing';
  }
};
