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
import { fail } from '../lib/errors.js';
import { batchGet, ddb, getItem, isLive, table, transact, updateItem, type TransactItems } from '../lib/store/client.js';
import { loginFailuresKey, payFailuresKey, personKey, phoneKey, reportKey, unsubscribeTicketKey, userNoKey } from './keys.js';


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

/**
 * A person's cancellation (shared/process/account.ts): the status and the cancellation's start, under the condition
 * that the account is live, in one transaction with the process's timers (the erasure after the restore period).
 */
export const cancelPerson = async (userId: string, cancellation: CancellationItem, now: number, timers: TransactItems): Promise<void> => {
  await transact(
    [
      {
        Update: {
          TableName: table(),
          Key: personKey(userId),
          UpdateExpression: 'SET #status = :cancelled, cancelTime = :now, updateTime = :now, cancellation = :c',
          ConditionExpression: '#status = :normal',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':cancelled': 'CANCELLED', ':normal': 'NORMAL', ':now': now, ':c': cancellation },
        },
      },
      ...timers,
    ],
    () => fail('STALE_DATA'),
  );
};

/**
 * Restores a cancelled account: live again, its cancellation restored and its timers dropped, under the condition that
 * it is still cancelled and not erased (one cancelled before the process existed has no cancellation).
 */
export const restorePerson = async (userId: string, cancellation: CancellationItem | undefined, now: number, timers: TransactItems): Promise<void> => {
  await transact(
    [
      {
        Update: {
          TableName: table(),
          Key: personKey(userId),
          UpdateExpression: `SET #status = :normal, updateTime = :now${cancellation ? ', cancellation = :c' : ''}`,
          ConditionExpression: '#status = :cancelled AND (attribute_not_exists(cancellation) OR cancellation.#state = :restorable)',
          ExpressionAttributeNames: { '#status': 'status', '#state': 'state' },
          ExpressionAttributeValues: { ':normal': 'NORMAL', ':cancelled': 'CANCELLED', ':restorable': 'RESTORABLE', ':now': now, ...(cancellation ? { ':c': cancellation } : {}) },
        },
      },
      ...timers,
    ],
    () => fail('STALE_DATA'),
  );
};

/** The personal information an erasure removes from the person's item (隐私政策 7.2); phone and password are blanked. */
const ERASED_FIELDS = ['payPasswordHash', 'headPortrait', 'sex', 'realName', 'email', 'birthday', 'address', 'postcode', 'introduction'] as const;

/**
 * Deletes or anonymises a cancelled person's personal information, once (a second run finds the cancellation erased
 * and its condition fails, which is no error): their phone, password, pay password, avatar and profile go, their
 * nickname becomes ERASED_NICKNAME, and the phone's unique item is deleted so the number is free again. What stays is
 * the id and the 8-digit number others' records point to, the status (已注销) and the consent record. In the same
 * transaction the erasure's second step starts (`erasure`, with the avatar's URL it is to delete from storage, and its
 * timer among `timers`): what the person left in the other domains goes right after (shared/process/erasure.ts).
 */
export const erasePerson = async (person: PersonItem, cancellation: CancellationItem, erasure: ErasureItem, now: number, timers: TransactItems): Promise<boolean> => {
  try {
    await transact([
      {
        Update: {
          TableName: table(),
          Key: personKey(person.userId),
          UpdateExpression: `SET nickname = :nickname, phone = :blank, passwordHash = :blank, cancellation = :c, erasure = :e, erasedTime = :now, updateTime = :now REMOVE ${ERASED_FIELDS.map((f) => `#${f}`).join(', ')}`,
          ConditionExpression: '#status = :cancelled AND cancellation.#state = :restorable',
          ExpressionAttributeNames: { '#status': 'status', '#state': 'state', ...Object.fromEntries(ERASED_FIELDS.map((f) => [`#${f}`, f])) },
          ExpressionAttributeValues: { ':nickname': ERASED_NICKNAME, ':blank': '', ':c': cancellation, ':e': erasure, ':now': now, ':cancelled': 'CANCELLED', ':restorable': 'RESTORABLE' },
        },
      },
      ...(person.phone
        ? [
            {
              Delete: {
                TableName: table(),
                Key: phoneKey(person.phone),
                ConditionExpression: 'attribute_not_exists(pk) OR userId = :u',
                ExpressionAttributeValues: { ':u': person.userId },
              },
            },
          ]
        : []),
      { Delete: { TableName: table(), Key: payFailuresKey(person.userId) } },
      { Delete: { TableName: table(), Key: unsubscribeTicketKey(person.userId) } },
      ...timers,
    ], (index) => Object.assign(new Error('erasure refused by its condition'), { notRestorable: index === 0 }));
    return true;
  } catch (error) {
    // Already erased, restored meanwhile, or no longer cancelled: nothing to do.
    if ((error as { notRestorable?: boolean }).notRestorable) return false;
    throw error;
  }
};

class ErasureMoved extends Error {}

/** Runs a transaction whose first item is the person's conditional update: false when that condition failed. */
const personMove = async (items: TransactItems): Promise<boolean> => {
  try {
    await transact(items, (index) => (index === 0 ? new ErasureMoved() : fail('STALE_DATA')));
    return true;
  } catch (error) {
    if (error instanceof ErasureMoved) return false;
    throw error;
  }
};

/**
 * Ends the erasure's second step once everything it erases is gone: its new state (the files it has deleted no
 * longer listed) and its timers, under the condition that it is still pending. False when it is not (done already).
 */
export const finishErasure = (userId: string, erasure: ErasureItem, timers: TransactItems): Promise<boolean> =>
  personMove([
    {
      Update: {
        TableName: table(),
        Key: personKey(userId),
        UpdateExpression: 'SET erasure = :e',
        ConditionExpression: 'erasure.#state = :pending',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':e': erasure, ':pending': 'PENDING' },
      },
    },
    ...timers,
  ]);

/**
 * Starts the erasure's second step for a person erased before it existed (an operator's catch-up: `npm run ops --
 * erasures`): only while the cancellation is erased and no second step was started. False otherwise.
 */
export const startLateErasure = (userId: string, erasure: ErasureItem, timers: TransactItems): Promise<boolean> =>
  personMove([
    {
      Update: {
        TableName: table(),
        Key: personKey(userId),
        UpdateExpression: 'SET erasure = :e',
        ConditionExpression: '#status = :cancelled AND cancellation.#state = :erased AND attribute_not_exists(erasure)',
        ExpressionAttributeNames: { '#status': 'status', '#state': 'state' },
        ExpressionAttributeValues: { ':e': erasure, ':cancelled': 'CANCELLED', ':erased': 'ERASED' },
      },
    },
    ...timers,
  ]);

/**
 * Gives an account cancelled before the cancellation process existed its cancellation (in its restore period) and the
 * erasure's timer (an operator's catch-up: `npm run ops -- erasures`): only while it is cancelled and has none, so a
 * second run, or a restore meanwhile, changes nothing. False when the condition fails.
 */
export const adoptCancellation = (userId: string, cancellation: CancellationItem, timers: TransactItems): Promise<boolean> =>
  personMove([
    {
      Update: {
        TableName: table(),
        Key: personKey(userId),
        UpdateExpression: 'SET cancellation = :c',
        ConditionExpression: '#status = :cancelled AND attribute_not_exists(cancellation)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':c': cancellation, ':cancelled': 'CANCELLED' },
      },
    },
    ...timers,
  ]);
