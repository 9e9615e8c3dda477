/** The account store: people, their unique phone and number, login failures, tickets and reports. */
import { createHash } from 'node:crypto';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ERASED_NICKNAME } from '../../shared/masking.js';
import type { Sex } from '../../shared/schemas/account.js';
import type { cancellationProcess } from '../../shared/process/account.js';
import type { erasureProcess } from '../../shared/process/erasure.js';
import type { Versioned } from '../../shared/process/registry.js';
import type { StateOf } from '../../shared/process/types.js';
import { ttlAfter } from '../lib/ids.js';
import { batchGet, ddb, getItem, isLive, table, updateItem, type TransactItems } from '../lib/store/client.js';
import { loginFailuresKey, personKey, phoneKey, reportKey, unsubscribeTicketKey, userNoKey } from './keys.js';


export type PersonStatus = 'NORMAL' | 'CANCELLED' | 'DISABLED';

/** A cancellation's state and the version of its process (shared/process/account.ts), kept on the person. */
export interface CancellationItem extends Versioned {
  state: StateOf<typeof cancellationProcess>;
}

/**
 * The second step of a cancelled person's erasure (shared/process/erasure.ts: what they left in the wallet, the
 * messenger, their libraries and storage), kept on the person: its state and version, and the files the first step
 * took off the person item (the avatar's URL) that the second still has to delete from storage.
 */
export interface ErasureItem extends Versioned {
  state: StateOf<typeof erasureProcess>;
  files?: string[];
}

export { ERASED_NICKNAME };

export interface PersonItem {
  userId: string;
  userNo: string;
  phone: string;
  passwordHash: string;
  payPasswordHash?: string;
  nickname: string;
  headPortrait?: string;
  sex?: Sex;
  realName?: string;
  email?: string;
  birthday?: string;
  address?: string;
  postcode?: string;
  introduction?: string;
  status: PersonStatus;
  /** Platform roles: SERVICE staff answer the official service chat (seeded; no route grants it). */
  roles?: 'SERVICE'[];
  createTime: number;
  updateTime: number;
  loginTime?: number;
  cancelTime?: number;
  /**
   * The latest cancellation of the account (shared/process/account.ts): in its restore period, restored, or erased
   * (its personal information deleted or anonymised); none on an account never cancelled, or cancelled before the
   * process existed.
   */
  cancellation?: CancellationItem;
  /** When the cancellation's erasure ran (隐私政策 7.2). */
  erasedTime?: number;
  /** The erasure's second step, started by its first (none before the erasure, nor on one erased before it existed). */
  erasure?: ErasureItem;
  /** The agreements (用户协议, 隐私政策) consented to at registration: their version and when (PIPL: consent is shown). */
  agreement?: { version: string; time: number };
}

/** The profile fields a person edits as basic information. */
export const PROFILE_FIELDS = ['nickname', 'headPortrait', 'sex', 'realName', 'email', 'birthday', 'address', 'postcode', 'introduction'] as const;
export type ProfileFields = Partial<Pick<PersonItem, (typeof PROFILE_FIELDS)[number]>>;

const get = async <T>(key: { pk: string; sk: string }, consistent = false): Promise<T | undefined> => {
  const item = (await ddb.send(new GetCommand({ TableName: table(), Key: key, ConsistentRead: consistent }))).Item;
  return isLive(item) ? (item as T) : undefined;
};

export const getPerson = (userId: string): Promise<PersonItem | undefined> => get<PersonItem>(personKey(userId), true);

/** What another person may see of someone (chat, contacts, groups): never the phone or private fields. */
export type PublicPerson = Pick<PersonItem, 'userId' | 'userNo' | 'nickname' | 'headPortrait' | 'sex' | 'status' | 'roles'>;

/** Several people with their phones (an administrator's staff list masks them): BatchGet, 100 at a time. */
export const peopleWithPhones = async (userIds: readonly string[]): Promise<Map<string, Pick<PersonItem, 'userId' | 'nickname' | 'headPortrait' | 'phone'>>> =>
  new Map(
    (await batchGet<Pick<PersonItem, 'userId' | 'nickname' | 'headPortrait' | 'phone'>>([...new Set(userIds)].map(personKey), 'userId, nickname, headPortrait, phone')).map((p) => [p.userId, p]),
  );

