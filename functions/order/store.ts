/**
 * The order domain's store (docs/orders.md "Items"): every DynamoDB call and expression of the domain (the mall's
 * items come from its public module: ../mall/public.ts). A change is a list of steps written in one transaction (`commit`), or
 * given to the ledger as a posting's own items (its `extra`), so that a state and its money move together.
 */
import type { Page } from '../../shared/envelope.js';
import type { AppError } from '../lib/errors.js';
import { fail } from '../lib/errors.js';
import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { batchGet, countAll, ddb, getItem, queryAll, table, type Step, type TransactItems } from '../lib/store/client.js';
import {
  buyerIndex,
  buyerPartition,
  checkoutClaimKey,
  EVALUATION_PREFIX,
  evaluationKey,
  goodsEvaluationIndex,
  goodsEvaluationPartition,
  invoiceKey,
  orderCountKey,
  orderKey,
  refundKey,
  sellerEvaluationIndex,
  sellerEvaluationPartition,
  sellerIndex,
  sellerPartition,
  timeKey,
  ARBITRATION_LIST,
} from './keys.js';
import { COUNT_FIELDS, type CountDelta, type EvaluationItem, type InvoiceItem, type OrderItem, type RefundItem } from './model.js';

/** Steps of a transaction and their commit: functions/lib/store/client.ts. */
export { commitSteps as commit, type Step } from '../lib/store/client.js';

/** The first `n` items of a Query (its pages read until there are `n`). */
const queryUpTo = async <T>(input: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>, n: number): Promise<T[]> => {
  const items: T[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await ddb.send(new QueryCommand({ ...input, TableName: table(), Limit: n - items.length, ExclusiveStartKey: start }));
    items.push(...((page.Items ?? []) as T[]));
    start = page.LastEvaluatedKey;
  } while (start && items.length < n);
  return items;
};

/** Timer writes (functions/lib/process/run.ts `timerWrites`) as steps. */
export const asSteps = (items: TransactItems): Step[] => items.map((item) => ({ item }));

// ---------------------------------------------------------------- orders

/** An order written whole: new (`previousRev` undefined) or over the revision read. */
export const orderStep = (next: OrderItem, previousRev: number | undefined, refusal?: () => AppError): Step => ({
  item: {
    Put: {
      TableName: table(),
      Item: { ...orderKey(next.id), ...buyerIndex(next.buyer.accountId, next.createTime, next.id), ...sellerIndex(next.seller.accountId, next.createTime, next.id), ...next },
      ...(previousRev === undefined ? { ConditionExpression: 'attribute_not_exists(pk)' } : { ConditionExpression: 'rev = :rev', ExpressionAttributeValues: { ':rev': previousRev } }),
    },
  },
  ...(refusal ? { refusal } : {}),
});

export const getOrder = (orderId: string): Promise<OrderItem | undefined> => getItem<OrderItem>(orderKey(orderId), { consistent: true });

export const ordersByIds = async (orderIds: readonly string[]): Promise<OrderItem[]> => {
  const found = await batchGet<OrderItem>([...new Set(orderIds)].map(orderKey), undefined, undefined, true);
  const byId = new Map(found.map((o) => [o.id, o]));
  return orderIds.map((id) => byId.get(id)).filter((o): o is OrderItem => o !== undefined);
};

/** A page of an account's purchase (BUY) or sales (SELL) orders, newest first; `states` filters (a Query of its index). */
export const ordersPage = async (side: 'BUY' | 'SELL', accountId: string, filter: { states?: readonly string[]; refundOpen?: boolean }, current: number, size: number): Promise<Page<OrderItem>> => {
  const index = side === 'BUY' ? 'gsi1' : 'gsi2';
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = { ':p': side === 'BUY' ? buyerPartition(accountId) : sellerPartition(accountId) };
  const clauses: string[] = [];
  if (filter.states?.length) {
    names['#state'] = 'state';
    clauses.push(`#state IN (${filter.states.map((s, i) => ((values[`:s${i}`] = s), `:s${i}`)).join(', ')})`);
  }
  if (filter.refundOpen) {
    values[':none'] = '';
    clauses.push('openRefundId <> :none');
  }
  const query = {
    IndexName: index,
    KeyConditionExpression: `${index}pk = :p`,
    ExpressionAttributeValues: values,
    ...(clauses.length ? { FilterExpression: clauses.join(' AND ') } : {}),
    ...(Object.keys(names).length ? { ExpressionAttributeNames: names } : {}),
    ScanIndexForward: false,
  };
  // Unfiltered, the count is a COUNT Query and the page is read up to its end; filtered, the matching orders are read.
  if (!clauses.length) {
    const [total, upTo] = await Promise.all([countAll(query), queryUpTo<OrderItem>(query, current * size)]);
    return { records: upTo.slice((current - 1) * size, current * size), total, pages: Math.ceil(total / size), current, size };
  }
  const all = await queryAll<OrderItem>(query);
  return { records: all.slice((current - 1) * size, current * size), total: all.length, pages: Math.ceil(all.length / size), current, size };
};

