/**
 * Goods of the mall (CONTRACT "Mall", docs/mall.md): three kinds, as the chat's goods card numbers them (`goodsType`):
 * 0 purchase intents (采购商品: what a buyer wants), 1 promoted supplier goods (供应商品: sold through the cart and
 * orders), 2 research-result transfers (科技成果: a patent offered for transfer). One listing belongs to the account
 * that lists it (a person, a team or a company). The server, the SPA and the search module read the kinds, fields and
 * limits from here.
 */
import type { ZodType } from 'zod';
import { MAX_AMOUNT_FEN } from '../money.js';
import { regionFields } from '../regions/schema.js';
import { flag, input, num, oneOf, pageInput, text, ulid } from '../validation/zod.js';
import { VISIBLE_NAME } from './project-common.js';
import { fen } from './wallet.js';

export const GOODS_TYPES = { 0: '采购商品', 1: '供应商品', 2: '科技成果' } as const;
export type GoodsType = 0 | 1 | 2;
export const GOODS_TYPE_VALUES = [0, 1, 2] as const satisfies readonly GoodsType[];
/** The kinds a buyer orders through the cart (a purchase intent is answered with a quote in the chat instead). */
export const ORDERABLE_GOODS_TYPES: readonly GoodsType[] = [1, 2];

/** The goods categories (`goodsCategory`), top-level as B2B marketplaces list them; code → name. */
export const GOODS_CATEGORIES = {
  '01': '机械设备',
  '02': '电子元器件',
  '03': '仪器仪表',
  '04': '五金工具',
  '05': '化工原料',
  '06': '建材与装饰',
  '07': '办公与文教',
  '08': '纺织与服装',
  '09': '食品与农产品',
  '10': '医疗与健康',
  '11': '汽车与配件',
  '12': '软件与信息服务',
  '13': '专利与技术',
  '99': '其他',
} as const;
export type GoodsCategory = keyof typeof GOODS_CATEGORIES;
/**
 * The codes in their order, 01 … 13 then 99 (其他 last). Sorted: Object.keys lists integer-like keys ('10' … '99')
 * before the others ('01' … '09'), which put 医疗与健康 … 其他 ahead of 机械设备 in every picker and filter.
 */
export const GOODS_CATEGORY_CODES = (Object.keys(GOODS_CATEGORIES) as GoodsCategory[]).sort() as [GoodsCategory, ...GoodsCategory[]];

/** Units a quantity is counted in (计量单位). */
export const GOODS_UNITS = ['件', '个', '台', '套', '箱', '包', '吨', '千克', '米', '平方米', '立方米', '升', '项'] as const;
export type GoodsUnit = (typeof GOODS_UNITS)[number];

export const GOODS_LIMITS = {
  name: 60,
  specification: 100,
  brand: 50,
  serialNumber: 32,
  patentNo: 32,
  patentOwner: 50,
  transferNo: 32,
  description: 2_000,
  /** Pictures of one listing (the first is its cover). */
  pictures: 9,
  /** Stock, quantities and minimum order quantities. */
  maxQuantity: 99_999_999,
  /** Rows the ad-post page saves at once (spec §5 checkThree). */
  rowsAtOnce: 3,
  /** Listings one account may have (on and off sale). */
  perAccount: 500,
  /** Page size of the lists. */
  pageSize: 10,
  /** 报价's note typed beside the goods card (price, terms), sent as one chat text: within a chat text's limit. */
  quoteNote: 200,
} as const;

/** A patent number as CNIPA prints it: ZL, 12 digits, a dot and the check digit (ZL202310123456.7); older 8-digit ones too. */
export const PATENT_NO = /^(ZL)?\d{8}(\d{4})?\.[\dX]$/i;

const optionalText = (label: string, max: number) => text(label, { min: 0, max }).optional();
/**
 * A text every buyer sees on a line of its own (search cards, the detail, order lines, the chat's goods card): empty,
 * or a visible name as project names are (VISIBLE_NAME) — no direction override that reverses what follows it on the
 * line (the price), no zero-width twin of another listing's name, no control character.
 */
const SHOWN_OR_EMPTY = new RegExp(`^$|${VISIBLE_NAME.source}`, 'u');
const optionalShownText = (label: string, max: number) => text(label, { min: 0, max, pattern: [SHOWN_OR_EMPTY, `${label}含有不可见或控制字符`] }).optional();

