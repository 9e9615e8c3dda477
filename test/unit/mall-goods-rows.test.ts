/** Spec §5 "Goods rows" (shared/schemas/mall-goods.ts): what an empty row is, checkThree, checkOne, and what a row of each kind lacks. */
import { checkOne, GOODS_CATEGORIES, GOODS_CATEGORY_CODES, checkThree, GOODS_KIND_FIELDS, goodsPriceOf, goodsRowProblem, isEmptyGoodsRow, saveGoodsInput } from '../../shared/schemas/mall-goods.js';

const supplier = { goodsCategory: '02', name: '单片机', specification: 'STM32', brand: '意法', unitPrice: 1_250, unit: '个', stock: 10 };

describe('goods rows (spec §5)', () => {
  it('are empty when every field but goodsCategory and isOnSale is blank; the one variant ignores serialNumber too', () => {
    expect(isEmptyGoodsRow({})).toBe(true);
    expect(isEmptyGoodsRow({ goodsCategory: '01', isOnSale: true, name: '  ', pictures: [] })).toBe(true);
    expect(isEmptyGoodsRow({ serialNumber: 'A-1' })).toBe(false);
    expect(isEmptyGoodsRow({ serialNumber: 'A-1' }, { ignoreSerial: true })).toBe(true);
    expect(isEmptyGoodsRow({ stock: 0 })).toBe(false);
  });

  it('pass checkThree with fewer than three empty rows, and checkOne with none', () => {
    expect(checkThree([{}, {}, {}])).toBe(false);
    expect(checkThree([{}, { name: 'x' }, {}])).toBe(true);
    expect(checkOne([{ serialNumber: 'A-1' }])).toBe(false);
    expect(checkOne([{ name: 'x' }])).toBe(true);
  });

  it('name the first field a row of its kind lacks, the patent number’s form and the minimum above the stock', () => {
    expect(goodsRowProblem(1, supplier)).toBeUndefined();
    expect(goodsRowProblem(1, { ...supplier, goodsCategory: undefined })).toEqual({ field: 'goodsCategory', message: '请填写商品类目' });
    expect(goodsRowProblem(1, { ...supplier, brand: '' })).toEqual({ field: 'brand', message: '请填写品牌/厂家' });
    expect(goodsRowProblem(0, { goodsCategory: '01', name: '采购', quantity: 5, unit: '台' })).toEqual({ field: 'deadline', message: '请填写截止日期' });
    expect(goodsRowProblem(2, { goodsCategory: '13', name: '专利', patentNo: 'CN123', patentOwner: '某', transferNo: 'T1', amount: 100 })?.field).toBe('patentNo');
    expect(goodsRowProblem(2, { goodsCategory: '13', name: '专利', patentNo: 'ZL202310123456.7', patentOwner: '某', transferNo: 'T1', amount: 100 })).toBeUndefined();
    expect(goodsRowProblem(1, { ...supplier, minOrderQuantity: 11 })).toEqual({ field: 'minOrderQuantity', message: '起订量不能大于库存数量' });
  });

  it('keep each kind’s fields, priced by unit price, budget or transfer amount', () => {
    expect(GOODS_KIND_FIELDS[1]).toContain('unitPrice');
    expect(GOODS_KIND_FIELDS[0]).not.toContain('unitPrice');
    expect(GOODS_KIND_FIELDS[2]).toEqual(expect.arrayContaining(['patentNo', 'amount', 'stock']));
    expect([goodsPriceOf({ goodsType: 1, unitPrice: 5 }), goodsPriceOf({ goodsType: 0, budget: 7 }), goodsPriceOf({ goodsType: 2, amount: 9 }), goodsPriceOf({ goodsType: 1 })]).toEqual([5, 7, 9, 0]);
  });

  it('take pictures as goods-image keys only', () => {
    const key = 'goods-image/01HZY8Q3KZ7E2M9V4T6P0R1S2A/abcdefghijklmnopqrstuv.png';
    expect(saveGoodsInput.safeParse({ goodsType: 1, pictures: [key] }).success).toBe(true);
    expect(saveGoodsInput.safeParse({ goodsType: 1, pictures: ['avatar/01HZY8Q3KZ7E2M9V4T6P0R1S2A/abcdefghijklmnopqrstuv.png'] }).success).toBe(false);
    expect(saveGoodsInput.safeParse({ goodsType: 1, pictures: ['goods-image/../x.png'] }).success).toBe(false);
  });

  it('lists the categories in code order, 其他 last (not the integer-like codes 10 … 99 first)', () => {
    expect(GOODS_CATEGORY_CODES[0]).toBe('01');
    expect(GOODS_CATEGORY_CODES.map((code) => GOODS_CATEGORIES[code]).slice(0, 2)).toEqual(['机械设备', '电子元器件']);
    expect(GOODS_CATEGORY_CODES.at(-1)).toBe('99');
    expect([...GOODS_CATEGORY_CODES]).toEqual(Object.keys(GOODS_CATEGORIES).sort());
  });
});
