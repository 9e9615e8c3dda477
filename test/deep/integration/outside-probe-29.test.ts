/**
 * Outside probe 29: the mall and orders of issue 29, attacked as an outside client would — through HTTP and the
 * sockets only, with people, companies and staff made through the API (test/support).
 *
 * - strangers (a person, another company, the seller company's plain staff, a former mall staff member) naming others'
 *   goods, addresses, cart lines, orders, after-sales and invoices through every door, others' upload keys, private
 *   `/files/` URLs, and the order pushes of the socket;
 * - overlapping requests: checkouts repeated and bursting on little stock, pay twice, pay against cancel and expiry,
 *   two after-sales at once, agree against cancel, receipt against auto-receipt, delete against checkout, a price
 *   changed between cart and checkout; the money of every order reconciled;
 * - hostile input in every text a buyer or a seller sees: a 400 naming the field in Chinese or stored inert;
 * - privacy: masked phones and names, no person's id on a company's public goods, off-sale and deleted goods unseen.
 *
 * Found when the probe was written: an order's push reached every active member of a seller or buyer organisation —
 * its plain staff and a member no longer mall staff, who are strangers to its orders (fixed: the account's managers
 * only); a checkout naming a listing twice was held only to the price of its last line (fixed: every line's price);
 * a listing's name, spec and brand took direction overrides and zero-width twins (fixed: visible names, 400).
 */
import { inject } from 'vitest';
import type { Page } from '../../../shared/envelope.js';
import type { Goods } from '../../../shared/schemas/mall-goods.js';
import type { CartView, Address } from '../../../shared/schemas/mall-cart.js';
import type { Evaluation, Invoice, Order, OrderSubmitted, Refund } from '../../../shared/schemas/order.js';
import { orderCommissionOf } from '../../../shared/mall.js';
import { reconcileScoped } from '../../../functions/wallet/reconcile.js';
import { orderEscrowAccountId, walletAccountId } from '../../../functions/wallet/public.js';
import { readLedgerOf } from '../../../infra/scripts/ledger-snapshot.js';
import { api, call, type Answer } from '../../support/api.js';
import { balanceOf } from '../../support/ledger.js';
import { aBuyer, aGoodsPicture, aListing, anAddress, inCart } from '../../support/mall.js';
import { fundWallet, newRequestId, PAY_PASSWORD, setPayPassword } from '../../support/money.js';
import { hireStaff } from '../../support/org.js';
import { login, newPerson, type TestPerson } from '../../support/people.js';
import { socketPool } from '../../support/sockets.js';
import { uploadAs } from '../../support/uploads.js';
import { codeOf, noServerError, ok } from '../../support/probe.js';

const open = socketPool(() => inject('cloud').wsUrl);
const DAY = 86_400_000;
const asCompany = async (person: TestPerson): Promise<TestPerson> => ({ ...person, token: ok<string>(await login(person.phone, person.password, 'COMPANY'), 'login as company') });
const sweep = (now: number, ...objectIds: string[]) => call<{ fired: number; failed: number }>('order.devSweep', { now, objectIds });
const goodsOf = async (id: string, token?: string) => call<Goods>('mall.goods.detail', { id }, token);
const detail = async (p: TestPerson, id: string) => ok(await call<Order>('order.detail', { id }, p.token), 'order detail');
const invoicePdf = Buffer.from('%PDF-1.4\n%probe\n');

type Buyer = Awaited<ReturnType<typeof aBuyer>>;
const submit = (b: Buyer, items: { goodsId: string; quantity: number; price?: number }[], requestId = newRequestId(), extra: Record<string, unknown> = {}) =>
  call<OrderSubmitted>('order.submit', { items, addressId: b.addressId, requestId, ...extra } as never, b.person.token);
const pay = (b: Buyer, orderIds: string[], requestId = newRequestId()) => call('order.pay', { orderIds, payPassword: PAY_PASSWORD, requestId }, b.person.token);

/** A person seller's listing (1,250 fen, stock given, no minimum) and a buyer with enough money. */
const personSale = async (stock = 10, price = 1_250) => {
  const seller = await newPerson();
  const goodsId = await aListing(seller, 1, { stock, unitPrice: price, minOrderQuantity: 1 });
  return { seller, goodsId, price };
};
/** A paid order of `quantity` of a person's listing. */
const paidOrder = async (quantity = 2) => {
  const sale = await personSale();
  const buyer = await aBuyer(sale.price * quantity);
  const orderId = ok(await submit(buyer, [{ goodsId: sale.goodsId, quantity, price: sale.price }]), 'submit').orderIds[0]!;
  ok(await pay(buyer, [orderId]), 'pay');
  return { ...sale, buyer, orderId, amount: sale.price * quantity };
};
const delivered = async () => {
  const o = await paidOrder();
  ok(await call('order.deliver', { orderId: o.orderId, carrier: '顺丰速运', trackingNo: `SF${Date.now()}` }, o.seller.token), 'deliver');
  return o;
};
const completed = async () => {
  const o = await delivered();
  ok(await call('order.confirmReceipt', { orderId: o.orderId }, o.buyer.person.token), 'confirm');
  return o;
};
const reconcile = async (accounts: string[]) => {
  const report = reconcileScoped(await readLedgerOf(accounts));
  expect(report.findings, report.findings.join('\n')).toEqual([]);
};

/** A company seller: its administrator, its plain staff, its mall staff (each logged in as the company) and a listing. */
const companySale = async () => {
  const admin = await newPerson('COMPANY');
  const [plainP, mallP] = await Promise.all([newPerson(), newPerson()]);
  await hireStaff(admin, plainP);
  await hireStaff(admin, mallP);
  ok(await call('mall.staff.add', { userId: mallP.userId }, admin.token), 'name mall staff');
  const [plain, mall] = await Promise.all([asCompany(plainP), asCompany(mallP)]);
  const goodsId = await aListing(admin, 1, { stock: 20, unitPrice: 1_000, minOrderQuantity: 1 });
  const orgId = ok(await goodsOf(goodsId), 'detail').seller.sellerId;
  return { admin, plain, mall, goodsId, orgId };
};

// =================================================================================================================
// Strangers
// =================================================================================================================