// ---------------------------------------------------------------- checkout claims

export interface CheckoutClaim {
  buyerId: string;
  requestId: string;
  orderIds: string[];
  amount: number;
  payDueTime: number;
  /** What the checkout asked: a repeat with other lines is another operation (107008). */
  fingerprint: string;
  createTime: number;
}

export const claimStep = (claim: CheckoutClaim): Step => ({
  item: { Put: { TableName: table(), Item: { ...checkoutClaimKey(claim.buyerId, claim.requestId), ...claim }, ConditionExpression: 'attribute_not_exists(pk)' } },
  refusal: () => fail('STALE_DATA'),
});

export const getCheckoutClaim = (buyerId: string, requestId: string): Promise<CheckoutClaim | undefined> =>
  getItem<CheckoutClaim>(checkoutClaimKey(buyerId, requestId), { consistent: true });

// ---------------------------------------------------------------- counts

/** Moves an account's counts (ADD; a field absent counts as 0). Fields moved by 0 are left out. */
export const countStep = (accountId: string, delta: CountDelta): Step | undefined => {
  const moving = Object.entries(delta).filter(([, n]) => n !== 0 && n !== undefined);
  if (!moving.length) return undefined;
  return {
    item: {
      Update: {
        TableName: table(),
        Key: orderCountKey(accountId),
        UpdateExpression: `ADD ${moving.map((_entry, i) => `#f${i} :v${i}`).join(', ')}`,
        ExpressionAttributeNames: Object.fromEntries(moving.map(([field], i) => [`#f${i}`, field])),
        ExpressionAttributeValues: Object.fromEntries(moving.map(([, n], i) => [`:v${i}`, n])),
      },
    },
  };
};

/** The counts of several accounts' moves merged per account (one Update each: a transaction names an item once). */
export const countSteps = (moves: readonly { accountId: string; delta: CountDelta }[]): Step[] => {
  const merged = new Map<string, CountDelta>();
  for (const { accountId, delta } of moves) {
    const into = merged.get(accountId) ?? {};
    for (const [field, n] of Object.entries(delta) as [keyof CountDelta, number][]) into[field] = (into[field] ?? 0) + n;
    merged.set(accountId, into);
  }
  return [...merged].map(([accountId, delta]) => countStep(accountId, delta)).filter((s): s is Step => s !== undefined);
};

export const countsOf = async (accountId: string): Promise<Record<(typeof COUNT_FIELDS)[number], number>> => {
  const item = await getItem<Record<string, number>>(orderCountKey(accountId), { consistent: true });
  return Object.fromEntries(COUNT_FIELDS.map((f) => [f, Math.max(0, item?.[f] ?? 0)])) as Record<(typeof COUNT_FIELDS)[number], number>;
};

// ---------------------------------------------------------------- refunds

export const refundStep = (next: RefundItem, previousRev: number | undefined, refusal?: () => AppError): Step => ({
  item: {
    Put: {
      TableName: table(),
      // Escalated refunds wait for the service desk in one list, oldest first (`npm run ops -- refunds`).
      Item: { ...refundKey(next.id), ...next, ...(next.state === 'ARBITRATING' ? { gsi3pk: ARBITRATION_LIST, gsi3sk: `${timeKey(next.updateTime)}#${next.id}` } : {}) },
      ...(previousRev === undefined ? { ConditionExpression: 'attribute_not_exists(pk)' } : { ConditionExpression: 'rev = :rev', ExpressionAttributeValues: { ':rev': previousRev } }),
    },
  },
  ...(refusal ? { refusal } : {}),
});

