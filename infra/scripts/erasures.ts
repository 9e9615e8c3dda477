/**
 * `npm run ops -- erasures [list]`: the catch-up of accounts cancelled before the cancellation process existed, or
 * erased before its second step existed (docs/operations.md, docs/data-model.md "Erasure of a cancelled account").
 * Those have no erasure timer, so no sweep would ever erase them.
 *
 * There is no index of people by status: finding them is a Scan of the table, filtered to cancelled person items
 * without a cancellation, or erased without a second step, read a page (1 MB) at a time and handled page by page. It
 * is an operator's one-off, never a request path (lint forbids Scan under functions/; test/unit/no-scan.test.ts):
 * run it once after deploying the cancellation process, off-peak on a large stage. Each account is then given its
 * due by `catchUpCancelled` (functions/account/cancellation.ts), a conditional transaction: running the command
 * again, or while the sweeps run, changes nothing twice.
 */
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, table } from '../../functions/lib/store/client.js';
import { catchUpCancelled, type CatchUp } from '../../functions/account/cancellation.js';

export interface CatchUpLine {
  userId: string;
  cancelTime?: number;
  done: CatchUp | 'would';
}

/**
 * Every cancelled account that needs catching up, page by page, each handed to `each` before the next page is read.
 * Answers how many items the Scan read and how many accounts it found (all of them, whatever `each` does with them).
 */
export const scanCancelledWithoutErasure = async (each: (person: { userId: string; cancelTime?: number }) => Promise<void>): Promise<{ scanned: number; found: number }> => {
  let start: Record<string, unknown> | undefined;
  let scanned = 0;
  let found = 0;
  do {
    const page = await ddb.send(
      new ScanCommand({
        TableName: table(),
        FilterExpression:
          'sk = :profile AND #status = :cancelled AND (attribute_not_exists(cancellation) OR (cancellation.#state = :erased AND attribute_not_exists(erasure)))',
        ProjectionExpression: 'userId, cancelTime',
        ExpressionAttributeNames: { '#status': 'status', '#state': 'state' },
        ExpressionAttributeValues: { ':profile': 'PROFILE', ':cancelled': 'CANCELLED', ':erased': 'ERASED' },
        ExclusiveStartKey: start,
        ConsistentRead: true,
      }),
    );
    scanned += page.ScannedCount ?? 0;
    for (const item of (page.Items ?? []) as { userId: string; cancelTime?: number }[]) {
      found += 1;
      await each(item);
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return { scanned, found };
};

/**
 * Catches up every such account (or, with `dryRun`, only lists them): one line each, then the totals. `now` is the
 * moment the erasure timers are measured from (a past due becomes now). `only` limits it to some people (a test acts
 * on its own people only, though it reads the table as the command does).
 */
export const catchUpErasures = async (
  { dryRun = false, now = Date.now(), only }: { dryRun?: boolean; now?: number; only?: ReadonlySet<string> } = {},
  line: (entry: CatchUpLine) => void = () => undefined,
): Promise<{ scanned: number; found: number; cancellations: number; secondSteps: number }> => {
  let cancellations = 0;
  let secondSteps = 0;
  const { scanned, found } = await scanCancelledWithoutErasure(async ({ userId, cancelTime }) => {
    if (only && !only.has(userId)) return;
    const done = dryRun ? 'would' : await catchUpCancelled(userId, now);
    if (done === 'cancellation') cancellations += 1;
    if (done === 'second-step') secondSteps += 1;
    line({ userId, ...(cancelTime === undefined ? {} : { cancelTime }), done });
  });
  return { scanned, found, cancellations, secondSteps };
};
