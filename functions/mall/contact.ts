/**
 * 联系卖家 (联系买家 for a purchase intent): whom a logged-in caller talks to about one listing (docs/mall.md "Contacting
 * the seller"), as 1688 and 京东企业购 route a buyer to a shop's customer service. A person's listing: that person. A
 * team's or company's: one of its active mall staff (商城管理员), the same one for the same caller every time and the
 * callers spread across them; with none, its administrator. The public detail names no person of an organisation
 * (outside-probe-29); this answer names one only to a logged-in caller asking about one listing on sale.
 *
 * Reads by key only: the listing (GetItem), the organisation (GetItem), its named staff (a Query of its seller
 * partition), their memberships and their people (BatchGets). Never a Scan.
 */
import { createHash } from 'node:crypto';
import type { GoodsContact } from '../../shared/schemas/mall-goods.js';
import { getOrg, membershipsIn, publicPeople } from '../account/public.js';
import type { TokenClaims } from '../lib/auth/token.js';
import { fail } from '../lib/errors.js';
import { getGoods, type GoodsItem } from './goods-store.js';
import { sellersOf } from './goods-view.js';
import { mayActFor } from './managers.js';
import { mallStaffOf } from './staff-store.js';

/**
 * One of `candidates` for `callerId`, chosen by a hash of the caller (and the seller, so that one caller is not always
 * the first staff member of every organisation): stable while the staff stay the same, spread evenly across callers.
 */
export const pickFor = (callerId: string, sellerId: string, candidates: readonly string[]): string | undefined => {
  if (candidates.length === 0) return undefined;
  const sorted = [...candidates].sort();
  const digest = createHash('sha256').update(`${callerId}#${sellerId}`).digest();
  return sorted[digest.readUInt32BE(0) % sorted.length];
};

/** The people who answer for an organisation now: its active mall staff (of the membership they were named in), else its administrator. */
const orgContacts = async (orgId: string): Promise<string[]> => {
  const [org, staff] = await Promise.all([getOrg(orgId), mallStaffOf(orgId)]);
  if (!org || org.status !== 'ACTIVE') return [];
  const ids = staff.map((s) => s.userId);
  const [members, people] = await Promise.all([membershipsIn(orgId, ids), publicPeople([...ids, org.adminUserId])]);
  const reachable = (userId: string) => people.get(userId)?.status === 'NORMAL';
  const active = staff.filter((s) => {
    const member = members.get(s.userId);
    return member?.status === 'ACTIVE' && member.joinTime === s.since && reachable(s.userId);
  });
  if (active.length > 0) return active.map((s) => s.userId);
  return reachable(org.adminUserId) ? [org.adminUserId] : [];
};

const personContact = async (userId: string): Promise<string[]> => ((await publicPeople([userId])).get(userId)?.status === 'NORMAL' ? [userId] : []);

/**
 * `mall/goods/contact/{id}`: a listing on sale (a deleted one, one that does not exist, or one off sale that the caller
 * does not manage is 404, as the detail answers); one the caller manages is 106010; nobody to reach is 106011.
 */
export const goodsContact = async (claims: TokenClaims, goodsId: string): Promise<GoodsContact> => {
  const goods = await getGoods(goodsId);
  if (!goods || goods.deleted) throw fail('GOODS_NOT_FOUND');
  const mine = await mayActFor(claims.userId, { type: goods.sellerType, id: goods.sellerId });
  if (!goods.isOnSale && !mine) throw fail('GOODS_NOT_FOUND');
  if (mine) throw fail('GOODS_CONTACT_OWN');
  const joinUserId = pickFor(claims.userId, goods.sellerId, await contactsOf(goods));
  if (!joinUserId || joinUserId === claims.userId) throw fail('GOODS_CONTACT_NONE');
  return { joinUserId, title: (await sellersOf([goods])).get(goods.sellerId)?.name ?? goods.sellerName };
};

const contactsOf = (goods: Pick<GoodsItem, 'sellerType' | 'sellerId'>): Promise<string[]> =>
  goods.sellerType === 'PERSONAGE' ? personContact(goods.sellerId) : orgContacts(goods.sellerId);