describe('strangers get nothing of others’ orders, after-sales and invoices', () => {
  it('a person, another company and the seller’s plain staff get 404 on every route naming an order, its after-sale and invoice, and change nothing', async () => {
    // Prepare: a company sells; the buyer pays, the seller ships, the buyer asks a refund and an invoice
    const co = await companySale();
    const buyer = await aBuyer(5_000);
    const orderId = ok(await submit(buyer, [{ goodsId: co.goodsId, quantity: 2, price: 1_000 }]), 'submit').orderIds[0]!;
    ok(await pay(buyer, [orderId]), 'pay');
    ok(await call('order.invoice.apply', { orderId, kind: 'NORMAL', title: '合作云示范科技有限公司' }, buyer.person.token), 'invoice');
    const refundId = ok(await call<{ id: string }>('order.refund.apply', { orderId, type: 'REFUND', amount: 100, reason: '少发一件', requestId: newRequestId() }, buyer.person.token), 'refund').id;
    const [person, otherCo] = await Promise.all([newPerson(), newPerson('COMPANY')]);
    const before = await detail(buyer.person, orderId);

    // Act
    const answers: Record<string, number[]> = {};
    for (const [who, s] of Object.entries({ person, otherCo, plainStaff: co.plain })) {
      const t = s.token;
      answers[who] = (
        await Promise.all([
          call('order.detail', { id: orderId }, t),
          call('order.logistics', { id: orderId }, t),
          call('order.invoice.detail', { id: orderId }, t),
          call('order.refund.detail', { id: refundId }, t),
          call('order.cancel', { orderId }, t),
          call('order.pay', { orderIds: [orderId], payPassword: PAY_PASSWORD, requestId: newRequestId() }, t),
          call('order.deliver', { orderId, carrier: '顺丰速运', trackingNo: 'SF1234567' }, t),
          call('order.confirmReceipt', { orderId }, t),
          call('order.extendReceipt', { orderId }, t),
          call('order.refund.apply', { orderId, type: 'REFUND', amount: 1, reason: '陌生人', requestId: newRequestId() }, t),
          call('order.refund.agree', { refundId }, t),
          call('order.refund.refuse', { refundId, reason: '陌生人' }, t),
          call('order.refund.cancel', { refundId }, t),
          call('order.refund.escalate', { refundId, reason: '陌生人' }, t),
          call('order.refund.receiveReturn', { refundId }, t),
          call('order.refund.returnShip', { refundId, carrier: '顺丰速运', trackingNo: 'SF1234567' }, t),
          call('order.invoice.apply', { orderId, kind: 'NORMAL', title: '陌生人' }, t),
          call('order.invoice.issue', { orderId, invoiceNo: '12345678', invoiceCode: '1234567890' }, t),
          call('order.evaluate', { orderId, star: 1, content: '陌生人' }, t),
          call('order.reply', { orderId, goodsId: co.goodsId, content: '陌生人' }, t),
        ])
      ).map((a) => a.status);
    }
    const lists = await Promise.all([call<Page<Order>>('order.list', { side: 'SELL', current: 1, size: 50 }, person.token), call<Page<Order>>('order.list', { side: 'BUY', current: 1, size: 50 }, otherCo.token), call<Page<Order>>('order.list', { side: 'SELL', current: 1, size: 50 }, co.plain.token)]);

    // Assess
    for (const [who, statuses] of Object.entries(answers)) expect(statuses.every((s) => s === 404 || s === 403), `${who}: ${statuses.join(',')}`).toBe(true);
    for (const l of lists) expect(l.body.code === 403 || (l.body.data?.records ?? []).every((o) => o.id !== orderId)).toBe(true);
    const after = await detail(buyer.person, orderId);
    expect([after.state, after.refund?.state, after.invoice?.state, after.paid, after.refunded]).toEqual([before.state, before.refund?.state, before.invoice?.state, before.paid, before.refunded]);
  }, 120_000);

  it('another account’s address, cart line and goods are not one’s own: 404 or refused, nothing changed', async () => {
    // Prepare
    const sale = await personSale();
    const [victim, attacker] = await Promise.all([aBuyer(0), aBuyer(10_000)]);
    await inCart(victim.person, sale.goodsId, 3);
    const attackerGoods = await aListing(attacker.person, 1);

    // Act
    const answers = {
      submitWithTheirAddress: await call('order.submit', { items: [{ goodsId: sale.goodsId, quantity: 1 }], addressId: victim.addressId, requestId: newRequestId() }, attacker.person.token),
      saveTheirAddress: await call('mall.address.save', { id: victim.addressId, provinceCode: '110000', cityCode: '110100', districtCode: '110101', street: '被改了', contact: '黑客', phone: '13800000000' } as never, attacker.person.token),
      defaultTheirAddress: await call('mall.address.default', { id: victim.addressId }, attacker.person.token),
      deleteTheirAddress: await call('mall.address.delete', { id: victim.addressId }, attacker.person.token),
      updateTheirLine: await call('mall.cart.update', { goodsId: sale.goodsId, quantity: 9 } as never, attacker.person.token),
      removeTheirLine: await call('mall.cart.remove', { goodsIds: [sale.goodsId] } as never, attacker.person.token),
      editTheirGoods: await call('mall.goods.save', { id: sale.goodsId, goodsType: 1, ...{ goodsCategory: '02', name: '被改了', specification: 'x', brand: 'x', unitPrice: 1, unit: '个', stock: 1 } } as never, attacker.person.token),
      offSaleTheirGoods: await call('mall.goods.show', { id: sale.goodsId, isOnSale: false } as never, attacker.person.token),
      deleteTheirGoods: await call('mall.goods.delete', { id: sale.goodsId }, attacker.person.token),
      readTheirGoodsToEdit: await call('mall.goods.one', { id: sale.goodsId }, attacker.person.token),
      buyOwn: await call('order.submit', { items: [{ goodsId: attackerGoods, quantity: 2 }], addressId: attacker.addressId, requestId: newRequestId() }, attacker.person.token),
    };

    // Assess
    const codes = Object.fromEntries(Object.entries(answers).map(([k, a]) => [k, codeOf(a)]));
    expect(codes).toEqual({
      submitWithTheirAddress: 107006,
      saveTheirAddress: 404,
      defaultTheirAddress: 404,
      deleteTheirAddress: 404,
      updateTheirLine: 404,
      removeTheirLine: 404,
      editTheirGoods: 404,
      offSaleTheirGoods: 404,
      deleteTheirGoods: 404,
      readTheirGoodsToEdit: 404,
      buyOwn: 107005,
    });
    const addresses = ok(await call<Address[]>('mall.address.list', {}, victim.person.token), 'list');
    expect(addresses.map((a) => [a.id, a.street])).toEqual([[victim.addressId, '文三路 100 号']]);
    const cart = ok(await call<CartView>('mall.cart.list', {}, victim.person.token), 'cart');
    expect(JSON.stringify(cart)).toContain('"quantity":3');
    const goods = ok(await goodsOf(sale.goodsId), 'detail');
    expect([goods.isOnSale, goods.name.startsWith('商品')]).toEqual([true, true]);
  }, 60_000);

  it('a company’s plain staff (not 商城管理员) is refused every managing mall route with 403 NOT_MALL_MANAGER', async () => {
    // Prepare
    const co = await companySale();
    const t = co.plain.token;

    // Act
    const answers = await Promise.all([
      call('mall.goods.save', { goodsType: 1, goodsCategory: '02', name: '员工商品', specification: 'x', brand: 'x', unitPrice: 1, unit: '个', stock: 1 } as never, t),
      call('mall.goods.one', { id: co.goodsId }, t),
      call('mall.goods.show', { id: co.goodsId, isOnSale: false } as never, t),
      call('mall.goods.delete', { id: co.goodsId }, t),
      call('mall.goods.mine', { goodsType: 1, current: 1, size: 10 } as never, t),
      call('mall.address.list', {}, t),
      call('mall.cart.list', {}, t),
      call('mall.staff.add', { userId: co.plain.userId }, t),
    ]);

    // Assess
    expect(answers.map((a) => a.status)).toEqual([403, 403, 403, 403, 403, 403, 403, 403]);
    expect(ok(await goodsOf(co.goodsId), 'detail').isOnSale).toBe(true);
  }, 60_000);

  it('nobody passes another person’s uploads as their own: goods pictures, refund pictures, evaluation pictures, invoice files', async () => {
    // Prepare
    const o = await completed();
    const attackerOrder = await completed();
    const [goodsPic, refundPic, evalPic, invoiceFile] = await Promise.all([
      aGoodsPicture(o.seller),
      uploadAs(o.buyer.person, 'refund-image', 'refund.png'),
      uploadAs(o.buyer.person, 'evaluation-image', 'eval.png'),
      uploadAs(o.seller, 'invoice', '发票.pdf', invoicePdf, 'application/pdf'),
    ]);
    ok(await call('order.invoice.apply', { orderId: attackerOrder.orderId, kind: 'NORMAL', title: '个人' }, attackerOrder.buyer.person.token), 'apply');

    // Act
    const answers = {
      goods: await call('mall.goods.save', { goodsType: 1, goodsCategory: '02', name: '盗图商品', specification: 'x', brand: 'x', unitPrice: 1, unit: '个', stock: 1, pictures: [goodsPic] } as never, attackerOrder.seller.token),
      refund: await call('order.refund.apply', { orderId: attackerOrder.orderId, type: 'REFUND', amount: 1, reason: '盗图', pictures: [refundPic.key], requestId: newRequestId() } as never, attackerOrder.buyer.person.token),
      evaluation: await call('order.evaluate', { orderId: attackerOrder.orderId, star: 5, content: '盗图', pictures: [evalPic.key] } as never, attackerOrder.buyer.person.token),
      invoice: await call('order.invoice.issue', { orderId: attackerOrder.orderId, fileKey: invoiceFile.key, fileName: '发票.pdf' } as never, attackerOrder.seller.token),
    };

    // Assess
    for (const [what, a] of Object.entries(answers)) {
      expect(a.status, `${what}: ${JSON.stringify(a.body)}`).toBeLessThan(500);
      expect([400, 403, 404].includes(a.body.code), `${what}: ${JSON.stringify(a.body)}`).toBe(true);
    }
    const order = await detail(attackerOrder.buyer.person, attackerOrder.orderId);
    expect([order.refund, order.invoice?.state, order.lines.every((l) => !l.evaluated)]).toEqual([null, 'APPLIED', true]);
  }, 120_000);

  it('an issued invoice’s file: the buyer downloads it through the signed URL; a stranger gets 404 and the bare /files/ URLs of private kinds answer nothing', async () => {
    // Prepare
    const o = await paidOrder();
    const refundPic = await uploadAs(o.buyer.person, 'refund-image', 'refund.png');
    ok(await call('order.invoice.apply', { orderId: o.orderId, kind: 'NORMAL', title: '个人' }, o.buyer.person.token), 'apply');
    const file = await uploadAs(o.seller, 'invoice', '发票.pdf', invoicePdf, 'application/pdf');
    ok(await call('order.invoice.issue', { orderId: o.orderId, fileKey: file.key, fileName: '发票.pdf' } as never, o.seller.token), 'issue');
    const stranger = await newPerson();

    // Act
    const invoice = ok(await call<Invoice>('order.invoice.detail', { id: o.orderId }, o.buyer.person.token), 'invoice');
    const signed = await fetch(invoice.fileUrl);
    const strangers = await call('order.invoice.detail', { id: o.orderId }, stranger.token);
    const bare = await Promise.all([fetch(file.fileUrl), fetch(refundPic.fileUrl), fetch(invoice.fileUrl.split('?')[0]!)]);

    // Assess
    expect(signed.status).toBe(200);
    expect(Buffer.from(await signed.arrayBuffer()).toString()).toContain('%PDF');
    expect(strangers.status).toBe(404);
    expect(bare.map((r) => r.status >= 400)).toEqual([true, true, true]);
  }, 60_000);

  it('an order’s push reaches the managers of the buyer’s and the seller’s accounts, never the seller’s plain staff or a member no longer mall staff', async () => {
    // Prepare: the company's admin, mall staff, plain staff, and one un-named from mall staff, all listening
    const co = await companySale();
    const formerP = await newPerson();
    await hireStaff(co.admin, formerP);
    ok(await call('mall.staff.add', { userId: formerP.userId }, co.admin.token), 'name');
    ok(await call('mall.staff.remove', { userId: formerP.userId }, co.admin.token), 'un-name');
    const former = await asCompany(formerP);
    // …and a member who was mall staff and left the company (已离职): they keep a person's socket
    const leftP = await newPerson();
    await hireStaff(co.admin, leftP);
    ok(await call('mall.staff.add', { userId: leftP.userId }, co.admin.token), 'name');
    ok(await call('org.removeStaff', { userId: leftP.userId }, co.admin.token), 'remove staff');
    const buyer = await aBuyer(5_000);
    const [adminS, mallS, plainS, formerS, leftS] = await Promise.all([open(co.admin.token, 'channel=radio'), open(co.mall.token, 'channel=radio'), open(co.plain.token, 'channel=radio'), open(former.token, 'channel=radio'), open(leftP.token, 'channel=radio')]);

    // Act
    const orderId = ok(await submit(buyer, [{ goodsId: co.goodsId, quantity: 1, price: 1_000 }]), 'submit').orderIds[0]!;
    await Promise.all([adminS.waitFor('NEED_RADIO', 10_000), mallS.waitFor('NEED_RADIO', 10_000)]);
    // A later event that must reach the admin: the plain staff's and the former's sockets have had time for the first
    ok(await pay(buyer, [orderId]), 'pay');
    await expect.poll(() => adminS.frames.filter((f) => f.messageType === 'NEED_RADIO').length, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);

    // Assess
    const heard = (s: typeof plainS) => s.frames.filter((f) => f.messageType === 'NEED_RADIO' && String(f.content).includes(orderId));
    expect(heard(adminS).length).toBeGreaterThanOrEqual(2);
    expect({ plain: heard(plainS).length, former: heard(formerS).length, left: heard(leftS).length }).toEqual({ plain: 0, former: 0, left: 0 });
    expect(heard(mallS).length).toBeGreaterThanOrEqual(1);
  }, 90_000);

  it('paying, a repeated requestId with other lines, and one’s own private uploads as goods pictures: nothing of another’s moves, nothing private turns public', async () => {
    // Prepare
    const sale = await personSale(10, 1_000);
    const [victim, attacker] = await Promise.all([aBuyer(5_000), aBuyer(5_000)]);
    const theirs = ok(await submit(victim, [{ goodsId: sale.goodsId, quantity: 1, price: 1_000 }]), 'submit').orderIds[0]!;
    const mine = ok(await submit(attacker, [{ goodsId: sale.goodsId, quantity: 1, price: 1_000 }]), 'submit').orderIds[0]!;
    const requestId = newRequestId();
    ok(await submit(attacker, [{ goodsId: sale.goodsId, quantity: 1 }], requestId), 'submit');
    const [chatPic, refundPic] = await Promise.all([uploadAs(attacker.person, 'chat-image', 'c.png'), uploadAs(attacker.person, 'refund-image', 'r.png')]);

    // Act
    const payMixed = await pay(attacker, [mine, theirs]);
    const reused = await submit(attacker, [{ goodsId: sale.goodsId, quantity: 2 }], requestId);
    const privatePictures = await Promise.all([chatPic.key, refundPic.key].map((key) => call('mall.goods.save', { goodsType: 1, goodsCategory: '02', name: '私图', specification: 'x', brand: 'x', unitPrice: 1, unit: '个', stock: 1, pictures: [key] } as never, attacker.person.token)));

    // Assess
    expect([404, 107007]).toContain(codeOf(payMixed));
    expect(((await detail(victim.person, theirs)).state)).toBe('UNPAID');
    expect((await detail(attacker.person, mine)).state).toBe('UNPAID');
    expect((await balanceOf(walletAccountId('PERSONAGE', attacker.person.userId))).available).toBe(5_000);
    expect(codeOf(reused)).toBe(107008);
    for (const a of privatePictures) expect([400, 403]).toContain(a.status);
    expect(ok(await goodsOf(sale.goodsId), 'detail').stock).toBe(7);
  }, 60_000);

  it('buying for a company: its plain staff cannot check out as it, its mall staff can but cannot pay, its administrator pays', async () => {
    // Prepare
    const buyerCo = await companySale();
    const sale = await personSale(10, 1_000);
    await Promise.all([setPayPassword(buyerCo.admin), fundWallet(buyerCo.admin, 5_000)]);
    const [plainAddress, mallAddress] = await Promise.all([
      call('mall.address.save', { provinceCode: '330000', cityCode: '330100', districtCode: '330106', street: '文三路 2 号', contact: '李四', phone: '13912345679' } as never, buyerCo.plain.token),
      anAddress(buyerCo.mall),
    ]);

    // Act
    const byPlain = await call('order.submit', { items: [{ goodsId: sale.goodsId, quantity: 1 }], addressId: mallAddress, requestId: newRequestId() }, buyerCo.plain.token);
    const byMall = ok(await call<OrderSubmitted>('order.submit', { items: [{ goodsId: sale.goodsId, quantity: 1, price: 1_000 }], addressId: mallAddress, requestId: newRequestId() }, buyerCo.mall.token), 'mall staff submit');
    const mallPays = await call('order.pay', { orderIds: byMall.orderIds, payPassword: PAY_PASSWORD, requestId: newRequestId() }, buyerCo.mall.token);
    const plainPays = await call('order.pay', { orderIds: byMall.orderIds, payPassword: PAY_PASSWORD, requestId: newRequestId() }, buyerCo.plain.token);
    const adminPays = await call('order.pay', { orderIds: byMall.orderIds, payPassword: PAY_PASSWORD, requestId: newRequestId() }, buyerCo.admin.token);

    // Assess
    expect(plainAddress.status).toBe(403);
    expect(byPlain.status).toBe(403);
    expect([403, 404]).toContain(mallPays.status);
    expect([403, 404]).toContain(plainPays.status);
    expect(codeOf(adminPays)).toBe(200);
    expect((await detail(buyerCo.mall, byMall.orderIds[0]!)).state).toBe('PAID');
    expect((await balanceOf(walletAccountId('COMPANY', buyerCo.orgId))).available).toBe(4_000);
  }, 90_000);
});

