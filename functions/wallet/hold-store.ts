/** The hold items (./holds.ts says what a hold is): read, and their writes as items of the posting that moves the money. */
import { getItem, table, type TransactItems } from '../lib/store/client.js';
import { holdKey } from './keys.js';

export type HoldStatus = 'HELD' | 'RELEASED' | 'CAPTURED';

export interface HoldItem {
  holdId: string;
  accountId: string;
  amount: number;
  status: HoldStatus;
  bizId: string;
  createTime: number;
  endTime?: number;
}

export const getHold = (holdId: string): Promise<HoldItem | undefined> => getItem<HoldItem>(holdKey(holdId), { consistent: true });

/** A new hold: refused when the id holds one already. */
export const newHoldItem = (item: HoldItem): TransactItems[number] => ({
  Put: { TableName: table(), Item: { ...holdKey(item.holdId), ...item }, ConditionExpression: 'attribute_not_exists(pk)' },
});

/** The hold's end (released or captured): refused unless it is still held. */
export const endHoldItem = (holdId: string, status: Exclude<HoldStatus, 'HELD'>): TransactItems[number] => ({
  Update: {
    TableName: table(),
    Key: holdKey(holdId),
    UpdateExpression: 'SET #status = :status, endTime = :now',
    ConditionExpression: '#status = :held',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':status': status, ':held': 'HELD', ':now': Date.now() },
  },
});