/** The key of one `goods-image` upload (functions/lib/s3/upload-owner.ts: `<kind>/<id>/<proof>.<ext>`); whose it is the server checks. */
export const GOODS_IMAGE_KEY = /^goods-image\/[A-Za-z0-9_-]{1,64}\/[A-Za-z0-9_-]{1,64}\.(jpg|jpeg|png)$/;
const goodsImageKey = () => text('商品图片', { max: 160, pattern: [GOODS_IMAGE_KEY, '商品图片格式不正确，请重新上传'] });

/**
 * One row of the ad-post page, as the three kinds share it. Every field is optional here: a row may be empty (spec §5:
 * every field blank but goodsCategory and isOnSale); `goodsRowProblem` says what a non-empty row still lacks.
 */
export const goodsRowShape = {
  goodsCategory: oneOf('商品类目', GOODS_CATEGORY_CODES).optional(),
  isOnSale: flag('是否上架').optional(),
  serialNumber: optionalText('商品编号', GOODS_LIMITS.serialNumber),
  /** 产品名称 (1), 采购商品名称 (0), 专利名称 (2). */
  name: optionalShownText('名称', GOODS_LIMITS.name),
  specification: optionalShownText('规格型号', GOODS_LIMITS.specification),
  brand: optionalShownText('品牌/厂家', GOODS_LIMITS.brand),
  unit: oneOf('计量单位', GOODS_UNITS as unknown as [GoodsUnit, ...GoodsUnit[]]).optional(),
  /** Supplier goods: price of one unit, fen. */
  unitPrice: fen('单价').optional(),
  /** Supplier goods: quantity in stock. */
  stock: num('库存数量', { min: 0, max: GOODS_LIMITS.maxQuantity }).optional(),
  minOrderQuantity: num('起订量', { min: 1, max: GOODS_LIMITS.maxQuantity }).optional(),
  /** Purchase intents: quantity wanted, budget (fen, in all) and deadline (epoch ms). */
  quantity: num('采购数量', { min: 1, max: GOODS_LIMITS.maxQuantity }).optional(),
  budget: fen('采购预算').optional(),
  deadline: num('截止日期', { min: Date.UTC(2020, 0, 1), max: Date.UTC(2100, 0, 1) }).optional(),
  /** Research-result transfers: patent number, owner, transfer number and amount (fen). */
  patentNo: optionalText('专利号', GOODS_LIMITS.patentNo),
  patentOwner: optionalText('专利权人', GOODS_LIMITS.patentOwner),
  transferNo: optionalText('转让编号', GOODS_LIMITS.transferNo),
  amount: fen('转让金额').optional(),
  description: optionalText('商品描述', GOODS_LIMITS.description),
  /** File keys of `goods-image` uploads (the first is the cover): `goods-image/<id>/<proof>.<ext>`, as the presign answers `key`. */
  pictures: goodsImageKey().array().max(GOODS_LIMITS.pictures, `商品图片最多${GOODS_LIMITS.pictures}张`).optional(),
  /** Where the goods are (or are wanted): checked together by `refineRegion('province')` where given. */
  provinceCode: regionFields().provinceCode.optional(),
  cityCode: regionFields().cityCode,
  districtCode: regionFields().districtCode,
};

export type GoodsRow = { [K in keyof typeof goodsRowShape]?: unknown } & Partial<GoodsFields>;

/** The fields a listing of each kind must have (besides its category); names as in `goodsRowShape`. */
export const REQUIRED_GOODS_FIELDS: Record<GoodsType, readonly (keyof GoodsFields)[]> = {
  0: ['name', 'quantity', 'unit', 'deadline'],
  1: ['name', 'specification', 'brand', 'unitPrice', 'unit', 'stock'],
  2: ['name', 'patentNo', 'patentOwner', 'transferNo', 'amount'],
};

/**
 * The fields a listing of each kind keeps (a row's other fields are not its kind's and are dropped): the ones all
 * kinds share, and each kind's own. A research-result transfer is sold like supplier goods: its `stock` is the number
 * of transfers on offer (1 unless given), its price the transfer amount.
 */
