/**
 * The table grants of each deployment unit (shared/units.ts `grants.write`), enforced on one machine as IAM's
 * `dynamodb:LeadingKeys` condition enforces them on AWS (infra/stack/permissions.ts): while the local gateway runs a
 * unit's handler, a put, update or delete of an item outside the unit's partition families is refused with
 * AccessDeniedException before it reaches DynamoDB Local. Every request the tests and `npm start` send through the
 * gateway thus runs under the deployed least privilege, and a unit that starts writing a new family fails its tests
 * until the declaration (and with it the deployed policy) says so.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { appendFileSync } from 'node:fs';
import { grantsOf, type UnitName } from '../../../shared/units.js';
import { ddb } from '../../../functions/lib/store/client.js';

const running = new AsyncLocalStorage<UnitName>();

/** Runs a unit's handler with its grants in force for every DynamoDB call it makes, however deep. */
export const asUnit = <T>(unit: UnitName, work: () => Promise<T>): Promise<T> => running.run(unit, work);

type Item = Record<string, unknown> | undefined;

/**
 * The partition keys a write command puts, updates or deletes (condition checks are reads). The document client's
 * commands reach the middleware under DynamoDB's own names (`PutItemCommand`), their values native or marshalled.
 */
export const writtenKeys = (command: string, input: Record<string, unknown>): unknown[] => {
  const pkOf = (item: Item) => {
    const pk = item?.pk;
    return pk && typeof pk === 'object' && 'S' in pk ? (pk as { S: unknown }).S : pk;
  };
  switch (command.replace(/Item(s?)Command$/, '$1Command')) {
    case 'PutCommand':
      return [pkOf(input.Item as Item)];
    case 'UpdateCommand':
    case 'DeleteCommand':
      return [pkOf(input.Key as Item)];
    case 'TransactWritesCommand':
    case 'TransactWriteCommand':
      return ((input.TransactItems ?? []) as Record<string, Record<string, Item> | undefined>[]).flatMap((entry) => [
        ...(entry.Put ? [pkOf(entry.Put.Item as Item)] : []),
        ...(entry.Update ? [pkOf(entry.Update.Key as Item)] : []),
        ...(entry.Delete ? [pkOf(entry.Delete.Key as Item)] : []),
      ]);
    case 'BatchWritesCommand':
    case 'BatchWriteCommand':
      return Object.values((input.RequestItems ?? {}) as Record<string, Record<string, Record<string, Item>>[]>).flatMap((requests) =>
        requests.map((request) => pkOf((request.PutRequest?.Item ?? request.DeleteRequest?.Key) as Item)),
      );
    default:
      return [];
  }
};

/** Whether a partition key is of one of the families (`USER#` any `USER#…`; `STATS` that one partition), as IAM's StringLike. */
export const inFamilies = (pk: unknown, families: readonly string[]): boolean =>
  typeof pk === 'string' && families.some((family) => (family.endsWith('#') ? pk.startsWith(family) : pk === family));

/** The family of a partition key as shared/units.ts names it: `USER#01…` → `USER#`, `STATS` → `STATS`. */
const familyOf = (pk: string): string => (pk.includes('#') ? `${pk.split('#')[0]}#` : pk);

export class AccessDeniedException extends Error {
  override readonly name = 'AccessDeniedException';
  readonly $metadata = { httpStatusCode: 400 };
}

let installed = false;

/** Puts the check in front of the functions' DynamoDB client, once per process. */
export const enforceUnitGrants = (): void => {
  if (installed) return;
  installed = true;
  ddb.middlewareStack.add(
    (next, context) => async (args) => {
      const unit = running.getStore();
      if (unit) {
        const families = grantsOf(unit).write;
        const refused = writtenKeys(context.commandName ?? '', args.input as Record<string, unknown>).filter((pk) => !inFamilies(pk, families));
        if (refused.length > 0 && process.env.HEZUO_UNIT_GRANTS_LOG) {
          appendFileSync(process.env.HEZUO_UNIT_GRANTS_LOG, refused.map((pk) => `${unit} ${familyOf(String(pk))} ${context.commandName}\n`).join(''));
        } else if (refused.length > 0) {
          throw new AccessDeniedException(
            `Unit ${unit} may not write ${refused.map(String).join(', ')} (${context.commandName}): its grants name ${families.join(' ') || 'no partition'} (shared/units.ts)`,
          );
        }
      }
      return next(args);
    },
    { step: 'initialize', name: 'hezuo-unit-grants' },
  );
};
