/**
 * The account store's cancellations: cancelling, restoring and erasing a person (shared/process/account.ts,
 * shared/process/erasure.ts; docs/data-model.md "Erasure of a cancelled account"), each one conditional transaction
 * with its process's timers.
 */
import { fail } from '../lib/errors.js';
import { table, transact, type TransactItems } from '../lib/store/client.js';
import { payFailuresKey, personKey, personResumeKey, phoneKey, unsubscribeTicketKey } from './keys.js';
import { ERASED_NICKNAME, type CancellationItem, type ErasureItem, type PersonItem } from './store.js';

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
 * nickname becomes ERASED_NICKNAME, their resume is deleted, and the phone's unique item is deleted so the number is
 * free again. What stays is
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
      // Their resume (issue 31): work, education, certificates are personal information too.
      { Delete: { TableName: table(), Key: personResumeKey(person.userId) } },
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

/** Sets one process field on the person under `condition`, with the process's timers, in one transaction. */
const setOnPerson = (
  userId: string,
  field: 'erasure' | 'cancellation',
  value: ErasureItem | CancellationItem,
  condition: { expression: string; names: Record<string, string>; values: Record<string, unknown> },
  timers: TransactItems,
): Promise<boolean> =>
  personMove([
    {
      Update: {
        TableName: table(),
        Key: personKey(userId),
        UpdateExpression: `SET ${field} = :value`,
        ConditionExpression: condition.expression,
        ExpressionAttributeNames: condition.names,
        ExpressionAttributeValues: { ':value': value, ...condition.values },
      },
    },
    ...timers,
  ]);

/**
 * Ends the erasure's second step once everything it erases is gone: its new state (the files it has deleted no
 * longer listed) and its timers, under the condition that it is still pending. False when it is not (done already).
 */
export const finishErasure = (userId: string, erasure: ErasureItem, timers: TransactItems): Promise<boolean> =>
  setOnPerson(userId, 'erasure', erasure, { expression: 'erasure.#state = :pending', names: { '#state': 'state' }, values: { ':pending': 'PENDING' } }, timers);

/**
 * Starts the erasure's second step for a person erased before it existed (an operator's catch-up: `npm run ops --
 * erasures`): only while the cancellation is erased and no second step was started. False otherwise.
 */
export const startLateErasure = (userId: string, erasure: ErasureItem, timers: TransactItems): Promise<boolean> =>
  setOnPerson(
    userId,
    'erasure',
    erasure,
    {
      expression: '#status = :cancelled AND cancellation.#state = :erased AND attribute_not_exists(erasure)',
      names: { '#status': 'status', '#state': 'state' },
      values: { ':cancelled': 'CANCELLED', ':erased': 'ERASED' },
    },
    timers,
  );

/**
 * Gives an account cancelled before the cancellation process existed its cancellation (in its restore period) and the
 * erasure's timer (an operator's catch-up: `npm run ops -- erasures`): only while it is cancelled and has none, so a
 * second run, or a restore meanwhile, changes nothing. False when the condition fails.
 */
export const adoptCancellation = (userId: string, cancellation: CancellationItem, timers: TransactItems): Promise<boolean> =>
  setOnPerson(
    userId,
    'cancellation',
    cancellation,
    { expression: '#status = :cancelled AND attribute_not_exists(cancellation)', names: { '#status': 'status' }, values: { ':cancelled': 'CANCELLED' } },
    timers,
  );