/** The public side of several people, by id: BatchGet, 100 at a time. */
export const publicPeople = async (userIds: readonly string[]): Promise<Map<string, PublicPerson>> => {
  const people = await batchGet<PublicPerson>(
    [...new Set(userIds)].map(personKey),
    'userId, userNo, nickname, headPortrait, sex, #status, #roles',
    { '#status': 'status', '#roles': 'roles' },
  );
  return new Map(people.map((p) => [p.userId, p]));
};

export const getPersonByPhone = async (phone: string): Promise<PersonItem | undefined> => {
  const unique = await get<{ userId: string }>(phoneKey(phone), true);
  return unique ? getPerson(unique.userId) : undefined;
};

/** The id of the person with this 8-digit number (spec's userNo), read from its unique item. */
export const personIdByUserNo = async (userNo: string): Promise<string | undefined> => (await get<{ userId: string }>(userNoKey(userNo), true))?.userId;

export const getPersonByUserNo = async (userNo: string): Promise<PersonItem | undefined> => {
  const userId = await personIdByUserNo(userNo);
  return userId ? getPerson(userId) : undefined;
};

/** Items creating a person; item 1 guards the phone, item 2 the 8-digit number. */
export const newPersonItems = (person: PersonItem): TransactItems => {
  const put = (Item: Record<string, unknown>) => ({ Put: { TableName: table(), Item, ConditionExpression: 'attribute_not_exists(pk)' } });
  return [
    put({ ...personKey(person.userId), ...person }),
    put({ ...phoneKey(person.phone), userId: person.userId }),
    put({ ...userNoKey(person.userNo), userId: person.userId }),
  ];
};

/** Sets the given fields and removes the optional ones left empty, in one update. */
export const updateProfile = async (userId: string, set: ProfileFields, remove: readonly string[]): Promise<void> => {
  const names: Record<string, string> = { '#updateTime': 'updateTime' };
  const values: Record<string, unknown> = { ':now': Date.now() };
  const sets = ['#updateTime = :now'];
  for (const [field, value] of Object.entries(set)) {
    names[`#${field}`] = field;
    values[`:${field}`] = value;
    sets.push(`#${field} = :${field}`);
  }
  for (const field of remove) names[`#${field}`] = field;
  const removes = remove.map((f) => `#${f}`);
  await ddb.send(
    new UpdateCommand({
      TableName: table(),
      Key: personKey(userId),
      UpdateExpression: `SET ${sets.join(', ')}${removes.length ? ` REMOVE ${removes.join(', ')}` : ''}`,
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    }),
  );
};

export const setPersonFields = async (userId: string, fields: Partial<PersonItem>): Promise<void> => {
  const entries = Object.entries({ ...fields, updateTime: Date.now() });
  await ddb.send(
    new UpdateCommand({
      TableName: table(),
      Key: personKey(userId),
      UpdateExpression: `SET ${entries.map(([f]) => `#${f} = :${f}`).join(', ')}`,
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: Object.fromEntries(entries.map(([f]) => [`#${f}`, f])),
      ExpressionAttributeValues: Object.fromEntries(entries.map(([f, v]) => [`:${f}`, v])),
    }),
  );
};

/** Items moving a person to a new phone; item 1 guards the new phone, item 2 that nothing changed meanwhile. */
export const changePhoneItems = (userId: string, oldPhone: string, newPhone: string): TransactItems => [
  {
    Delete: {
      TableName: table(),
      Key: phoneKey(oldPhone),
      ConditionExpression: 'userId = :me',
      ExpressionAttributeValues: { ':me': userId },
    },
  },
  { Put: { TableName: table(), Item: { ...phoneKey(newPhone), userId }, ConditionExpression: 'attribute_not_exists(pk)' } },
  {
    Update: {
      TableName: table(),
      Key: personKey(userId),
      UpdateExpression: 'SET phone = :new, updateTime = :now',
      ConditionExpression: 'phone = :old',
      ExpressionAttributeValues: { ':new': newPhone, ':old': oldPhone, ':now': Date.now() },
    },
  },
];

// Login failures: a window of 15 minutes per phone, counted atomically.
const FAILURE_WINDOW_SECONDS = 15 * 60;

export const loginFailures = async (phone: string): Promise<number> =>
  (await get<{ count: number }>(loginFailuresKey(phone), true))?.count ?? 0;

/**
 * Counts one attempt at a guarded secret (a login for a phone, a pay password for a person) *before* it is judged,
 * and answers how many this window holds now, this one included, with the window's end (unix seconds): concurrent
 * attempts each get their own number, so a burst cannot all be judged as the first. The window starts with its
 * first attempt and later ones do not extend it; an expired window (not yet swept) starts again at 1.
 */