// =================================================================================================================
// Overlapping requests and bursts
// =================================================================================================================

describe('overlapping requests never oversell, never charge twice, never lose a fen', () => {
  it('the same checkout sent 5 times at once answers the same orders and reserves the stock once', async () => {
    // Prepare
    const sale = await personSale(10);
    const buyer = await aBuyer(0);
    const requestId = newRequestId();

    // Act
    const answers = await Promise.all(Array.from({ length: 5 }, () => submit(buyer, [{ goodsId: sale.goodsId, quantity: 3, price: sale.price }], requestId)));

    // Assess
    noServerError(answers, 'same checkout');
    expect(answers.map(codeOf)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => JSON.stringify(a.body.data.orderIds))).size).toBe(1);
    expect(ok(await goodsOf(sale.goodsId), 'detail')).toMatchObject({ stock: 7, sales: 3 });
    const list = ok(await call<Page<Order>>('order.list', { side: 'BUY', current: 1, size: 50 }, buyer.person.token), 'list');
    expect(list.total).toBe(1);
  }, 60_000);

  it('checkouts of different buyers bursting on 3 left: exactly 3 orders, the rest 107002, stock 0', async () => {
    // Prepare
    const sale = await personSale(3);
    const buyers = await Promise.all(Array.from({ length: 6 }, () => aBuyer(0)));

    // Act
    const answers = await Promise.all(buyers.map((b) => submit(b, [{ goodsId: sale.goodsId, quantity: 1, price: sale.price }])));

    // Assess
    noServerError(answers, 'burst');
    expect(answers.filter((a) => codeOf(a) === 200).length).toBe(3);
    expect(answers.filter((a) => codeOf(a) !== 200).map(codeOf)).toEqual([107002, 107002, 107002]);
    expect(ok(await goodsOf(sale.goodsId), 'detail')).toMatchObject({ stock: 0, sales: 3 });
  }, 60_000);

  it('pay sent twice at once, and pay racing cancel and the 30-minute expiry: each order paid once or cancelled whole, the ledger reconciles', async () => {
    // Prepare: three orders of three buyers, each with exactly its price
    const sale = await personSale(10, 2_000);
    const buyers = await Promise.all([aBuyer(2_000), aBuyer(2_000), aBuyer(2_000)]);
    const ids = await Promise.all(buyers.map(async (b) => ok(await submit(b, [{ goodsId: sale.goodsId, quantity: 1, price: 2_000 }]), 'submit').orderIds[0]!));

    // Act
    const twice = await Promise.all([pay(buyers[0]!, [ids[0]!]), pay(buyers[0]!, [ids[0]!])]);
    const vsCancel = await Promise.all([pay(buyers[1]!, [ids[1]!]), call('order.cancel', { orderId: ids[1]! }, buyers[1]!.person.token)]);
    const vsExpiry = await Promise.all([pay(buyers[2]!, [ids[2]!]), sweep(Date.now() + 31 * 60_000, ids[2]!)]);

    // Assess
    noServerError([...twice, ...vsCancel, ...vsExpiry], 'pay races');
    expect(twice.filter((a) => codeOf(a) === 200).length).toBeGreaterThanOrEqual(1);
    for (const [i, b] of buyers.entries()) {
      const order = await detail(b.person, ids[i]!);
      const wallet = await balanceOf(walletAccountId('PERSONAGE', b.person.userId));
      const escrow = await balanceOf(orderEscrowAccountId(ids[i]!));
      expect(['PAID', 'CANCELLED'], `order ${i}`).toContain(order.state);
      if (order.state === 'PAID') expect([wallet.available, escrow.available], `order ${i}`).toEqual([0, 2_000]);
      else expect([wallet.available, escrow.available], `order ${i}`).toEqual([2_000, 0]);
    }
    expect((await detail(buyers[0]!.person, ids[0]!)).state).toBe('PAID');
    const g = ok(await goodsOf(sale.goodsId), 'detail');
    const standing = (await Promise.all(buyers.map((b, i) => detail(b.person, ids[i]!)))).filter((o) => o.state === 'PAID').length;
    expect(g.stock).toBe(10 - standing);
    await reconcile([...buyers.map((b) => walletAccountId('PERSONAGE', b.person.userId)), ...ids.map(orderEscrowAccountId)]);
  }, 90_000);

  it('two after-sales applied at once on one order: one opens, the other is 107010', async () => {
    // Prepare
    const o = await paidOrder();

    // Act
    const answers = await Promise.all([1, 2].map((n) => call<{ id: string }>('order.refund.apply', { orderId: o.orderId, type: 'REFUND', amount: 100 * n, reason: `第${n}次`, requestId: newRequestId() }, o.buyer.person.token)));

    // Assess
    noServerError(answers, 'two refunds');
    expect(answers.map(codeOf).sort((x, y) => x - y)).toEqual([200, 107010]);
  }, 60_000);

  it('agree and cancel of one after-sale at once: the refund is paid and the order shows it, or it is cancelled and nothing moved', async () => {
    // Prepare
    const o = await paidOrder();
    const refundId = ok(await call<{ id: string }>('order.refund.apply', { orderId: o.orderId, type: 'REFUND', amount: 700, reason: '少一件', requestId: newRequestId() }, o.buyer.person.token), 'apply').id;

    // Act
    const answers = await Promise.all([call('order.refund.agree', { refundId }, o.seller.token), call('order.refund.cancel', { refundId }, o.buyer.person.token)]);

    // Assess
    noServerError(answers, 'agree vs cancel');
    expect(answers.filter((a) => codeOf(a) === 200).length).toBe(1);
    const refund = ok(await call<Refund>('order.refund.detail', { id: refundId }, o.buyer.person.token), 'refund');
    const order = await detail(o.buyer.person, o.orderId);
    const wallet = await balanceOf(walletAccountId('PERSONAGE', o.buyer.person.userId));
    if (codeOf(answers[0]!) === 200) expect([refund.state, order.refunded, wallet.available]).toEqual(['REFUNDED', 700, 700]);
    else expect([refund.state, order.refunded, wallet.available]).toEqual(['CANCELLED', 0, 0]);
    await reconcile([walletAccountId('PERSONAGE', o.buyer.person.userId), orderEscrowAccountId(o.orderId)]);
  }, 60_000);

  it('confirm-receipt racing the auto-receipt: the seller is paid once, less the commission, the escrow empty', async () => {
    // Prepare
    const o = await delivered();

    // Act
    const answers = await Promise.all([call('order.confirmReceipt', { orderId: o.orderId }, o.buyer.person.token), sweep(Date.now() + 11 * DAY, o.orderId)]);

    // Assess
    noServerError(answers, 'receipt race');
    expect((await detail(o.buyer.person, o.orderId)).state).toBe('COMPLETED');
    expect((await balanceOf(walletAccountId('PERSONAGE', o.seller.userId))).available).toBe(o.amount - orderCommissionOf(o.amount));
    expect(await balanceOf(orderEscrowAccountId(o.orderId))).toEqual({ available: 0, frozen: 0 });
    await reconcile([walletAccountId('PERSONAGE', o.seller.userId), walletAccountId('PERSONAGE', o.buyer.person.userId), orderEscrowAccountId(o.orderId)]);
  }, 60_000);

  it('deleting a listing while it is checked out: either the delete is refused (106008) and the order stands, or the checkout is refused and the listing is gone', async () => {
    for (let round = 0; round < 3; round += 1) {
      // Prepare
      const sale = await personSale(5);
      const buyer = await aBuyer(0);

      // Act
      const [submitted, deleted] = await Promise.all([submit(buyer, [{ goodsId: sale.goodsId, quantity: 1, price: sale.price }]), call('mall.goods.delete', { id: sale.goodsId }, sale.seller.token)]);

      // Assess
      noServerError([submitted, deleted], 'delete vs checkout');
      if (codeOf(submitted) === 200) {
        expect(codeOf(deleted), `round ${round}`).toBe(106008);
        expect(ok(await goodsOf(sale.goodsId), 'detail').stock).toBe(4);
      } else {
        expect(codeOf(deleted), `round ${round}`).toBe(200);
        expect((await goodsOf(sale.goodsId)).status).toBe(404);
      }
    }
  }, 90_000);

  it('a price changed between the cart and the checkout is refused with 107003 and the new price, never charged — also when the listing is named twice', async () => {
    // Prepare
    const sale = await personSale(20, 1_000);
    const buyer = await aBuyer(0);
    await inCart(buyer.person, sale.goodsId, 2);
    ok(await call('mall.goods.save', { id: sale.goodsId, goodsType: 1, goodsCategory: '02', name: '涨价了', specification: 'x', brand: 'x', unitPrice: 1_500, unit: '个', stock: 20, minOrderQuantity: 1 } as never, sale.seller.token), 'reprice');

    // Act
    const seenOld = await submit(buyer, [{ goodsId: sale.goodsId, quantity: 2, price: 1_000 }], newRequestId(), { fromCart: true });
    const twice = await submit(buyer, [{ goodsId: sale.goodsId, quantity: 1, price: 1_000 }, { goodsId: sale.goodsId, quantity: 1, price: 1_500 }]);
    const cart = ok(await call<CartView>('mall.cart.list', {}, buyer.person.token), 'cart');

    // Assess
    expect([codeOf(seenOld), (seenOld.body.data as unknown as { price: number }).price]).toEqual([107003, 1_500]);
    expect(codeOf(twice)).toBe(107003);
    expect(ok(await goodsOf(sale.goodsId), 'detail').stock).toBe(20);
    expect(JSON.stringify(cart)).toContain('"addedPrice":1000');
  }, 60_000);

  it('cart adds and address saves at once each count once: 5 adds of 1 make 5, 25 saves keep 20 addresses', async () => {
    // Prepare
    const sale = await personSale(50);
    const buyer = await newPerson();
    const addr = { provinceCode: '330000', cityCode: '330100', districtCode: '330106', street: '文三路 1 号', contact: '王小明', phone: '13912345678' };

    // Act
    const adds = await Promise.all(Array.from({ length: 5 }, () => call('mall.cart.add', { goodsId: sale.goodsId, quantity: 1 }, buyer.token)));
    const saves = await Promise.all(Array.from({ length: 25 }, (_, i) => call('mall.address.save', { ...addr, street: `文三路 ${i} 号`, isDefault: i % 3 === 0 } as never, buyer.token)));

    // Assess
    noServerError([...adds, ...saves], 'bursts');
    expect(adds.map(codeOf)).toEqual([200, 200, 200, 200, 200]);
    expect(JSON.stringify(ok(await call<CartView>('mall.cart.list', {}, buyer.token), 'cart'))).toContain('"quantity":5');
    const saved = saves.filter((a) => codeOf(a) === 200).length;
    expect(saves.filter((a) => codeOf(a) !== 200).every((a) => codeOf(a) === 106101 || codeOf(a) === 100002)).toBe(true);
    const list = ok(await call<Address[]>('mall.address.list', {}, buyer.token), 'list');
    expect(list.length).toBe(saved);
    expect(list.length).toBeLessThanOrEqual(20);
    expect(list.filter((a) => (a as unknown as { isDefault: boolean }).isDefault).length).toBe(1);
  }, 60_000);

  it('a refund applied while the buyer confirms receipt, and while the seller ships: the escrow is never released with an after-sale open', async () => {
    for (let round = 0; round < 2; round += 1) {
      // Prepare
      const d = await delivered();
      const p = await paidOrder();

      // Act
      const [applied, confirmed] = await Promise.all([
        call<{ id: string }>('order.refund.apply', { orderId: d.orderId, type: 'REFUND', amount: 500, reason: '坏了一个', requestId: newRequestId() }, d.buyer.person.token),
        call('order.confirmReceipt', { orderId: d.orderId }, d.buyer.person.token),
      ]);
      const [applied2, shipped] = await Promise.all([
        call<{ id: string }>('order.refund.apply', { orderId: p.orderId, type: 'REFUND', amount: 500, reason: '不想要了', requestId: newRequestId() }, p.buyer.person.token),
        call('order.deliver', { orderId: p.orderId, carrier: '顺丰速运', trackingNo: 'SF1234567' }, p.seller.token),
      ]);

      // Assess
      noServerError([applied, confirmed, applied2, shipped], 'refund races');
      const o1 = await detail(d.buyer.person, d.orderId);
      const seller1 = (await balanceOf(walletAccountId('PERSONAGE', d.seller.userId))).available;
      if (o1.state === 'COMPLETED') {
        expect(o1.refund === null || !['APPLIED', 'AGREED_RETURN', 'RETURNING', 'REFUSED', 'ARBITRATING'].includes(o1.refund.state), `round ${round}: completed with ${JSON.stringify(o1.refund)}`).toBe(true);
        expect(seller1).toBe(d.amount - orderCommissionOf(d.amount));
      } else {
        expect([o1.state, codeOf(applied), seller1], `round ${round}`).toEqual(['DELIVERED', 200, 0]);
      }
      const o2 = await detail(p.buyer.person, p.orderId);
      if (o2.state === 'DELIVERED') expect(codeOf(applied2) !== 200 || o2.refund !== null, `round ${round}`).toBe(true);
      else expect([o2.state, codeOf(shipped)], `round ${round}`).toEqual(['PAID', 107017]);
      await reconcile([walletAccountId('PERSONAGE', d.seller.userId), walletAccountId('PERSONAGE', d.buyer.person.userId), orderEscrowAccountId(d.orderId), walletAccountId('PERSONAGE', p.buyer.person.userId), orderEscrowAccountId(p.orderId)]);
    }
  }, 120_000);

  it('two evaluations and two replies of one line at once: one each, counted once on the listing', async () => {
    // Prepare
    const o = await completed();

    // Act
    const evals = await Promise.all([5, 1].map((star) => call('order.evaluate', { orderId: o.orderId, star, content: `${star}星` }, o.buyer.person.token)));
    const replies = await Promise.all(['谢谢', '多谢'].map((content) => call('order.reply', { orderId: o.orderId, goodsId: o.goodsId, content }, o.seller.token)));
    const buyerReply = await call('order.reply', { orderId: o.orderId, goodsId: o.goodsId, content: '买家冒充卖家' }, o.buyer.person.token);

    // Assess
    noServerError([...evals, ...replies, buyerReply], 'evaluation races');
    expect(evals.map(codeOf).sort((x, y) => x - y)).toEqual([200, 107013]);
    expect(replies.map(codeOf).sort((x, y) => x - y)).toEqual([200, 107014]);
    expect(codeOf(buyerReply)).not.toBe(200);
    const g = ok(await goodsOf(o.goodsId), 'detail');
    expect(g.evaluationCount).toBe(1);
    const page = ok(await call<Page<Evaluation>>('order.evaluations', { goodsId: o.goodsId, current: 1, size: 10 } as never), 'evaluations');
    expect(page.records.length).toBe(1);
    expect(['谢谢', '多谢']).toContain(page.records[0]!.reply);
  }, 60_000);

  it('an after-sale asked after completion never pays out of an escrow already released: refused, or paid without the ledger going wrong', async () => {
    // Prepare
    const o = await completed();

    // Act
    const applied = await call<{ id: string }>('order.refund.apply', { orderId: o.orderId, type: 'REFUND', amount: o.amount, reason: '完成后退款', requestId: newRequestId() }, o.buyer.person.token);
    const agreed = codeOf(applied) === 200 ? await call('order.refund.agree', { refundId: applied.body.data.id }, o.seller.token) : undefined;

    // Assess
    noServerError([applied, ...(agreed ? [agreed] : [])], 'refund after completion');
    const escrow = await balanceOf(orderEscrowAccountId(o.orderId));
    expect(escrow.available).toBeGreaterThanOrEqual(0);
    expect((await balanceOf(walletAccountId('PERSONAGE', o.buyer.person.userId))).available).toBe(codeOf(agreed ?? applied) === 200 && agreed ? o.amount : 0);
    await reconcile([walletAccountId('PERSONAGE', o.seller.userId), walletAccountId('PERSONAGE', o.buyer.person.userId), orderEscrowAccountId(o.orderId)]);
  }, 60_000);
});

