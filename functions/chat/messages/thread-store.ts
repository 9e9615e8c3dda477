/**
 * Threads: their head (the newest number, the preview, the voids) and their numbered messages, the client ids that
 * make a send exactly-once, taking a number (the optimistic append, then the counter) and history reads that skip
 * voids. Keys: ../keys.ts; design: docs/data-model.md "Messenger".
 */
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ChatType } from '../../../shared/realtime.js';
import type { ContentType } from '../../../shared/schemas/chat-messages.js';
import { ttlAfter } from '../../lib/ids.js';
import { ddb, isLive, queryAll, table, transact, type TransactItems } from '../../lib/store/client.js';
import { clientMessageKey, messageKey, MESSAGE_PREFIX, threadMetaKey } from '../keys.js';

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

/** A number handed out but never written (a send refused or abandoned after taking it): readers skip it. */
export interface VoidItem {
  seq: number;
  void: true;
}

const isVoid = (item: unknown): item is VoidItem => (item as Partial<VoidItem> | undefined)?.void === true;

/** The head of a thread: the last number handed out, and what the conversation list shows of the newest message. */
export interface ThreadMeta {
  /** The last number handed out (stored, being stored, or void). */
  seq: number;
  /** The number of the newest stored message: the one `lastMessage` shows. */
  shownSeq?: number;
  /** When the atomic counter last handed out a number (a hole older than that is abandoned). */
  allocatedAt?: number;
  /** Numbers handed out but never written (rare): not messages, so not unread. */
  voids?: Set<number>;
  updateTime?: number;
  lastMessage?: string;
  lastContentType?: ContentType;
  lastSenderId?: string;
}

/** The newest number a reader can be shown: the newest stored message (older heads: the last number). */
export const newestShown = (head: ThreadMeta): number => head.shownSeq ?? head.seq;

/** How many of the numbers in (`after`, head] are void: a group's unread is head − read position − these. */
export const voidsAfter = (head: ThreadMeta, after: number): number => {
  let n = 0;
  for (const seq of head.voids ?? []) if (seq > after && seq <= head.seq) n += 1;
  return n;
};


export const getThreadMeta = async (thread: string): Promise<ThreadMeta> => {
  const out = await ddb.send(new GetCommand({ TableName: table(), Key: threadMetaKey(thread), ConsistentRead: true }));
  return (out.Item as ThreadMeta | undefined) ?? { seq: 0 };
};

/** Why a message transaction did not store: the head moved (fast path), the number is taken, the client id is, an item of `also` refused (its index), or another transaction on the same items. */
export type AppendOutcome =
  | { stored: true }
  | { stored: false; reason: 'raced' | 'taken' | 'duplicate' | 'conflict' }
  | { stored: false; reason: 'refused'; index: number };