export const COMMON_GOODS_FIELDS = ['goodsCategory', 'isOnSale', 'serialNumber', 'name', 'description', 'pictures', 'provinceCode', 'cityCode', 'districtCode'] as const satisfies readonly (keyof GoodsFields)[];
export const GOODS_KIND_FIELDS: Record<GoodsType, readonly (keyof GoodsFields)[]> = {
  0: [...COMMON_GOODS_FIELDS, 'specification', 'brand', 'unit', 'quantity', 'budget', 'deadline'],
  1: [...COMMON_GOODS_FIELDS, 'specification', 'brand', 'unit', 'unitPrice', 'stock', 'minOrderQuantity'],
  2: [...COMMON_GOODS_FIELDS, 'patentNo', 'patentOwner', 'transferNo', 'amount', 'stock'],
};

/** The Chinese label of each field, for messages naming it (the same as in `goodsRowShape`). */
export const GOODS_FIELD_LABELS: Record<keyof GoodsFields, string> = {
  goodsCategory: '商品类目',
  isOnSale: '是否上架',
  serialNumber: '商品编号',
  name: '名称',
  specification: '规格型号',
  brand: '品牌/厂家',
  unit: '计量单位',
  unitPrice: '单价',
  stock: '库存数量',
  minOrderQuantity: '起订量',
  quantity: '采购数量',
  budget: '采购预算',
  deadline: '截止日期',
  patentNo: '专利号',
  patentOwner: '专利权人',
  transferNo: '转让编号',
  amount: '转让金额',
  description: '商品描述',
  pictures: '商品图片',
  provinceCode: '省份',
  cityCode: '城市',
  districtCode: '区县',
};

/** The fields a listing carries, as stored and answered. */
export interface GoodsFields {
  goodsCategory: GoodsCategory;
  isOnSale: boolean;
  serialNumber: string;
  name: string;
  specification: string;
  brand: string;
  unit: GoodsUnit;
  unitPrice: number;
  stock: number;
  minOrderQuantity: number;
  quantity: number;
  budget: number;
  deadline: number;
  patentNo: string;
  patentOwner: string;
  transferNo: string;
  amount: number;
  description: string;
  pictures: string[];
  provinceCode: string;
  cityCode: string;
  districtCode: string;
}

const blank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

/**
 * Spec §5 "Goods rows": a row is empty when every field but goodsCategory and isOnSale is blank; the 'one' variant
 * (`ignoreSerial`) does not count serialNumber either.
 */
export const isEmptyGoodsRow = (row: Readonly<Record<string, unknown>>, { ignoreSerial = false } = {}): boolean =>
  Object.entries(row).every(([field, value]) => field === 'goodsCategory' || field === 'isOnSale' || (ignoreSerial && field === 'serialNumber') || blank(value));

/** checkThree: the ad-post page's rows pass when fewer than 3 are empty. */
export const checkThree = (rows: readonly Readonly<Record<string, unknown>>[]): boolean => rows.filter((row) => isEmptyGoodsRow(row)).length < 3;
/** checkOne: the rows pass when none is empty (serialNumber not counted). */
export const checkOne = (rows: readonly Readonly<Record<string, unknown>>[]): boolean => rows.filter((row) => isEmptyGoodsRow(row, { ignoreSerial: true })).length < 1;

/** What a non-empty row of this kind still lacks, as the Chinese message naming the first missing field; undefined when complete. */
export const goodsRowProblem = (goodsType: GoodsType, row: Readonly<Record<string, unknown>>): { field: string; message: string } | undefined => {
  for (const field of ['goodsCategory', ...REQUIRED_GOODS_FIELDS[goodsType]] as const) {
    if (blank(row[field])) return { field, message: `请填写${GOODS_FIELD_LABELS[field]}` };
  }
  if (goodsType === 2 && typeof row.patentNo === 'string' && !PATENT_NO.test(row.patentNo.trim())) {
    return { field: 'patentNo', message: '专利号格式不正确，例如 ZL202310123456.7' };
  }
  if (goodsType === 1 && typeof row.minOrderQuantity === 'number' && typeof row.stock === 'number' && row.stock > 0 && row.minOrderQuantity > row.stock) {
    return { field: 'minOrderQuantity', message: '起订量不能大于库存数量' };
  }
  return undefined;
};

/** The price a listing is found and sorted by: unit price (1), budget (0), transfer amount (2); fen. */
export const goodsPriceOf = (goods: Partial<Pick<GoodsFields, 'unitPrice' | 'budget' | 'amount'>> & { goodsType: GoodsType }): number =>
  (goods.goodsType === 1 ? goods.unitPrice : goods.goodsType === 0 ? goods.budget : goods.amount) ?? 0;

// ---------------------------------------------------------------- calls

