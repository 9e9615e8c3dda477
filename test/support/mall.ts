/** Mall things for tests, made as people make them (through the API): listings of each kind, addresses, cart lines. */
import type { GoodsType } from '../../shared/schemas/mall-goods.js';
import { randomUUID } from 'node:crypto';
import { call } from './api.js';
import { fundWallet, setPayPassword } from './money.js';
import { newPerson, type TestPerson } from './people.js';
import { uploadAs } from './uploads.js';

const ok = <T>(answer: { status: number; body: { code: number; msg: string; data: T } }, what: string): T => {
  if (answer.body.code !== 200) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.data;
};

/** A complete row of each kind (spec §5: every field its kind requires). */
export const rowOf = (goodsType: GoodsType, extra: Record<string, unknown> = {}): Record<string, unknown> => {
  const name = `商品${randomUUID().slice(0, 8)}`;
  const rows: Record<GoodsType, Record<string, unknown>> = {
    0: { goodsCategory: '01', name: `采购${name}`, quantity: 10, unit: '台', deadline: Date.UTC(2030, 0, 1), budget: 500_000 },
    1: { goodsCategory: '02', name, specification: 'STM32F103C8T6', brand: '意法半导体', unitPrice: 1_250, unit: '个', stock: 100, minOrderQuantity: 2 },
    2: { goodsCategory: '13', name: `专利${name}`, patentNo: 'ZL202310123456.7', patentOwner: '合作云示范科技有限公司', transferNo: `ZR${Date.now() % 1e8}`, amount: 8_000_000 },
  };
  return { ...rows[goodsType], ...extra };
};

/** A listing of the owner's session account, saved through `mall/goods/save`; answers its id. */
export const aListing = async (owner: TestPerson, goodsType: GoodsType = 1, extra: Record<string, unknown> = {}): Promise<string> =>
  ok(await call<{ id: string }>('mall.goods.save', { goodsType, ...rowOf(goodsType, extra) } as never, owner.token), 'goods save').id;

/** A `goods-image` upload of the person's: its key, as a listing names it. */
export const aGoodsPicture = async (owner: TestPerson): Promise<string> => (await uploadAs(owner, 'goods-image', 'goods.png')).key;

/** An address of the owner's session account; answers its id. */
export const anAddress = async (owner: TestPerson, extra: Record<string, unknown> = {}): Promise<string> =>
  ok(
    await call<{ id: string }>('mall.address.save', { provinceCode: '330000', cityCode: '330100', districtCode: '330106', street: '文三路 100 号', contact: '王小明', phone: '13912345678', ...extra } as never, owner.token),
    'address save',
  ).id;

/** A buyer as a client makes one: a new person with a pay password, `fen` in the wallet and an address saved through the API. */
export const aBuyer = async (fen: number): Promise<{ person: TestPerson; addressId: string }> => {
  const person = await newPerson();
  await Promise.all([setPayPassword(person), fen > 0 ? fundWallet(person, fen) : undefined]);
  return { person, addressId: await anAddress(person) };
};

/** `quantity` of a listing in the buyer's cart. */
export const inCart = async (buyer: TestPerson, goodsId: string, quantity = 2): Promise<void> => {
  ok(await call('mall.cart.add', { goodsId, quantity }, buyer.token), 'cart add');
};