/** The escalated refunds, oldest first (the service desk's list). */
export const arbitratingRefunds = (): Promise<RefundItem[]> =>
  queryAll<RefundItem>({ IndexName: 'gsi3', KeyConditionExpression: 'gsi3pk = :p', ExpressionAttributeValues: { ':p': ARBITRATION_LIST } });

export const getRefund = (refundId: string): Promise<RefundItem | undefined> => getItem<RefundItem>(refundKey(refundId), { consistent: true });

// ---------------------------------------------------------------- invoices

export const invoiceStep = (next: InvoiceItem, previousRev: number | undefined, refusal?: () => AppError): Step => ({
  item: {
    Put: {
      TableName: table(),
      Item: { ...invoiceKey(next.orderId), ...next },
      ...(previousRev === undefined ? { ConditionExpression: 'attribute_not_exists(pk)' } : { ConditionExpression: 'rev = :rev', ExpressionAttributeValues: { ':rev': previousRev } }),
    },
  },
  ...(refusal ? { refusal } : {}),
});

/**
 * An invoice asked for but not issued goes with the order's last paid fen refunded (nothing is left to invoice): in the
 * refund's transaction, while it is still only applied.
 */
export const dropAppliedInvoiceStep = (orderId: string): Step => ({
  item: {
    Delete: {
      TableName: table(),
      Key: invoiceKey(orderId),
      ConditionExpression: '#state = :applied',
      ExpressionAttributeNames: { '#state': 'state' },
      ExpressionAttributeValues: { ':applied': 'APPLIED' },
    },
  },
});

export const getInvoice = (orderId: string): Promise<InvoiceItem | undefined> => getItem<InvoiceItem>(invoiceKey(orderId), { consistent: true });

// ---------------------------------------------------------------- evaluations

/** A line's evaluation, once (`attribute_not_exists`): indexed by its goods and by its seller. */
export const evaluationStep = (e: EvaluationItem): Step => ({
  item: {
    Put: {
      TableName: table(),
      Item: { ...evaluationKey(e.orderId, e.goodsId), ...goodsEvaluationIndex(e.goodsId, e.createTime, e.orderId), ...sellerEvaluationIndex(e.sellerId, e.createTime, e.orderId, e.goodsId), ...e },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  },
  refusal: () => fail('ORDER_EVALUATED'),
});

/** The seller's reply, once. */
export const replyStep = (orderId: string, goodsId: string, reply: string, now: number): Step => ({
  item: {
    Update: {
      TableName: table(),
      Key: evaluationKey(orderId, goodsId),
      UpdateExpression: 'SET reply = :r, replyTime = :t',
      ConditionExpression: 'attribute_exists(pk) AND reply = :none',
      ExpressionAttributeValues: { ':r': reply, ':t': now, ':none': '' },
    },
  },
  refusal: () => fail('EVALUATION_REPLIED'),
});

export const evaluationsOfOrder = (orderId: string): Promise<EvaluationItem[]> =>
  queryAll<EvaluationItem>({ KeyConditionExpression: 'pk = :pk AND begins_with(sk, :e)', ExpressionAttributeValues: { ':pk': orderKey(orderId).pk, ':e': EVALUATION_PREFIX }, ConsistentRead: true });

export const getEvaluation = (orderId: string, goodsId: string): Promise<EvaluationItem | undefined> => getItem<EvaluationItem>(evaluationKey(orderId, goodsId), { consistent: true });

/** A page of a listing's (gsi1) or a seller's (gsi2) evaluations, newest first. */
export const evaluationsPage = async (by: { goodsId: string } | { sellerId: string }, current: number, size: number): Promise<Page<EvaluationItem>> => {
  const [index, partition] = 'goodsId' in by ? ['gsi1', goodsEvaluationPartition(by.goodsId)] : ['gsi2', sellerEvaluationPartition(by.sellerId)];
  const query = { IndexName: index, KeyConditionExpression: `${index}pk = :p`, ExpressionAttributeValues: { ':p': partition }, ScanIndexForward: false };
  const [total, upTo] = await Promise.all([countAll(query), queryUpTo<EvaluationItem>(query, current * size)]);
  return { records: upTo.slice((current - 1) * size, current * size), total, pages: Math.ceil(total / size), current, size };
};
