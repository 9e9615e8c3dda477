/**
 * Who an order's call is from (docs/orders.md "Who may do what"): the session's account (a person's own, or the team
 * or company it works as), acting for the order's buyer or seller when it is that account and the person manages it
 * now (the person themself; an organisation's administrator, authorised person or mall staff). Anyone else is a
 * stranger to the order: 404, as if it did not exist. The people of an account hear its orders' pushes.
 */
import type { OrderParty } from '../../shared/schemas/order.js';
import { getOrg, getPerson } from '../account/public.js';
import type { TokenClaims } from '../lib/auth/token.js';
import { fail } from '../lib/errors.js';
import { managersOf, mayActFor, type MallAccount } from '../mall/public.js';
import type { OrderItem } from './model.js';

export type OrderRole = 'buyer' | 'seller';

/** The account a session works as (no check). */
export const sessionAccountOf = (claims: TokenClaims): MallAccount | undefined =>
  claims.accountType === 'PERSONAGE' ? { type: 'PERSONAGE', id: claims.userId } : claims.orgId ? { type: claims.accountType, id: claims.orgId } : undefined;

/** The viewer's roles on an order: buyer or seller when the session is that account and may act for it. */
export const rolesOn = async (claims: TokenClaims, order: Pick<OrderItem, 'buyer' | 'seller'>): Promise<OrderRole[]> => {
  const account = sessionAccountOf(claims);
  if (!account) return [];
  const side: OrderRole | undefined = account.id === order.buyer.accountId ? 'buyer' : account.id === order.seller.accountId ? 'seller' : undefined;
  if (!side || !(await mayActFor(claims.userId, account))) return [];
  return [side];
};

/** An order the viewer is a side of, with their role; anyone else gets 404. */
export const mustBeSide = async <T extends Pick<OrderItem, 'buyer' | 'seller'>>(claims: TokenClaims, order: T | undefined, notFound: 'ORDER_NOT_FOUND' | 'REFUND_NOT_FOUND' | 'INVOICE_NOT_FOUND' = 'ORDER_NOT_FOUND'): Promise<{ order: T; role: OrderRole }> => {
  if (!order) throw fail(notFound);
  const [role] = await rolesOn(claims, order);
  if (!role) throw fail(notFound);
  return { order, role };
};

/** An account's name and picture as an order shows them (the person's nickname, or the organisation's name). */
export const partyOf = async (account: MallAccount, fallbackName = ''): Promise<OrderParty> => {
  if (account.type === 'PERSONAGE') {
    const person = await getPerson(account.id);
    return { accountId: account.id, accountType: 'PERSONAGE', name: person?.nickname ?? fallbackName, headPortrait: person?.headPortrait ?? '' };
  }
  const org = await getOrg(account.id);
  return { accountId: account.id, accountType: account.type, name: org?.name ?? fallbackName, headPortrait: org?.headPortrait ?? '' };
};

/**
 * The people who hear an account's orders: those who may act for it now (the person, or the organisation's managers),
 * as only they may read its orders — a plain member or one no longer mall staff is a stranger to them.
 */
export const peopleOfAccount = async (party: Pick<OrderParty, 'accountId' | 'accountType'>): Promise<string[]> =>
  managersOf({ type: party.accountType, id: party.accountId });

/** Whether the viewer is an organisation seller's mall staff rather than its administrator or authorised person (they see the phone masked). */
export const isPlainStaff = async (claims: TokenClaims, seller: OrderParty): Promise<boolean> => {
  if (seller.accountType === 'PERSONAGE') return false;
  const org = await getOrg(seller.accountId);
  return org?.adminUserId !== claims.userId && org?.certigierId !== claims.userId;
};