const messageItems = (thread: string, message: MessageItem): TransactItems => [
  { Put: { TableName: table(), Item: { ...messageKey(thread, message.seq), ...message }, ConditionExpression: 'attribute_not_exists(pk)' } },
  {
    Put: {
      TableName: table(),
      Item: { ...clientMessageKey(thread, message.userId, message.clientMessageId), seq: message.seq, ttl: ttlAfter(CLIENT_ID_SECONDS) },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  },
];

/** Runs a message transaction; `reasonOf` names what a refusal of the item at an index means. */
const runAppend = async (items: TransactItems, reasonOf: (index: number) => AppendOutcome): Promise<AppendOutcome> => {
  const refused = Symbol('refused');
  try {
    await transact(items, (index) => Object.assign(new Error('refused'), { [refused]: index }));
    return { stored: true };
  } catch (error) {
    const index = (error as Record<symbol, number | undefined>)[refused];
    if (index !== undefined) return reasonOf(index);
    // A transaction on the same items at the same moment cancels this one without a failed condition.
    if ((error as Error).name === 'TransactionCanceledException' || (error as Error).name === 'TransactionConflictException') return { stored: false, reason: 'conflict' };
    throw error;
  }
};

/**
 * The fast path: message `seq` = head + 1 in one transaction with the head's move (conditioned on the head still
 * being `expected`, so this is the newest number and the previews may simply be set), the client id's claim and
 * `also` (conversation items, the sender's order). Index of `also` items in a refusal: from 0.
 */
export const appendMessage = async (thread: string, expected: number, message: MessageItem, preview: string, also: TransactItems): Promise<AppendOutcome> =>
  runAppend(
    [
      {
        Update: {
          TableName: table(),
          Key: threadMetaKey(thread),
          UpdateExpression: 'SET seq = :seq, shownSeq = :seq, updateTime = :now, lastMessage = :preview, lastContentType = :type, lastSenderId = :sender',
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
      ...messageItems(thread, message),
      ...also,
    ],
    (index) =>
      index === 2 ? { stored: false, reason: 'duplicate' } : index >= 3 ? { stored: false, reason: 'refused', index: index - 3 } : { stored: false, reason: 'raced' },
  );

/** The slow path's first step: the thread's next number from its head's counter (always succeeds). */
export const allocateSeq = async (thread: string): Promise<number> => {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const out = await ddb.send(
        new UpdateCommand({
          TableName: table(),
          Key: threadMetaKey(thread),
          UpdateExpression: 'SET allocatedAt = :now ADD seq :one',
          ExpressionAttributeValues: { ':one': 1, ':now': Date.now() },
          ReturnValues: 'UPDATED_NEW',
        }),
      );
      return (out.Attributes as { seq: number }).seq;
    } catch (error) {
      // A fast-path transaction on the head at this very moment: the counter is free again a moment later.
      if ((error as Error).name !== 'TransactionConflictException' || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.min(5 * 2 ** attempt, 100) * Math.random()));
    }
  }
};

/**
 * The slow path's second step: message `seq` (already handed out to this send) with its client id's claim and
 * `also` (counts only: previews move after, conditioned on the number). The message item's condition fails only
 * when the number was voided as abandoned meanwhile ('taken'). Index of `also` items in a refusal: from 0.
 */
export const writeAllocated = async (thread: string, message: MessageItem, also: TransactItems): Promise<AppendOutcome> =>
  runAppend([...messageItems(thread, message), ...also], (index) =>
    index === 0 ? { stored: false, reason: 'taken' } : index === 1 ? { stored: false, reason: 'duplicate' } : { stored: false, reason: 'refused', index: index - 2 },
  );

/**
 * Writes a void marker for a number that will never hold a message (its send was refused or found a duplicate
 * after taking it, or it was abandoned), and records it on the head: counts skip it. Nothing if it is written.
 */
export const voidSeq = async (thread: string, seq: number): Promise<void> => {
  try {
    await transact([
      { Put: { TableName: table(), Item: { ...messageKey(thread, seq), seq, void: true }, ConditionExpression: 'attribute_not_exists(pk)' } },
      { Update: { TableName: table(), Key: threadMetaKey(thread), UpdateExpression: 'ADD voids :seq', ExpressionAttributeValues: { ':seq': new Set([seq]) } } },
    ]);
  } catch (error) {
    if ((error as Error).name !== 'TransactionCanceledException') throw error;
  }
};

/** Runs an update that only applies when it moves something to a newer number: a refusal is the answer "newer already". */
export const ifNewer = async (command: UpdateCommand): Promise<void> => {
  try {
    await ddb.send(command);
  } catch (error) {
    if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
  }
};

/** After a slow-path message is stored: the head shows it unless a newer one is shown already. */
export const showOnHead = (thread: string, message: MessageItem, preview: string): Promise<void> =>
  ifNewer(
    new UpdateCommand({
      TableName: table(),
      Key: threadMetaKey(thread),
      UpdateExpression: 'SET shownSeq = :seq, updateTime = :now, lastMessage = :preview, lastContentType = :type, lastSenderId = :sender',
      ConditionExpression: 'attribute_not_exists(shownSeq) OR shownSeq < :seq',
      ExpressionAttributeValues: { ':seq': message.seq, ':now': message.sendTime, ':preview': preview, ':type': message.messageContentType, ':sender': message.userId },
    }),
  );