export const countAttempt = async (key: { pk: string; sk: string }, windowSeconds: number): Promise<{ count: number; until: number }> => {
  for (let attempt = 0; ; attempt += 1) {
    const now = Math.floor(Date.now() / 1000);
    try {
      const out = await ddb.send(
        new UpdateCommand({
          TableName: table(),
          Key: key,
          UpdateExpression: 'ADD #count :one SET #ttl = if_not_exists(#ttl, :ttl)',
          ConditionExpression: 'attribute_not_exists(#ttl) OR #ttl > :now',
          ExpressionAttributeNames: { '#count': 'count', '#ttl': 'ttl' },
          ExpressionAttributeValues: { ':one': 1, ':ttl': ttlAfter(windowSeconds), ':now': now },
          ReturnValues: 'ALL_NEW',
        }),
      );
      return { count: Number(out.Attributes?.count ?? 1), until: Number(out.Attributes?.ttl ?? now + windowSeconds) };
    } catch (error) {
      if (!(error instanceof ConditionalCheckFailedException) || attempt >= 2) throw error;
      // The window expired: start a new one, unless another attempt just did (then count into that one).
      await ddb
        .send(new DeleteCommand({ TableName: table(), Key: key, ConditionExpression: '#ttl <= :now', ExpressionAttributeNames: { '#ttl': 'ttl' }, ExpressionAttributeValues: { ':now': now } }))
        .catch((e: unknown) => {
          if (!(e instanceof ConditionalCheckFailedException)) throw e;
        });
    }
  }
};

/** Restarts a window of attempts from now (a lock that lasts its full time from the attempt that caused it). */
export const restartAttemptWindow = async (key: { pk: string; sk: string }, windowSeconds: number): Promise<number> => {
  const until = ttlAfter(windowSeconds);
  await ddb.send(new UpdateCommand({ TableName: table(), Key: key, UpdateExpression: 'SET #ttl = :ttl', ExpressionAttributeNames: { '#ttl': 'ttl' }, ExpressionAttributeValues: { ':ttl': until } }));
  return until;
};

export const clearAttempts = async (key: { pk: string; sk: string }): Promise<void> => {
  await ddb.send(new DeleteCommand({ TableName: table(), Key: key }));
};

/** How many of a window's attempts were wrong (the count itself holds those still being judged too). */
export const wrongAttempts = async (key: { pk: string; sk: string }): Promise<number> => (await getItem<{ wrong?: number }>(key, { consistent: true }))?.wrong ?? 0;

/** Counts one attempt of the window as wrong (nothing when the window is gone). */
export const countWrongAttempt = (key: { pk: string; sk: string }) => updateItem(key, { expression: 'ADD wrong :one', values: { ':one': 1 } }, { expression: 'attribute_exists(pk)' });

/** Counts one login attempt for the phone before it is judged (countAttempt); a successful login clears it. */
export const countLoginAttempt = async (phone: string): Promise<number> => (await countAttempt(loginFailuresKey(phone), FAILURE_WINDOW_SECONDS)).count;

export const clearLoginFailures = (phone: string): Promise<void> => clearAttempts(loginFailuresKey(phone));

// Cancellation tickets: proof, for 10 minutes, that the owner passed the SMS check.
const TICKET_SECONDS = 10 * 60;
const ticketHash = (ticket: string) => createHash('sha256').update(ticket).digest('base64url');

export const putUnsubscribeTicket = async (userId: string, ticket: string): Promise<void> => {
  await ddb.send(
    new PutCommand({ TableName: table(), Item: { ...unsubscribeTicketKey(userId), ticketHash: ticketHash(ticket), ttl: ttlAfter(TICKET_SECONDS) } }),
  );
};

/** True if the ticket is the person's live one; it is used up. */
export const consumeUnsubscribeTicket = async (userId: string, ticket: string): Promise<boolean> => {
  try {
    await ddb.send(
      new DeleteCommand({
        TableName: table(),
        Key: unsubscribeTicketKey(userId),
        ConditionExpression: 'ticketHash = :h AND #ttl > :now',
        ExpressionAttributeNames: { '#ttl': 'ttl' },
        ExpressionAttributeValues: { ':h': ticketHash(ticket), ':now': Math.floor(Date.now() / 1000) },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
};

export const putReport = async (reportId: string, report: Record<string, unknown>): Promise<void> => {
  await ddb.send(new PutCommand({ TableName: table(), Item: { ...reportKey(reportId), ...report } }));
};
