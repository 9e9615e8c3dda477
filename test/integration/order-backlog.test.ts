/**
 * Orders in 待办 (docs/orders.md "Notices"): every step leaves the side it now waits for a to-do (counted in the
 * personal center's backlog figure) and the other side a notice, each linking to where it is dealt with; the next step
 * closes what waited. A team's entries are for the people who manage its orders: a plain member neither lists, counts,
 * reads nor clears them.
 */
import { ERRORS } from '../../shared/errors.js';
import type { Page } from '../../shared/envelope.js';
import type { CenterCount } from '../../shared/schemas/content.js';
import type { BacklogItem } from '../../shared/schemas/project.js';
import { call } from '../support/api.js';
import { newRequestId } from '../support/money.js';
import { login, newPerson, type TestPerson } from '../support/people.js';
import { joinTeam } from '../support/org.js';
import { listGoods, newBuyer, ok, pay, submit } from '../support/orders.js';

const backlogOf = async (token: string): Promise<BacklogItem[]> => ok(await call<Page<BacklogItem>>('project.backlog', { current: 1, size: 50 }, token), 'backlog').records;
const waitingOf = async (token: string): Promise<number> => ok(await call<CenterCount>('content.centerCount', {}, token), 'count').backlog;
/** The entries about this order, newest first, as type, to-do and link. */
const about = async (token: string, orderId: string, refundId?: string) =>
  (await backlogOf(token)).filter((e) => e.link.includes(orderId) || (refundId !== undefined && e.link.includes(refundId))).map((e) => ({ type: e.type, todo: e.todo, link: e.link }));

describe('orders in the backlog', () => {
  it('leave a to-do for the side waiting and a notice for the other, closed by the next step, and keep a team’s plain members out', async () => {
    const [admin, member] = await Promise.all([newPerson('TEAM'), newPerson()]);
    await joinTeam(admin, member);
    const teamId = (await call<{ teamId: string }>('account.info', {}, admin.token)).body.data.teamId;
    const asMember = (await login(member.phone, member.password, 'TEAM', { teamId })).body.data as string;
    const goodsId = await listGoods({ type: 'TEAM', id: teamId, name: '测试团队' }, { stock: 10, price: 4_000, name: '工业相机镜头' });
    const buyer = await newBuyer(8_000);
    const b: TestPerson = buyer.person;
    const [adminBefore, memberBefore] = await Promise.all([waitingOf(admin.token), waitingOf(asMember)]);

    const { orderIds } = ok(await submit(buyer, [{ goodsId, quantity: 2, price: 4_000 }]), 'submit');
    const orderId = orderIds[0]!;
    // An unpaid order waits for the buyer's money, not for the seller: nothing in 待办 yet.
    expect(await about(admin.token, orderId)).toEqual([]);
    ok(await pay(b, [orderId]), 'pay');
    expect(await about(admin.token, orderId)).toEqual([{ type: 'ORDER_PAID', todo: true, link: `/order/saleOrderDetail?id=${orderId}` }]);
    expect(await waitingOf(admin.token)).toBe(adminBefore + 1);
    // The team's plain member: not listed, not counted, not opened or cleared by id.
    expect(await about(asMember, orderId)).toEqual([]);
    expect(await waitingOf(asMember)).toBe(memberBefore);
    const entryId = (await backlogOf(admin.token)).find((e) => e.link.includes(orderId))!.id;
    expect((await call('project.backlogClear', { id: entryId }, asMember)).body.code).toBe(ERRORS.BACKLOG_NOT_FOUND.code);
    expect((await call('project.backlogRead', { id: entryId }, asMember)).body.code).toBe(ERRORS.BACKLOG_NOT_FOUND.code);
    // Named mall staff, the member sees the unit's next entries.
    ok(await call('mall.staff.add', { userId: member.userId }, admin.token), 'staff');

    ok(await call('order.deliver', { orderId, carrier: '顺丰速运', trackingNo: 'SF1234567890' }, admin.token), 'deliver');
    expect(await about(admin.token, orderId)).toEqual([{ type: 'ORDER_PAID', todo: false, link: `/order/saleOrderDetail?id=${orderId}` }]);
    expect(await waitingOf(admin.token)).toBe(adminBefore);
    expect(await about(b.token, orderId)).toEqual([{ type: 'ORDER_DELIVERED', todo: true, link: `/order/orderDetail?id=${orderId}` }]);

    // A refund asked: the seller's to-do; refused: the buyer's (escalate or give up), the seller's closed.
    const { id: refundId } = ok(await call<{ id: string }>('order.refund.apply', { orderId, type: 'REFUND', amount: 1_000, reason: '少发一件配件', requestId: newRequestId() }, b.token), 'refund');
    const sellerRefund = `/order/saleRefundProgress?id=${refundId}`;
    expect((await about(asMember, orderId, refundId))[0]).toEqual({ type: 'ORDER_REFUND', todo: true, link: sellerRefund });
    ok(await call('order.refund.refuse', { refundId, reason: '配件已随箱发出，请查看包装底部' }, asMember), 'refuse');
    expect((await about(admin.token, orderId, refundId)).filter((e) => e.link === sellerRefund)).toEqual([
      { type: 'ORDER_REFUND', todo: false, link: sellerRefund },
      { type: 'ORDER_REFUND', todo: false, link: sellerRefund },
    ]);
    expect((await about(b.token, orderId, refundId))[0]).toEqual({ type: 'ORDER_REFUND', todo: true, link: `/order/refundProgress?id=${refundId}` });
    ok(await call('order.refund.cancel', { refundId }, b.token), 'cancel refund');
    expect((await about(b.token, orderId, refundId)).every((e) => !e.todo || e.type === 'ORDER_DELIVERED')).toBe(true);

    // Received: the buyer's to-do closed, the seller told; an invoice asked waits for the seller until issued.
    ok(await call('order.confirmReceipt', { orderId }, b.token), 'receive');
    expect((await about(b.token, orderId)).filter((e) => e.todo)).toEqual([]);
    expect((await about(admin.token, orderId))[0]).toEqual({ type: 'ORDER_COMPLETED', todo: false, link: `/order/saleOrderDetail?id=${orderId}` });
    ok(await call('order.invoice.apply', { orderId, kind: 'NORMAL', title: '王小明' }, b.token), 'invoice');
    expect((await about(asMember, orderId))[0]).toEqual({ type: 'ORDER_INVOICE', todo: true, link: `/order/openInvoice?id=${orderId}` });
    expect(await waitingOf(asMember)).toBe(memberBefore + 1);
    ok(await call('order.invoice.issue', { orderId, invoiceNo: '12345678', invoiceCode: '3300123456' }, admin.token), 'issue');
    expect((await about(asMember, orderId)).filter((e) => e.todo)).toEqual([]);
    expect(await waitingOf(asMember)).toBe(memberBefore);
    expect((await about(b.token, orderId))[0]).toEqual({ type: 'ORDER_INVOICE', todo: false, link: `/order/orderDetail?id=${orderId}` });
  });
});