const goodsType = () => num('商品类型', { min: 0, max: 2 }) as unknown as ZodType<GoodsType>;

/** POST mall/goods/save (CONTRACT): create, or with `id` update, one listing of one's own; the row must not be empty (checkOne). */
export const saveGoodsInput = input({ id: ulid('商品').optional(), goodsType: goodsType(), ...goodsRowShape });
/** POST goods/goods: the ad-post page's new rows of one kind, at most 3; fewer than 3 empty (checkThree); empty rows are skipped. */
export const saveGoodsRowsInput = input({
  goodsType: goodsType(),
  rows: input(goodsRowShape).array().min(1, '请填写商品信息').max(GOODS_LIMITS.rowsAtOnce, `一次最多提交${GOODS_LIMITS.rowsAtOnce}行`),
});
export const goodsIdInput = input({ id: ulid('商品') });
/** POST goods/is-show-info/{id}: on or off sale. */
export const goodsShowInput = input({ id: ulid('商品'), isOnSale: flag('是否上架') });
/** POST goods/buy-goods-info/{id}: what buying this quantity now costs (立即购买's check). */
export const buyGoodsInfoInput = input({ id: ulid('商品'), quantity: num('购买数量', { min: 1, max: GOODS_LIMITS.maxQuantity }) });
/** GET mall/goods/mine: one's own listings of a kind (the ad-post page). */
export const myGoodsInput = input({ goodsType: goodsType(), isOnSale: flag('是否上架').optional(), ...pageInput(GOODS_LIMITS.pageSize, 50) });
/** GET mall/goods/seller: a seller's listings on sale (the supplier page). */
export const sellerGoodsInput = input({ sellerId: ulid('卖家'), goodsType: goodsType().optional(), ...pageInput(GOODS_LIMITS.pageSize, 50) });
/**
 * POST mall/goods/contact/{id}: whom to talk to about a listing (联系卖家, 联系买家): the person who listed it, or one
 * of the seller organisation's active mall staff, else its administrator. Logged-in callers only, one listing at a
 * time: the public detail never names a person of an organisation (docs/mall.md "Contacting the seller").
 */
export const goodsContactInput = input({ id: ulid('商品') });
/** GET goods/recommend-goods: one's own listings on sale, to send as a goods card in the chat. */
export const recommendGoodsInput = input({ keyword: text('关键词', { min: 0, max: 50 }).optional(), ...pageInput(GOODS_LIMITS.pageSize, 50) });

/** The seller of a listing, as a buyer sees it. */
export interface GoodsSeller {
  /** The person's or the organisation's id. */
  sellerId: string;
  sellerType: 'PERSONAGE' | 'TEAM' | 'COMPANY';
  name: string;
  headPortrait: string;
  /** Region of the seller's unit, where known. */
  regionLabel: string;
}

/** A listing as answered (detail, lists, the ad-post page). Fields a kind does not have are left out. */
export interface Goods extends Partial<GoodsFields> {
  id: string;
  goodsType: GoodsType;
  goodsCategory: GoodsCategory;
  isOnSale: boolean;
  name: string;
  /** The price it is found and sorted by (`goodsPriceOf`), fen. */
  price: number;
  /** Public URLs of the pictures (`pictures` holds their keys). */
  pictureUrls: string[];
  /** Where the goods are, as people read it (浙江省 杭州市), or empty. */
  regionLabel: string;
  seller: GoodsSeller;
  /** Units sold in completed and running orders. */
  sales: number;
  /** Evaluations: how many, and the average of their stars (0 when none). */
  evaluationCount: number;
  starAverage: number;
  createTime: number;
  updateTime: number;
  /** Whether the viewer may change it (its seller's administrator or a named staff member). */
  mine: boolean;
}

/** POST goods/buy-goods-info/{id}'s answer. */
export interface BuyGoodsInfo {
  goods: Goods;
  quantity: number;
  /** quantity × unit price, fen. */
  amount: number;
  /** Why it cannot be bought now (下架, 库存不足, 低于起订量, 不能购买自己的商品), or empty. */
  problem: string;
}

/** POST mall/goods/contact/{id}'s answer: the person to open the chat with, and the title it shows (the seller's shown name). */
export interface GoodsContact {
  joinUserId: string;
  title: string;
}

/** Upper bound of any price filter (fen). */
export const MAX_GOODS_PRICE = MAX_AMOUNT_FEN;
