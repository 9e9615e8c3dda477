/**
 * The mall's calls about listings (shared/routes/mall.ts): reads through SWR keyed `[GOODS_KEY + name, input]`, so
 * that a change revalidates every list and detail of the goods at once; changes through `callRoute`, silent where
 * the page shows the refusal on its fields.
 */
import useSWR, { mutate } from 'swr';
import { chatMessageRoute } from '../../../../../shared/routes/chat-messages.js';
import { mallRoute } from '../../../../../shared/routes/mall.js';
import type { Page } from '../../../../../shared/envelope.js';
import type { BuyGoodsInfo, Goods, GoodsContact, GoodsType } from '../../../../../shared/schemas/mall-goods.js';
import type { HttpError } from '../../../api/http-error.js';
import { callRoute, type InputOf } from '../../../api/route-call.js';

const GOODS_KEY = 'mall:goods:';
const keyOf = (name: string, input: Readonly<Record<string, unknown>>) => [`${GOODS_KEY}${name}`, input] as const;

/** Whether an SWR key is one of the goods' reads. */
export const isGoodsKey = (key: unknown): boolean => Array.isArray(key) && typeof key[0] === 'string' && key[0].startsWith(GOODS_KEY);

/** Revalidates every read of goods (after a listing was saved, shown, hidden or deleted). */
export const refreshGoods = (): Promise<unknown> => mutate(isGoodsKey);

const SAVE = mallRoute('mall.goods.save');
const ROWS = mallRoute('mall.goods.rows');
export type SaveGoodsInput = InputOf<typeof SAVE>;
export type GoodsRowsInput = InputOf<typeof ROWS>;

/** One's own listings of a kind (广告帖), newest change first. */
export const useMyGoods = (goodsType: GoodsType, isOnSale: boolean | undefined, current: number) =>
  useSWR<Page<Goods>, HttpError>(keyOf('mine', { goodsType, isOnSale, current }), () =>
    callRoute(mallRoute('mall.goods.mine'), { goodsType, ...(isOnSale === undefined ? {} : { isOnSale }), current }, { handledCodes: [403] }),
  );

/** A listing as a buyer sees it (public: visitors too). 404 is the page's own to show. */
export const useGoodsDetail = (id: string | undefined) =>
  useSWR<Goods, HttpError>(id ? keyOf('detail', { id }) : null, () => callRoute(mallRoute('mall.goods.detail'), { id: id ?? '' }, { handledCodes: [404, 400] }));

/** One's own listing, off sale too, to edit it. */
export const useOwnGoods = (id: string | undefined) =>
  useSWR<Goods, HttpError>(id ? keyOf('one', { id }) : null, () => callRoute(mallRoute('mall.goods.one'), { id: id ?? '' }, { handledCodes: [404, 400, 403] }));

/** A seller's listings on sale (供应商主页), of one kind or all. */
export const useSellerGoods = (sellerId: string | undefined, goodsType: GoodsType | undefined, current: number) =>
  useSWR<Page<Goods>, HttpError>(sellerId ? keyOf('seller', { sellerId, goodsType, current }) : null, () =>
    callRoute(mallRoute('mall.goods.seller'), { sellerId: sellerId ?? '', ...(goodsType === undefined ? {} : { goodsType }), current, size: 12 }, { handledCodes: [400, 404] }),
  );

/** One's own listings on sale that may be sent as a goods card in the chat (推荐商品), silent as chat screens are. */
export const useRecommendGoods = (keyword: string, enabled = true) =>
  useSWR<Page<Goods>, HttpError>(enabled ? keyOf('recommend', { keyword }) : null, () =>
    callRoute(mallRoute('mall.goods.recommend'), { ...(keyword ? { keyword } : {}), current: 1, size: 20 }, { silent: true }),
  );

/** Creates or (with `id`) updates one listing: a 400 comes back to the form, which shows it on its fields. */
export const saveGoods = async (input: SaveGoodsInput): Promise<{ id: string }> => {
  const saved = await callRoute(SAVE, input, { silent: true });
  await refreshGoods();
  return saved;
};

/** 广告帖's new rows of one kind (at most three; empty rows skipped by the server as by the page). */
export const saveGoodsRows = async (input: GoodsRowsInput): Promise<{ ids: string[] }> => {
  const saved = await callRoute(ROWS, input, { silent: true });
  await refreshGoods();
  return saved;
};

/** 广告帖's inline edit of one row. */
export const editGoodsRow = async (input: SaveGoodsInput): Promise<{ id: string }> => {
  const saved = await callRoute(mallRoute('mall.goods.edit'), input, { silent: true });
  await refreshGoods();
  return saved;
};

export const showGoods = async (id: string, isOnSale: boolean): Promise<void> => {
  await callRoute(mallRoute('mall.goods.show'), { id, isOnSale });
  await refreshGoods();
};

export const deleteGoods = async (id: string): Promise<void> => {
  await callRoute(mallRoute('mall.goods.delete'), { id });
  await refreshGoods();
};

/** 立即购买's check: what this quantity costs now, or why it cannot be bought. */
export const buyGoodsInfo = (id: string, quantity: number): Promise<BuyGoodsInfo> => callRoute(mallRoute('mall.goods.buyInfo'), { id, quantity });

/** 联系卖家 (联系买家): whom to talk to about this listing; a refusal (one's own, nobody to reach, gone) is told by the HTTP helper. */
export const goodsContact = (id: string): Promise<GoodsContact> => callRoute(mallRoute('mall.goods.contact'), { id });

/** 报价: one's own supplier goods on sale, a page of them, to answer a purchase intent with (403 for a member who does not manage the mall). */
export const useQuoteGoods = (current: number) =>
  useSWR<Page<Goods>, HttpError>(keyOf('quote', { current }), () => callRoute(mallRoute('mall.goods.mine'), { goodsType: 1, isOnSale: true, current }, { handledCodes: [403] }));

/** 报价: the chosen goods' card, sent to the buyer's conversation (spec §3 "Goods card"); `messageId` stores a retry once. */
export const sendQuoteCard = (joinUserId: string, goods: Pick<Goods, 'id' | 'name' | 'goodsCategory' | 'goodsType'>, messageId: string) =>
  callRoute(chatMessageRoute('chat.recommendGoods'), { messageType: 'MSG', joinUserId, goodsId: goods.id, goodsCategory: goods.goodsCategory, goodsType: goods.goodsType, name: goods.name, messageId });