// =================================================================================================================
// Hostile input
// =================================================================================================================

const HOSTILE_TEXTS: Record<string, string> = {
  html: '<img src=x onerror=alert(1)><script>alert(1)</script>',
  rtl: '发票\u202Efdp.exe',
  lone: 'ab\uD800cd',
  huge: '长'.repeat(10_000),
};
/** A hostile answer is a 400 in Chinese naming a field, or a success that stored the text as sent (or refused a business rule): never a 5xx. */
const heldHostile = (a: Answer, what: string) => {
  expect(a.status, `${what}: ${JSON.stringify(a.body).slice(0, 300)}`).toBeLessThan(500);
  if (a.status === 400) expect(a.body.msg, what).toMatch(/[\u4e00-\u9fff]/);
};

describe('hostile input is a 400 naming the field, or stored inert; never a 500, nothing half-written', () => {
  it('goods: hostile names, descriptions and specs; full-width, negative, float and huge numbers; arrays and __proto__', async () => {
    // Prepare
    const seller = await newPerson();
    const base = { goodsType: 1, goodsCategory: '02', name: '正常商品', specification: 'STM32', brand: '意法', unitPrice: 1_000, unit: '个', stock: 10 };
    const cases: Record<string, unknown> = {};
    for (const [k, v] of Object.entries({ ...HOSTILE_TEXTS, twin: '正常\u200B商品' })) for (const f of ['name', 'specification', 'description']) cases[`${f} ${k}`] = { ...base, [f]: v };
    Object.assign(cases, {
      'full-width stock': { ...base, stock: '１０' },
      'full-width price': { ...base, unitPrice: '１０００' },
      'negative price': { ...base, unitPrice: -1 },
      'float price': { ...base, unitPrice: 10.5 },
      'huge price': { ...base, unitPrice: 1e300 },
      'huge stock': { ...base, stock: Number.MAX_SAFE_INTEGER + 2 },
      'array as body': [base],
      'array as name': { ...base, name: ['a', 'b'] },
      'object as pictures': { ...base, pictures: { 0: 'x' } },
    });

    // Act
    const answers: Record<string, Answer<{ id: string }>> = {};
    for (const [what, body] of Object.entries(cases)) answers[what] = await api<{ id: string }>('POST', '/api/pc/hezuo/mall/goods/save', { token: seller.token, json: body });
    const proto = await api<{ id: string }>('POST', '/api/pc/hezuo/mall/goods/save', { token: seller.token, raw: JSON.stringify(base).replace(/}$/, ',"__proto__":{"isOnSale":false,"sellerId":"X","admin":true},"constructor":{"prototype":{"polluted":1}}}'), contentType: 'application/json' });

    // Assess
    for (const [what, a] of Object.entries(answers)) heldHostile(a, what);
    for (const what of ['huge', 'lone', 'rtl', 'twin'].flatMap((k) => ['name', 'specification'].map((f) => `${f} ${k}`))) expect(answers[what]!.status, what).toBe(400);
    expect(answers['name rtl']!.body.msg).toBe('名称含有不可见或控制字符');
    for (const what of ['negative price', 'float price', 'huge price', 'huge stock', 'array as body', 'array as name', 'object as pictures']) expect(answers[what]!.status, what).toBe(400);
    heldHostile(proto, '__proto__');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const html = answers['name html']!;
    if (html.body.code === 200) expect(ok(await goodsOf(html.body.data.id), 'detail').name).toBe(HOSTILE_TEXTS.html);
    if (proto.body.code === 200) expect(ok(await goodsOf(proto.body.data.id), 'detail')).toMatchObject({ isOnSale: true, seller: { sellerId: seller.userId } });
    // Nothing half-written: only the accepted saves are listed
    const mine = ok(await call<Page<Goods>>('mall.goods.mine', { goodsType: 1, current: 1, size: 50 } as never, seller.token), 'mine');
    expect(mine.total).toBe([...Object.values(answers), proto].filter((a) => a.body.code === 200).length);
  }, 120_000);

  it('address fields, checkout remarks, quantities and phones: hostile text and numbers are refused or kept inert', async () => {
    // Prepare
    const buyer = await aBuyer(0);
    const sale = await personSale(10);
    const addr = { provinceCode: '330000', cityCode: '330100', districtCode: '330106', street: '文三路 1 号', contact: '王小明', phone: '13912345678' };
    const addressCases: Record<string, unknown> = { 'full-width phone': { ...addr, phone: '１３９１２３４５６７８' }, 'phone array': { ...addr, phone: ['13912345678'] }, 'region proto': { ...addr, provinceCode: '__proto__' } };
    for (const [k, v] of Object.entries(HOSTILE_TEXTS)) for (const f of ['street', 'contact']) addressCases[`${f} ${k}`] = { ...addr, [f]: v };
    const submitCases: Record<string, unknown> = {
      'full-width quantity': { items: [{ goodsId: sale.goodsId, quantity: '２' }], addressId: buyer.addressId, requestId: newRequestId() },
      'negative quantity': { items: [{ goodsId: sale.goodsId, quantity: -2 }], addressId: buyer.addressId, requestId: newRequestId() },
      'float quantity': { items: [{ goodsId: sale.goodsId, quantity: 1.5 }], addressId: buyer.addressId, requestId: newRequestId() },
      'huge quantity': { items: [{ goodsId: sale.goodsId, quantity: 1e20 }], addressId: buyer.addressId, requestId: newRequestId() },
      'negative price': { items: [{ goodsId: sale.goodsId, quantity: 1, price: -1 }], addressId: buyer.addressId, requestId: newRequestId() },
      'items object': { items: { goodsId: sale.goodsId, quantity: 1 }, addressId: buyer.addressId, requestId: newRequestId() },
    };
    for (const [k, v] of Object.entries(HOSTILE_TEXTS)) submitCases[`remark ${k}`] = { items: [{ goodsId: sale.goodsId, quantity: 1 }], addressId: buyer.addressId, remark: v, requestId: newRequestId() };

    // Act
    const a: Record<string, Answer> = {};
    for (const [w, b] of Object.entries(addressCases)) a[`address ${w}`] = await api('POST', '/api/pc/hezuo/mall/address/save', { token: buyer.person.token, json: b });
    for (const [w, b] of Object.entries(submitCases)) a[`submit ${w}`] = await api('POST', '/api/pc/hezuo/order/submit', { token: buyer.person.token, json: b });

    // Assess
    for (const [w, ans] of Object.entries(a)) heldHostile(ans, w);
    for (const w of ['submit negative quantity', 'submit float quantity', 'submit huge quantity', 'submit negative price', 'submit items object', 'submit remark huge', 'submit remark lone', 'address phone array', 'address street huge', 'address contact huge', 'address street lone', 'address region proto']) expect(a[w]!.status, w).toBe(400);
    const orders = ok(await call<Page<Order>>('order.list', { side: 'BUY', current: 1, size: 50 }, buyer.person.token), 'list');
    const reserved = orders.records.reduce((s, o) => s + o.lines.reduce((t, l) => t + l.quantity, 0), 0);
    expect(ok(await goodsOf(sale.goodsId), 'detail').stock).toBe(10 - reserved);
    const html = orders.records.find((o) => o.remark.includes('<script>'));
    if (html) expect(html.remark).toBe(HOSTILE_TEXTS.html);
  }, 120_000);

  it('refund reasons, evaluation texts, replies and invoice titles: hostile text refused or kept inert', async () => {
    // Prepare
    const o = await completed();
    const t = o.buyer.person.token;

    // Act
    const a: Record<string, Answer> = {};
    for (const [k, v] of Object.entries(HOSTILE_TEXTS)) {
      a[`refund ${k}`] = await call('order.refund.apply', { orderId: o.orderId, type: 'REFUND', amount: 1, reason: v, requestId: newRequestId() }, t);
      if (a[`refund ${k}`]!.body.code === 200) ok(await call('order.refund.cancel', { refundId: (a[`refund ${k}`]!.body.data as { id: string }).id }, t), 'cancel');
      a[`invoice ${k}`] = await call('order.invoice.apply', { orderId: o.orderId, kind: 'NORMAL', title: v }, t);
    }
    a['refund amount negative'] = await api('POST', '/api/pc/hezuo/order/refund/apply', { token: t, json: { orderId: o.orderId, type: 'REFUND', amount: -100, reason: 'x', requestId: newRequestId() } });
    a['refund amount full-width'] = await api('POST', '/api/pc/hezuo/order/refund/apply', { token: t, json: { orderId: o.orderId, type: 'REFUND', amount: '１００', reason: 'x', requestId: newRequestId() } });
    a['evaluate star proto'] = await api('POST', '/api/pc/hezuo/order/evaluate', { token: t, json: { orderId: o.orderId, star: '__proto__', content: 'x' } });
    a['evaluate huge'] = await call('order.evaluate', { orderId: o.orderId, star: 5, content: HOSTILE_TEXTS.huge! }, t);
    a['evaluate lone'] = await call('order.evaluate', { orderId: o.orderId, star: 5, content: HOSTILE_TEXTS.lone! }, t);
    a['evaluate html'] = await call('order.evaluate', { orderId: o.orderId, star: 5, content: HOSTILE_TEXTS.html! }, t);
    for (const [k, v] of Object.entries(HOSTILE_TEXTS)) a[`reply ${k}`] = await call('order.reply', { orderId: o.orderId, goodsId: o.goodsId, content: v }, o.seller.token);

    // Assess
    for (const [w, ans] of Object.entries(a)) heldHostile(ans, w);
    for (const w of ['refund huge', 'refund lone', 'invoice huge', 'invoice lone', 'refund amount negative', 'evaluate star proto', 'evaluate huge', 'evaluate lone', 'reply huge', 'reply lone']) expect(a[w]!.status, w).toBe(400);
    expect(codeOf(a['evaluate html']!)).toBe(200);
    const evals = ok(await call<Page<Evaluation>>('order.evaluations', { goodsId: o.goodsId, current: 1, size: 10 } as never), 'evaluations');
    expect(evals.records.map((e) => e.content)).toEqual([HOSTILE_TEXTS.html]);
    if (codeOf(a['reply html']!) === 200) expect(evals.records[0]!.reply).toBe(HOSTILE_TEXTS.html);
    const order = await detail(o.buyer.person, o.orderId);
    expect([order.refunded, order.refund?.state ?? null]).toEqual([0, order.refund ? order.refund.state : null]);
  }, 120_000);

  it('the cart and the goods search: hostile ids, quantities and keywords are a 400 or an empty answer, never a 500', async () => {
    // Prepare
    const sale = await personSale(10);
    const buyer = await newPerson();
    const cartBodies: Record<string, unknown> = {
      'full-width quantity': { goodsId: sale.goodsId, quantity: '３' },
      'negative quantity': { goodsId: sale.goodsId, quantity: -3 },
      'float quantity': { goodsId: sale.goodsId, quantity: 0.5 },
      'huge quantity': { goodsId: sale.goodsId, quantity: 1e300 },
      'proto id': { goodsId: '__proto__', quantity: 1 },
      'array id': { goodsId: [sale.goodsId], quantity: 1 },
      'body array': [{ goodsId: sale.goodsId, quantity: 1 }],
    };
    const keywords = [...Object.values(HOSTILE_TEXTS), '"*?~^', '{"match_all":{}}', 'AND OR NOT (', '\\', '</em><script>'];

    // Act
    const cart: Record<string, Answer> = {};
    for (const [w, b] of Object.entries(cartBodies)) cart[w] = await api('POST', '/api/pc/hezuo/mall/cart/add', { token: buyer.token, json: b });
    const searches = await Promise.all(keywords.map((keyword) => api('POST', '/api/pc/hezuo/mall/goods/search', { json: { goodsType: 1, keyword, current: 1, size: 10 } })));
    const protoSearch = await api('POST', '/api/pc/hezuo/mall/goods/search', { raw: '{"goodsType":1,"current":1,"size":10,"__proto__":{"size":100000},"sort":"__proto__"}', contentType: 'application/json' });

    // Assess
    for (const [w, a] of Object.entries(cart)) heldHostile(a, w);
    for (const w of ['negative quantity', 'float quantity', 'huge quantity', 'proto id', 'array id', 'body array']) expect(cart[w]!.status, w).toBe(400);
    for (const [i, a] of searches.entries()) heldHostile(a, `search ${JSON.stringify(keywords[i]).slice(0, 40)}`);
    heldHostile(protoSearch, 'proto search');
    const lines = ok(await call<CartView>('mall.cart.list', {}, buyer.token), 'cart');
    const q = codeOf(cart['full-width quantity']!) === 200 ? 3 : 0;
    expect(JSON.stringify(lines).includes(`"quantity":${q}`) || q === 0).toBe(true);
  }, 60_000);
});

