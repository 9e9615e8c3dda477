/**
 * Orders for tests (docs/orders.md): listings and delivery addresses written as the mall's items (until the mall's
 * routes are in the table on this branch: its listing `GOODS#<id>` / `GOODS` and address `ADDR#<account>` /
 * `ADDR#<id>`, the shapes functions/mall writes), buyers with a pay password and money, and the order calls.
 */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { AccountType } from '../../shared/domains.js';
import type { Order, OrderSubmitted, OrdersPaid } from '../../shared/schemas/order.js';
import { newId } from '../../functions/lib/ids.js';
import { ddb, table } from '../../functions/lib/store/client.js';
import { kindKeys } from '../../functions/lib/search/listing-store.js';
import { call } from './api.js';
import { fundWallet, newRequestId, PAY_PASSWORD, setPayPassword } from './money.js';
import { newPerson, type TestPerson } from './people.js';

export const ok = <T>(answer: { status: number; body: { code: number; msg?: string; data: T } }, what: string): T => {
  if (answer.body.code !== 200) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.data;
};

export interface Seller {
  type: AccountType;
  id: string;
  name: string;
}

export const sellerOf = (person: TestPerson): Seller => ({ type: 'PERSONAGE', id: person.userId, name: person.nickname });

/** A listing of supplier goods (kind 1) on sale, written as the mall writes it. */
export const listGoods = async (seller: Seller, fields: { stock: number; price: number; minOrderQuantity?: number; isOnSale?: boolean; goodsType?: 0 | 1 | 2; name?: string } = { stock: 10, price: 1_000 }): Promise<string> => {
  const id = newId();
  const now = Date.now();
  await ddb.send(
    new PutCommand({
      TableName: table(),
      Item: {
        pk: `GOODS#${id}`,
        sk: 'GOODS',
        // As the mall writes a listing: found by a reindex (without them the indexer logs the item as one it would miss).
        ...kindKeys('goods', `GOODS#${id}`),
        id,
        goodsType: fields.goodsType ?? 1,
        sellerType: seller.type,
        sellerId: seller.id,
        sellerName: seller.name,
        goodsCategory: '01',
        name: fields.name ?? '数控车床刀片',
        specification: 'CNMG120408',
        brand: '株洲钻石',
        unit: '件',
        unitPrice: fields.price,
        price: fields.price,
        stock: fields.stock,
        minOrderQuantity: fields.minOrderQuantity ?? 1,
        isOnSale: fields.isOnSale ?? true,
        pictures: [],
        sales: 0,
        evaluationCount: 0,
        starSum: 0,
        openOrders: 0,
        createTime: now,
        updateTime: now,
        rev: 1,
        updatedBy: seller.id,
      },
    }),
  );
  return id;
};

export const goodsNow = async (goodsId: string) =>
  (await ddb.send(new GetCommand({ TableName: table(), Key: { pk: `GOODS#${goodsId}`, sk: 'GOODS' }, ConsistentRead: true }))).Item as { stock: number; sales: number; openOrders: number; evaluationCount: number; starSum: number };

/** A delivery address of an account, written as the mall writes it. */
export const addAddress = async (accountId: string): Promise<string> => {
  const id = newId();
  const now = Date.now();
  await ddb.send(
    new PutCommand({
      TableName: table(),
      Item: { pk: `ADDR#${accountId}`, sk: `ADDR#${id}`, id, accountId, provinceCode: '330000', cityCode: '330100', districtCode: '330106', street: '文三路 90 号', contact: '王小明', phone: '13912345678', createTime: now, updateTime: now },
    }),
  );
  return id;
};

/** A person with a pay password, `fen` in the wallet and a delivery address. */
export const newBuyer = async (fen: number): Promise<{ person: TestPerson; addressId: string }> => {
  const person = await newPerson();
  await Promise.all([setPayPassword(person), fen > 0 ? fundWallet(person, fen) : undefined]);
  return { person, addressId: await addAddress(person.userId) };
};

export const submit = (buyer: { person: TestPerson; addressId: string }, items: { goodsId: string; quantity: number; price?: number }[], requestId = newRequestId()) =>
  call<OrderSubmitted>('order.submit', { items, addressId: buyer.addressId, requestId }, buyer.person.token);

export const pay = (buyer: TestPerson, orderIds: string[], requestId = newRequestId(), payPassword = PAY_PASSWORD) =>
  call<OrdersPaid>('order.pay', { orderIds, payPassword, requestId }, buyer.token);

export const detail = async (person: TestPerson, orderId: string): Promise<Order> => ok(await call<Order>('order.detail', { id: orderId }, person.token), 'detail');

/** The order domain's test clock: fires what is due at `now` for the named orders and refunds. */
export const sweepOrders = async (now: number, ...objectIds: string[]) => ok<{ fired: number; failed: number }>(await call('order.devSweep', { now, objectIds }), 'sweep');

/** A seller with one listing, a buyer with money, and one paid order of `quantity` at `price`. */
export const paidOrder = async (options: { price?: number; quantity?: number; stock?: number; fen?: number } = {}) => {
  const seller = await newPerson();
  const price = options.price ?? 10_000;
  const quantity = options.quantity ?? 2;
  const goodsId = await listGoods(sellerOf(seller), { stock: options.stock ?? 10, price });
  const buyer = await newBuyer(options.fen ?? price * quantity);
  const submitted = ok(await submit(buyer, [{ goodsId, quantity, price }]), 'submit');
  const orderId = submitted.orderIds[0]!;
  ok(await pay(buyer.person, [orderId]), 'pay');
  return { seller, buyer, goodsId, orderId, price, quantity, amount: price * quantity };
};

export const DAY = 24 * 60 * 60 * 1000;
