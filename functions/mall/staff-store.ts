/**
 * The mall staff an organisation's administrator names (商城管理员, docs/mall.md "Who manages an organisation's goods"):
 * one item per person in the seller's partition, with the join time of the membership it was given to, so that a
 * person who resigns stops being it and a later membership does not bring it back; the head counts them.
 */
import { fail } from '../lib/errors.js';
import { getItem, queryAll, table } from '../lib/store/client.js';
import { MALL_STAFF_LIMIT } from '../../shared/schemas/mall-staff.js';
import { MALL_STAFF_PREFIX, mallStaffKey, sellerHeadKey } from './keys.js';
import { commit } from './store.js';

export interface MallStaffItem {
  orgId: string;
  userId: string;
  /** The join time of the membership it was given to. */
  since: number;
  addTime: number;
  addedBy: string;
}

export const getMallStaff = (orgId: string, userId: string): Promise<MallStaffItem | undefined> => getItem<MallStaffItem>(mallStaffKey(orgId, userId), { consistent: true });

export const mallStaffOf = (orgId: string): Promise<MallStaffItem[]> =>
  queryAll<MallStaffItem>({ KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)', ExpressionAttributeValues: { ':pk': mallStaffKey(orgId, '').pk, ':prefix': MALL_STAFF_PREFIX }, ConsistentRead: true });

/**
 * Names a member mall staff for this membership: a new name is counted under the limit; one given to an earlier
 * membership of the same person is given to this one.
 */
export const nameMallStaff = async (staff: MallStaffItem, existing: MallStaffItem | undefined): Promise<void> => {
  const put = {
    Put: {
      TableName: table(),
      Item: { ...mallStaffKey(staff.orgId, staff.userId), ...staff },
      ConditionExpression: existing ? 'since = :since' : 'attribute_not_exists(pk)',
      ...(existing ? { ExpressionAttributeValues: { ':since': existing.since } } : {}),
    },
  };
  const count = {
    Update: {
      TableName: table(),
      Key: sellerHeadKey(staff.orgId),
      UpdateExpression: 'ADD staffCount :one',
      ConditionExpression: 'attribute_not_exists(staffCount) OR staffCount < :cap',
      ExpressionAttributeValues: { ':one': 1, ':cap': MALL_STAFF_LIMIT },
    },
  };
  await commit(existing ? [put] : [put, count], (index) => (index === 1 ? fail('MALL_STAFF_LIMIT') : fail('STALE_DATA')));
};

/** No longer mall staff: the name deleted and the count one less; false when there was none. */
export const unnameMallStaff = async (orgId: string, userId: string): Promise<boolean> => {
  try {
    await commit(
      [
        { Delete: { TableName: table(), Key: mallStaffKey(orgId, userId), ConditionExpression: 'attribute_exists(pk)' } },
        { Update: { TableName: table(), Key: sellerHeadKey(orgId), UpdateExpression: 'ADD staffCount :minus', ExpressionAttributeValues: { ':minus': -1 } } },
      ],
      () => new NotNamed(),
    );
    return true;
  } catch (error) {
    if (error instanceof NotNamed) return false;
    throw error;
  }
};

class NotNamed extends Error {}