/** The number stored under a client's message id, if that send was stored before. */
export const seqOfClientMessage = async (thread: string, senderId: string, clientMessageId: string): Promise<number | undefined> => {
  const out = await ddb.send(new GetCommand({ TableName: table(), Key: clientMessageKey(thread, senderId, clientMessageId), ConsistentRead: true }));
  return isLive(out.Item) ? (out.Item as { seq: number }).seq : undefined;
};

export const getMessage = async (thread: string, seq: number): Promise<MessageItem | undefined> => {
  const out = await ddb.send(new GetCommand({ TableName: table(), Key: messageKey(thread, seq), ConsistentRead: true }));
  return isVoid(out.Item) ? undefined : (out.Item as MessageItem | undefined);
};

const seqKey = (seq: number) => messageKey('', seq).sk;

/** The items numbered `from`..`to` (inclusive), oldest first, void markers included: one Query. */
const itemsBetween = (thread: string, from: number, to: number): Promise<(MessageItem | VoidItem)[]> =>
  queryAll<MessageItem | VoidItem>({
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
    ExpressionAttributeValues: { ':pk': thread, ':from': seqKey(Math.max(1, from)), ':to': seqKey(to) },
    ConsistentRead: true,
  });

/** How long a number may stay unwritten before a reader voids it as abandoned (a send takes far less). */
export const ABANDONED_MS = 30_000;

/**
 * Numbers in `from`..`to` handed out (≤ the head), not written, and abandoned: something handed out after them
 * is older than ABANDONED_MS (a later message's time, or the head's last hand-out). They are voided, so history
 * has no hole that never fills; a send that still holds one finds it taken and takes another number.
 */
const voidAbandoned = async (thread: string, head: ThreadMeta, from: number, to: number, found: readonly (MessageItem | VoidItem)[]): Promise<void> => {
  const last = Math.min(to, head.seq);
  if (found.length >= last - from + 1) return;
  const held = new Set(found.map((item) => item.seq));
  const old = Date.now() - ABANDONED_MS;
  const headOld = Math.max(head.allocatedAt ?? 0, head.updateTime ?? 0) < old;
  const holes: number[] = [];
  for (let seq = Math.max(1, from); seq <= last; seq += 1) {
    if (held.has(seq)) continue;
    const laterOld = found.some((item) => item.seq > seq && !isVoid(item) && item.sendTime < old);
    if (headOld || laterOld) holes.push(seq);
  }
  await Promise.all(holes.map((seq) => voidSeq(thread, seq)));
};

/** Messages `from`..`to` (inclusive, by number), oldest first, voids skipped: one Query. */
export const messagesBetween = async (thread: string, from: number, to: number, head?: ThreadMeta): Promise<MessageItem[]> => {
  const items = await itemsBetween(thread, from, to);
  if (head) await voidAbandoned(thread, head, from, to, items);
  return items.filter((item): item is MessageItem => !isVoid(item));
};

/**
 * Up to `limit` messages after number `after`, oldest first (what a reconnecting client missed), voids skipped;
 * a following call after the last one answered goes on.
 */
export const messagesAfter = async (thread: string, after: number, limit: number, head?: ThreadMeta): Promise<MessageItem[]> => {
  const found: MessageItem[] = [];
  let start: Record<string, unknown> | undefined;
  let scannedTo = after;
  const seen: (MessageItem | VoidItem)[] = [];
  do {
    const out = await ddb.send(
      new QueryCommand({
        TableName: table(),
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
        ExpressionAttributeValues: { ':pk': thread, ':from': seqKey(after + 1), ':to': `${MESSAGE_PREFIX}~` },
        Limit: limit - found.length,
        ExclusiveStartKey: start,
        ConsistentRead: true,
      }),
    );
    const items = (out.Items ?? []) as (MessageItem | VoidItem)[];
    seen.push(...items);
    for (const item of items) if (!isVoid(item)) found.push(item);
    scannedTo = items.at(-1)?.seq ?? scannedTo;
    start = out.LastEvaluatedKey;
  } while (start && found.length < limit);
  if (head) await voidAbandoned(thread, head, after + 1, start ? scannedTo : head.seq, seen);
  return found;
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

