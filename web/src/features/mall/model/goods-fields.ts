/**
 * The fields of a listing as the mall's forms show them (广告帖's rows, 发布商品): which fields each kind has, how each
 * is typed (text, yuan, a whole number, a date, a choice), and the conversion of what was typed into the route's
 * input. The spec's row rules (empty rows, checkThree, checkOne, what a row lacks) are the contract's
 * (shared/schemas/mall-goods.ts); this adds only the reading of typed text (yuan, full-width digits, dates).
 */
import dayjs from 'dayjs';
import { toHalfWidth, yuanRefusalText, yuanToFen } from '../../../../../shared/money.js';
import {
  GOODS_FIELD_LABELS,
  GOODS_LIMITS,
  goodsRowProblem,
  isEmptyGoodsRow,
  REQUIRED_GOODS_FIELDS,
  type Goods,
  type GoodsFields,
  type GoodsType,
} from '../../../../../shared/schemas/mall-goods.js';
import { tm, type MallTextKey } from '../texts.js';

export type FieldKind = 'text' | 'money' | 'int' | 'date' | 'category' | 'unit' | 'onSale';
export type RowField = Exclude<keyof GoodsFields, 'description' | 'pictures' | 'provinceCode' | 'cityCode' | 'districtCode'>;

export const FIELD_KINDS: Record<RowField, FieldKind> = {
  goodsCategory: 'category',
  isOnSale: 'onSale',
  serialNumber: 'text',
  name: 'text',
  specification: 'text',
  brand: 'text',
  unit: 'unit',
  unitPrice: 'money',
  stock: 'int',
  minOrderQuantity: 'int',
  quantity: 'int',
  budget: 'money',
  deadline: 'date',
  patentNo: 'text',
  patentOwner: 'text',
  transferNo: 'text',
  amount: 'money',
};

/** The row fields of each kind, in the order the forms show them (spec §3 "Goods lists"). */
export const ROW_FIELDS: Record<GoodsType, readonly RowField[]> = {
  0: ['goodsCategory', 'serialNumber', 'name', 'specification', 'brand', 'quantity', 'unit', 'budget', 'deadline', 'isOnSale'],
  1: ['goodsCategory', 'serialNumber', 'name', 'specification', 'brand', 'unitPrice', 'unit', 'stock', 'minOrderQuantity', 'isOnSale'],
  2: ['goodsCategory', 'serialNumber', 'name', 'patentNo', 'patentOwner', 'transferNo', 'amount', 'isOnSale'],
};

/** The most characters a text field takes (GOODS_LIMITS). */
export const TEXT_MAX: Partial<Record<RowField, number>> = {
  serialNumber: GOODS_LIMITS.serialNumber,
  name: GOODS_LIMITS.name,
  specification: GOODS_LIMITS.specification,
  brand: GOODS_LIMITS.brand,
  patentNo: GOODS_LIMITS.patentNo,
  patentOwner: GOODS_LIMITS.patentOwner,
  transferNo: GOODS_LIMITS.transferNo,
};

/** The field's label on the forms (the name field is named by the kind: 产品名称, 采购商品名称, 专利名称). */
export const fieldLabel = (goodsType: GoodsType, field: RowField | 'description' | 'pictures'): string =>
  field === 'name' ? tm(`mall.field.name.${goodsType}`) : tm(`mall.field.${field}` as MallTextKey);

export const isRequired = (goodsType: GoodsType, field: RowField): boolean =>
  field === 'goodsCategory' || (REQUIRED_GOODS_FIELDS[goodsType] as readonly string[]).includes(field);

/** What a row's fields hold while they are typed: text, `'true'`/`'false'` for isOnSale. */
export type RowValues = Partial<Record<RowField, string>>;

export const blankRow = (): RowValues => ({ isOnSale: 'true' });

export const kindName = (goodsType: GoodsType): string => tm(`mall.kind.${goodsType}`);

/** Yuan for fen as a field shows it: 12.5 → "12.50", 100 → "1". */
export const fenToTyped = (fen: number): string => (fen % 100 === 0 ? String(fen / 100) : (fen / 100).toFixed(2));

const DAY = 'YYYY-MM-DD';

/** The fields' text for a listing as it is (to edit it). */
export const rowValuesOf = (goods: Partial<GoodsFields>): RowValues => {
  const values: RowValues = {};
  for (const field of Object.keys(FIELD_KINDS) as RowField[]) {
    const value = goods[field];
    if (value === undefined || value === null) continue;
    const kind = FIELD_KINDS[field];
    values[field] =
      kind === 'money' ? fenToTyped(value as number) : kind === 'date' ? dayjs(value as number).format(DAY) : String(value);
  }
  values.isOnSale ??= 'true';
  return values;
};

/** A field's typed text as the route takes it, or the Chinese reason it cannot be read. */
const readField = (field: RowField, typed: string): { value: unknown } | { error: string } | undefined => {
  const text = typed.trim();
  if (text === '') return undefined;
  const label = GOODS_FIELD_LABELS[field];
  switch (FIELD_KINDS[field]) {
    case 'money': {
      const read = yuanToFen(text);
      return 'fen' in read ? { value: read.fen } : { error: yuanRefusalText(read.refused, label) };
    }
    case 'int': {
      const digits = toHalfWidth(text).replace(/[\s,]/g, '');
      return /^\d{1,9}$/.test(digits) ? { value: Number(digits) } : { error: tm('mall.field.notNumber', { label }) };
    }
    case 'date': {
      const day = dayjs(text);
      // The end of the chosen day: a purchase is open through its deadline.
      return /^\d{4}-\d{2}-\d{2}$/.test(text) && day.isValid() ? { value: day.endOf('day').valueOf() } : { error: tm('mall.field.pickDate', { label }) };
    }
    case 'onSale':
      return { value: text === 'true' };
    default:
      return { value: text };
  }
};

export interface ReadRow {
  /** The row as the route takes it (fields left blank are left out). */
  row: Partial<Record<RowField, unknown>>;
  /** The first problem of each field that could not be read. */
  errors: Partial<Record<RowField, string>>;
}

export const readRow = (goodsType: GoodsType, values: RowValues): ReadRow => {
  const row: Partial<Record<RowField, unknown>> = {};
  const errors: Partial<Record<RowField, string>> = {};
  for (const field of ROW_FIELDS[goodsType]) {
    const read = readField(field, values[field] ?? '');
    if (!read) continue;
    if ('error' in read) errors[field] = read.error;
    else row[field] = read.value;
  }
  return { row, errors };
};

/** Spec §5: a row of typed text is empty when every field but goodsCategory and isOnSale is blank. */
export const rowIsEmpty = (values: RowValues, options?: { ignoreSerial?: boolean }): boolean => isEmptyGoodsRow(values, options);

/**
 * What keeps a non-empty row from being saved, shown on its field: a field that could not be read first, then what
 * the contract says it lacks (`goodsRowProblem`). Undefined for a complete row.
 */
export const rowProblem = (goodsType: GoodsType, values: RowValues): { field: RowField; message: string } | undefined => {
  const { row, errors } = readRow(goodsType, values);
  const unread = ROW_FIELDS[goodsType].find((field) => errors[field]);
  if (unread) return { field: unread, message: errors[unread] ?? '' };
  const problem = goodsRowProblem(goodsType, row);
  return problem ? { field: problem.field as RowField, message: problem.message } : undefined;
};

/** The unit a listing is counted in, for a price per unit (`¥12.00/件`). */
export const unitOf = (goods: Pick<Goods, 'unit'>): string => goods.unit ?? '';
