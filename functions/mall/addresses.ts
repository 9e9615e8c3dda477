/**
 * Delivery addresses of the session's account (CONTRACT "Mall" mall/address/*; docs/mall.md): what a company buys is
 * delivered to the company's addresses, managed by the people who manage its mall. Shown in full to their owner (the
 * phone too: it is the account's own), default first.
 */
import { regionLabel, regionProblem } from '../../shared/regions/index.js';
import type { Address } from '../../shared/schemas/mall-cart.js';
import type { TokenClaims } from '../lib/auth/token.js';
import { fail, fieldError } from '../lib/errors.js';
import { newId } from '../lib/ids.js';
import { addAddress, addressesOf, changeAddress, removeAddress, setDefaultAddress, type AddressItem } from './address-store.js';
import { mallAccountOf } from './managers.js';

export interface SaveAddressInput {
  id?: string | undefined;
  provinceCode: string;
  cityCode?: string | undefined;
  districtCode?: string | undefined;
  street: string;
  contact: string;
  phone: string;
  label?: string | undefined;
  isDefault?: boolean | undefined;
}

const toAddress = (item: AddressItem, defaultId: string | undefined): Address => ({
  id: item.id,
  provinceCode: item.provinceCode,
  ...(item.cityCode ? { cityCode: item.cityCode } : {}),
  ...(item.districtCode ? { districtCode: item.districtCode } : {}),
  regionLabel: regionLabel(item.provinceCode, item.cityCode, item.districtCode),
  street: item.street,
  contact: item.contact,
  phone: item.phone,
  label: item.label ?? '',
  isDefault: item.id === defaultId,
  updateTime: item.updateTime,
});

/** `mall/address/list`: the default first, then the newest change first. */
export const listAddresses = async (claims: TokenClaims): Promise<Address[]> => {
  const account = await mallAccountOf(claims);
  const { addresses, head } = await addressesOf(account.id);
  return addresses
    .sort((a, b) => Number(b.id === head.defaultId) - Number(a.id === head.defaultId) || b.updateTime - a.updateTime)
    .map((a) => toAddress(a, head.defaultId));
};

/** `mall/address/save`: a new address (the first is the default), or with `id` a change of one of the account's. */
export const saveAddress = async (claims: TokenClaims, input: SaveAddressInput): Promise<{ id: string }> => {
  // An address is delivered to: down to the city wherever the place has cities.
  const region = regionProblem(input, 'city');
  if (region) throw fieldError(region.field, region.message);
  const account = await mallAccountOf(claims);
  const now = Date.now();
  const fields = {
    accountId: account.id,
    provinceCode: input.provinceCode,
    ...(input.cityCode ? { cityCode: input.cityCode } : {}),
    ...(input.districtCode ? { districtCode: input.districtCode } : {}),
    street: input.street,
    contact: input.contact,
    phone: input.phone,
    ...(input.label ? { label: input.label } : {}),
    updateTime: now,
  };
  if (!input.id) {
    const id = newId();
    await addAddress({ ...fields, id, createTime: now }, input.isDefault === true);
    return { id };
  }
  const { addresses, head } = await addressesOf(account.id);
  const old = addresses.find((a) => a.id === input.id);
  if (!old) throw fail('ADDRESS_NOT_FOUND');
  await changeAddress({ ...fields, id: old.id, createTime: old.createTime }, input.isDefault, head.defaultId === old.id);
  return { id: old.id };
};

export const makeDefaultAddress = async (claims: TokenClaims, addressId: string): Promise<void> => {
  const account = await mallAccountOf(claims);
  await setDefaultAddress(account.id, addressId);
};

/** `DELETE mall/address/{id}`: the default's deletion makes the newest other address the default. */
export const deleteAddress = async (claims: TokenClaims, addressId: string): Promise<void> => {
  const account = await mallAccountOf(claims);
  const { addresses, head } = await addressesOf(account.id);
  if (!addresses.some((a) => a.id === addressId)) throw fail('ADDRESS_NOT_FOUND');
  const wasDefault = head.defaultId === addressId;
  const next = wasDefault ? addresses.filter((a) => a.id !== addressId).sort((a, b) => b.updateTime - a.updateTime)[0]?.id : undefined;
  await removeAddress(account.id, addressId, wasDefault, next);
};

/** A delivery address of an account by id (the order domain's checkout), as its owner sees it; undefined when it has none such. */
export const addressOf = async (accountId: string, addressId: string): Promise<Address | undefined> => {
  const { addresses, head } = await addressesOf(accountId);
  const found = addresses.find((a) => a.id === addressId);
  return found && toAddress(found, head.defaultId);
};