// =================================================================================================================
// Privacy
// =================================================================================================================

describe('privacy', () => {
  it('the seller’s mall staff sees the buyer’s phone masked, its administrator whole; the evaluation masks the buyer’s name', async () => {
    // Prepare
    const co = await companySale();
    const buyer = await aBuyer(5_000);
    const orderId = ok(await submit(buyer, [{ goodsId: co.goodsId, quantity: 1, price: 1_000 }]), 'submit').orderIds[0]!;
    ok(await pay(buyer, [orderId]), 'pay');
    ok(await call('order.deliver', { orderId, carrier: '顺丰速运', trackingNo: 'SF7654321' }, co.mall.token), 'deliver');
    ok(await call('order.confirmReceipt', { orderId }, buyer.person.token), 'confirm');
    ok(await call('order.evaluate', { orderId, star: 4, content: '不错' }, buyer.person.token), 'evaluate');

    // Act
    const [asMall, asAdmin, asBuyer] = await Promise.all([detail(co.mall, orderId), detail(co.admin, orderId), detail(buyer.person, orderId)]);
    const evals = ok(await call<Page<Evaluation>>('order.evaluations', { sellerId: co.orgId, current: 1, size: 10 } as never), 'evaluations');

    // Assess
    expect(asBuyer.address.phone).toBe('13912345678');
    expect(asAdmin.address.phone).toBe('13912345678');
    expect(asMall.address.phone).not.toContain('12345678');
    expect(asMall.address.phone).toMatch(/\*/);
    expect(evals.records.map((e) => e.buyerName)).toEqual([expect.stringMatching(/\*/)]);
    expect(evals.records[0]!.buyerName).not.toBe(buyer.person.nickname);
    expect(JSON.stringify(evals)).not.toContain(buyer.person.userId);
  }, 90_000);

  it('a visitor’s goods detail and the seller page of a company name no person: no administrator’s or staff’s id', async () => {
    // Prepare
    const co = await companySale();
    ok(await call('mall.goods.save', { id: co.goodsId, goodsType: 1, goodsCategory: '02', name: '员工改过的', specification: 'x', brand: 'x', unitPrice: 1_000, unit: '个', stock: 20 } as never, co.mall.token), 'staff edit');

    // Act
    const [d, page] = await Promise.all([goodsOf(co.goodsId), call<Page<Goods>>('mall.goods.seller', { sellerId: co.orgId, current: 1, size: 10 } as never)]);
    const found = await expect
      .poll(async () => (await call<{ records: Goods[] }>('search.goods', { goodsType: 1, keyword: '员工改过的', current: 1, size: 50 } as never)).body, { timeout: 20_000, interval: 500 })
      .toSatisfy((b: { data: { records: Goods[] } }) => b.data.records.some((g) => g.id === co.goodsId))
      .then(async () => (await call('search.goods', { goodsType: 1, keyword: '员工改过的', current: 1, size: 50 } as never)).body);

    // Assess
    const text = JSON.stringify([d.body, page.body, found]);
    for (const p of [co.admin, co.mall, co.plain]) expect(text).not.toContain(p.userId);
    expect(text).not.toMatch(/"phone"|updatedBy/);
    expect(page.body.data.records.map((g) => g.id)).toEqual([co.goodsId]);
  }, 60_000);

  it('off-sale and deleted goods are never seen by others: detail, search, seller page, cart, recommend', async () => {
    // Prepare
    const seller = await newPerson();
    const tag = `隐形${Date.now() % 1e6}`;
    const [offId, delId, onId] = await Promise.all([0, 1, 2].map(() => aListing(seller, 1, { name: `${tag}刀片`, stock: 5, minOrderQuantity: 1 })));
    const buyer = await aBuyer(0);
    await Promise.all([inCart(buyer.person, offId!, 1), inCart(buyer.person, delId!, 1)]);
    ok(await call('mall.goods.show', { id: offId!, isOnSale: false } as never, seller.token), 'off sale');
    ok(await call('mall.goods.delete', { id: delId! }, seller.token), 'delete');
    const search = () => call<{ records: { id: string }[] }>('search.goods', { goodsType: 1, keyword: tag, current: 1, size: 20 } as never);

    // Act / Assess
    await expect.poll(async () => (ok(await search(), 'search').records ?? []).map((r) => r.id).sort(), { timeout: 20_000, interval: 500 }).toEqual([onId]);
    for (const id of [offId!, delId!]) {
      expect((await goodsOf(id)).status, id).toBe(404);
      expect((await goodsOf(id, buyer.person.token)).status, id).toBe(404);
      expect(codeOf(await call('mall.cart.add', { goodsId: id, quantity: 1 }, buyer.person.token))).toBeGreaterThan(100_000);
      expect(codeOf(await submit(buyer, [{ goodsId: id, quantity: 1 }]))).toBe(107001);
    }
    expect((await goodsOf(delId!, seller.token)).status).toBe(404);
    const page = ok(await call<Page<Goods>>('mall.goods.seller', { sellerId: seller.userId, current: 1, size: 20 } as never), 'seller page');
    expect(page.records.map((g) => g.id)).toEqual([onId]);
    const cart = ok(await call<CartView>('mall.cart.list', {}, buyer.person.token), 'cart');
    const lines = JSON.stringify(cart);
    expect(lines).toContain('已下架');
    expect(lines).toContain('商品已删除');
    expect(cart.selectedAmount).toBe(0);
    const rec = ok(await call<Page<Goods>>('mall.goods.recommend', { current: 1, size: 20 } as never, seller.token), 'recommend');
    expect(rec.records.map((g) => g.id)).toEqual([onId]);
  }, 90_000);
});
