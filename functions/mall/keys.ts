/**
 * The mall domain's keys (docs/mall.md "Items"; docs/data-model.md "Mall"). A listing has its own partition, the item
 * the search kind `goods` reads (`GOODS#<id>` / `GOODS`, shared/schemas/mall-search.ts); a seller's partition holds its
 * count of listings and, for a team or company, the mall staff its administrator named; an account's addresses and its
 * cart each have a partition with a head item that counts them. An account (seller or buyer) is a person's id or an
 * organisation's id: ULIDs, never the same for two accounts.
 */

/** Update and sort times in index keys: 13 digits, so that a string order is the time order. */
const TIME_DIGITS = 13;
const time = (ms: number): string => String(Math.max(0, Math.floor(ms))).padStart(TIME_DIGITS, '0');

export const goodsKey = (goodsId: string) => ({ pk: `GOODS#${goodsId}`, sk: 'GOODS' });

/** A seller's head: how many listings it has (kept under GOODS_LIMITS.perAccount by the creating transaction). */
export const sellerHeadKey = (sellerId: string) => ({ pk: `SELLER#${sellerId}`, sk: 'HEAD' });
/** One member of an organisation named mall staff (商城管理员), with the membership it was given to (published in shared: the backlog reads it). */
export { mallStaffKey } from '../../shared/mall.js';
export const MALL_STAFF_PREFIX = 'STAFF#';

/** A delivery address of an account, and the head that counts them and names the default. */
export const addressKey = (accountId: string, addressId: string) => ({ pk: `ADDR#${accountId}`, sk: `ADDR#${addressId}` });
export const addressHeadKey = (accountId: string) => ({ pk: `ADDR#${accountId}`, sk: 'HEAD' });
export const ADDRESS_PREFIX = 'ADDR#';

/** One line of an account's cart (one per listing), and the head that counts the lines. */
export const cartLineKey = (accountId: string, goodsId: string) => ({ pk: `CART#${accountId}`, sk: `LINE#${goodsId}` });
export const cartHeadKey = (accountId: string) => ({ pk: `CART#${accountId}`, sk: 'HEAD' });
export const CART_LINE_PREFIX = 'LINE#';

/**
 * The index keys of a listing that is not deleted: gsi1 every listing of its seller, by kind, then on sale first,
 * then newest change first (`<type>#<1|0>#<updateTime>#<id>`, read backwards); gsi2, only while on sale, the seller's
 * listings on sale of every kind, newest change first. A deleted listing has neither: no list ever shows it.
 */
export const sellerGoodsIndex = (sellerId: string, goodsType: number, onSale: boolean, updateTime: number, goodsId: string) => ({
  gsi1pk: `SELLER#${sellerId}#GOODS`,
  gsi1sk: `${goodsType}#${onSale ? 1 : 0}#${time(updateTime)}#${goodsId}`,
});
export const sellerOnSaleIndex = (sellerId: string, updateTime: number, goodsId: string) => ({
  gsi2pk: `SELLER#${sellerId}#ONSALE`,
  gsi2sk: `${time(updateTime)}#${goodsId}`,
});
/** The partition of a seller's listings in gsi1, and in gsi2 of those on sale. */
export const sellerGoodsPartition = (sellerId: string): string => `SELLER#${sellerId}#GOODS`;
export const sellerOnSalePartition = (sellerId: string): string => `SELLER#${sellerId}#ONSALE`;

/**
 * Favourites and following (docs/data-model.md "Favourites and following"), a person's own partition `FAV#<userId>`:
 * the head counting both (published in shared/mall.ts: the personal center count reads it), one item per favourite
 * (`C#<targetType>#<targetId>`, listed per tab newest first on gsi1 `FAV#<userId>#<tab>`), one per follow
 * (`F#<partyKey>`, listed on gsi1 `FAV#<userId>#FOLLOW`); and the reverse of a follow in the followed party's
 * partition (`FOLLOWED#<partyKey>` / `BY#<userId>`), which the fan-out reads in pages.
 */
export { collectHeadKey } from '../../shared/mall.js';
export const FAVOURITE_PREFIX = 'C#';
export const FOLLOW_PREFIX = 'F#';
export const FOLLOWER_PREFIX = 'BY#';
export const favouriteKey = (userId: string, targetType: string, targetId: string) => ({ pk: `FAV#${userId}`, sk: `${FAVOURITE_PREFIX}${targetType}#${targetId}` });
export const favouriteIndex = (userId: string, tab: string, at: number, targetId: string) => ({ gsi1pk: favouritesPartition(userId, tab), gsi1sk: `${time(at)}#${targetId}` });
export const favouritesPartition = (userId: string, tab: string): string => `FAV#${userId}#${tab}`;
export const followKey = (userId: string, partyKey: string) => ({ pk: `FAV#${userId}`, sk: `${FOLLOW_PREFIX}${partyKey}` });
export const followIndex = (userId: string, at: number, partyKey: string) => ({ gsi1pk: followsPartition(userId), gsi1sk: `${time(at)}#${partyKey}` });
export const followsPartition = (userId: string): string => `FAV#${userId}#FOLLOW`;
export const followerKey = (partyKey: string, userId: string) => ({ pk: `FOLLOWED#${partyKey}`, sk: `${FOLLOWER_PREFIX}${userId}` });
/** That a party's followers were told of one release (`<projectId|goodsId>#<time>`): told once, however often the stream hands it over. */
export const toldKey = (partyKey: string, eventId: string) => ({ pk: `FOLLOWED#${partyKey}`, sk: `TOLD#${eventId}` });
