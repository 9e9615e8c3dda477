/**
 * Delivery addresses (docs/mall.md "Delivery addresses"): an account's addresses in its own partition beside a head
 * that counts them (at most ADDRESS_LIMITS.perAccount) and names the default one. Every change of an address and of the
 * default is one transaction, so the default always names an address the account has.
 */
import { ADDRESS_LIMITS } from '../../shared/schemas/mall-cart.js';
import { fail } from '../lib/errors.js';
import { queryAll, table, type TransactItems } from '../lib/store/client.js';
import { ADDRESS_PREFIX, addressHeadKey, addressKey } from './keys.js';
import { commit } from './store.js';

export interface AddressItem {
  id: string;
  accountId: string;
  provinceCode: string;
  cityCode?: string;
  districtCode?: string;
  street: string;
  contact: string;
  phone: string;
  label?: string;
  createTime: number;
  updateTime: number;
}

export interface AddressHead {
  addressCount?: number;
  defaultId?: string;
}

/** An account's addresses and its head: one Query of its partition. */
export const addressesOf = async (accountId: string): Promise<{ addresses: AddressItem[]; head: AddressHead }> => {
  const items = await queryAll<AddressItem & AddressHead & { sk: string }>({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': addressHeadKey(accountId).pk }, ConsistentRead: true });
  const head = items.find((i) => i.sk === addressHeadKey(accountId).sk) ?? {};
  return { addresses: items.filter((i) => i.sk.startsWith(ADDRESS_PREFIX)), head };
};

const addressPut = (address: AddressItem, condition: 'new' | 'exists'): TransactItems[number] => ({
  Put: { TableName: table(), Item: { ...addressKey(address.accountId, address.id), ...address }, ConditionExpression: condition === 'new' ? 'attribute_not_exists(pk)' : 'attribute_exists(pk)' },
});

/** A new address, counted under the limit; the default when asked, or when the account has none yet. */
export const addAddress = async (address: AddressItem, makeDefault: boolean): Promise<void> => {
  await commit(
    [
      addressPut(address, 'new'),
      {
        Update: {
          TableName: table(),
          Key: addressHeadKey(address.accountId),
          UpdateExpression: makeDefault ? 'ADD addressCount :one SET defaultId = :id' : 'ADD addressCount :one SET defaultId = if_not_exists(defaultId, :id)',
          ConditionExpression: 'attribute_not_exists(addressCount) OR addressCount < :cap',
          ExpressionAttributeValues: { ':one': 1, ':id': address.id, ':cap': ADDRESS_LIMITS.perAccount },
        },
      },
    ],
    (index) => (index === 1 ? fail('ADDRESS_LIMIT') : fail('STALE_DATA')),
  );
};

/** An address rewritten; `makeDefault` true names it the default, false stops it being the default it was. */
export const changeAddress = async (address: AddressItem, makeDefault: boolean | undefined, wasDefault: boolean): Promise<void> => {
  const head: TransactItems = [];
  if (makeDefault === true) head.push({ Update: { TableName: table(), Key: addressHeadKey(address.accountId), UpdateExpression: 'SET defaultId = :id', ExpressionAttributeValues: { ':id': address.id } } });
  if (makeDefault === false && wasDefault) {
    head.push({ Update: { TableName: table(), Key: addressHeadKey(address.accountId), UpdateExpression: 'REMOVE defaultId', ConditionExpression: 'defaultId = :id', ExpressionAttributeValues: { ':id': address.id } } });
  }
  await commit([addressPut(address, 'exists'), ...head], (index) => (index === 0 ? fail('ADDRESS_NOT_FOUND') : fail('STALE_DATA')));
};

/** Names an address the default, if the account still has it. */
export const setDefaultAddress = async (accountId: string, addressId: string): Promise<void> => {
  await commit(
    [
      { ConditionCheck: { TableName: table(), Key: addressKey(accountId, addressId), ConditionExpression: 'attribute_exists(pk)' } },
      { Update: { TableName: table(), Key: addressHeadKey(accountId), UpdateExpression: 'SET defaultId = :id', ExpressionAttributeValues: { ':id': addressId } } },
    ],
    () => fail('ADDRESS_NOT_FOUND'),
  );
};

/**
 * Deletes an address, one less counted; the default's deletion names `next` the default (or none), only if the
 * default is still the one deleted (`wasDefault` as read).
 */
export const removeAddress = async (accountId: string, addressId: string, wasDefault: boolean, next: string | undefined): Promise<void> => {
  const headKey = addressHeadKey(accountId);
  const head: TransactItems[number] = wasDefault
    ? {
        Update: {
          TableName: table(),
          Key: headKey,
          UpdateExpression: next ? 'ADD addressCount :minus SET defaultId = :next' : 'ADD addressCount :minus REMOVE defaultId',
          ConditionExpression: 'defaultId = :id',
          ExpressionAttributeValues: { ':minus': -1, ':id': addressId, ...(next ? { ':next': next } : {}) },
        },
      }
    : {
        Update: {
          TableName: table(),
          Key: headKey,
          UpdateExpression: 'ADD addressCount :minus',
          ConditionExpression: 'attribute_not_exists(defaultId) OR defaultId <> :id',
          ExpressionAttributeValues: { ':minus': -1, ':id': addressId },
        },
      };
  await commit([{ Delete: { TableName: table(), Key: addressKey(accountId, addressId), ConditionExpression: 'attribute_exists(pk)' } }, head], (index) =>
    index === 0 ? fail('ADDRESS_NOT_FOUND') : fail('STALE_DATA'),
  );
};
