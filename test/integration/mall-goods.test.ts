/**
 * The mall's listings through the local gateway (docs/mall.md): the three kinds saved one at a time and as the ad-post
 * page's rows under spec §5's row rules, who may see a listing (on sale: anyone; off sale: its managers; deleted: no
 * one), its pictures (the lister's own goods-image uploads), who manages an organisation's listings (administrator,
 * authorised person, named mall staff), a stranger's calls on another's listing, and the per-account limit under
 * concurrent saves.
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Page } from '../../shared/envelope.js';
import { ERRORS } from '../../shared/errors.js';
import { GOODS_LIMITS, type Goods } from '../../shared/schemas/mall-goods.js';
import type { MallStaffMember } from '../../shared/schemas/mall-staff.js';
import { ddb, table } from '../../functions/lib/store/client.js';
import { goodsKey, sellerHeadKey } from '../../functions/mall/keys.js';
import { call } from '../support/api.js';
import { aGoodsPicture, aListing, rowOf } from '../support/mall.js';
import { hireStaff, joinTeam } from '../support/org.js';
import { login, newPerson, type TestPerson } from '../support/people.js';

const itemOf = async (id: string) => (await ddb.send(new GetCommand({ TableName: table(), Key: goodsKey(id), ConsistentRead: true }))).Item;
const companyToken = async (person: TestPerson) => (await login(person.phone, person.password, 'COMPANY')).body.data;

describe('listings of the three kinds', () => {
  it('are saved with their kind’s fields only, priced by goodsPriceOf, on sale by default, and found by the item layout the search reads', async () => {
    const person = await newPerson();
    const ids = await Promise.all([0, 1, 2].map((type) => aListing(person, type as 0 | 1 | 2, { patentOwner: 'x' })));
    const [intent, supplier, transfer] = await Promise.all(ids.map(itemOf));
    expect(intent).toMatchObject({ pk: `GOODS#${ids[0]}`, sk: 'GOODS', goodsType: 0, sellerType: 'PERSONAGE', sellerId: person.userId, sellerName: person.nickname, price: 500_000, isOnSale: true, sales: 0, evaluationCount: 0, starSum: 0, rev: 1 });
    expect(intent).not.toHaveProperty('patentOwner');
    expect(intent!.kindpk).toMatch(/^goods#\d\d$/);
    expect(intent!.kindsk).toBe(`GOODS#${ids[0]}`);
    expect(supplier).toMatchObject({ goodsType: 1, price: 1_250, stock: 100, minOrderQuantity: 2, gsi1pk: `SELLER#${person.userId}#GOODS`, gsi2pk: `SELLER#${person.userId}#ONSALE` });
    expect(transfer).toMatchObject({ goodsType: 2, price: 8_000_000, stock: 1, patentNo: 'ZL202310123456.7', patentOwner: 'x' });
    const detail = (await call<Goods>('mall.goods.detail', { id: ids[1]! })).body.data;
    expect(detail).toMatchObject({ id: ids[1], goodsType: 1, unitPrice: 1_250, price: 1_250, mine: false, seller: { sellerId: person.userId, sellerType: 'PERSONAGE', name: person.nickname } });
  });

  it('refuse an empty row and an incomplete one with a 400 naming the field, and change their kind never', async () => {
    const person = await newPerson();
    const empty = await call('mall.goods.save', { goodsType: 1, goodsCategory: '02', isOnSale: true, serialNumber: 'A-1' }, person.token);
    expect({ status: empty.status, path: (empty.body.data as { issues: { path: string }[] }).issues[0]!.path }).toEqual({ status: 400, path: 'name' });
    const { stock: _stock, ...noStock } = rowOf(1);
    const incomplete = await call('mall.goods.save', { goodsType: 1, ...noStock } as never, person.token);
    expect({ status: incomplete.status, msg: incomplete.body.msg }).toEqual({ status: 400, msg: '请填写库存数量' });
    const badPatent = await call('mall.goods.save', { goodsType: 2, ...rowOf(2, { patentNo: '12345' }) } as never, person.token);
    expect({ status: badPatent.status, msg: badPatent.body.msg }).toEqual({ status: 400, msg: '专利号格式不正确，例如 ZL202310123456.7' });
    const badRegion = await call('mall.goods.save', { goodsType: 1, ...rowOf(1, { provinceCode: '330000', cityCode: '110100' }) } as never, person.token);
    expect(badRegion.status).toBe(400);
    expect((badRegion.body.data as { issues: { path: string }[] }).issues[0]!.path).toBe('cityCode');
    const id = await aListing(person, 1);
    const retyped = await call('mall.goods.edit', { id, goodsType: 2, ...rowOf(2) } as never, person.token);
    expect({ status: retyped.status, path: (retyped.body.data as { issues: { path: string }[] }).issues[0]!.path }).toEqual({ status: 400, path: 'goodsType' });
  });

  it('post the ad page’s rows all or none: fewer than three empty, empty rows skipped, a bad row refusing every row', async () => {
    const person = await newPerson();
    const none = await call('mall.goods.rows', { goodsType: 0, rows: [{}, { goodsCategory: '01' }, {}] }, person.token);
    expect(none.status).toBe(400);
    const bad = await call('mall.goods.rows', { goodsType: 0, rows: [rowOf(0), rowOf(0, { quantity: undefined }), {}] } as never, person.token);
    expect({ status: bad.status, path: (bad.body.data as { issues: { path: string }[] }).issues[0]!.path }).toEqual({ status: 400, path: 'rows.1.quantity' });
    expect((await call<Page<Goods>>('mall.goods.mine', { goodsType: 0 }, person.token)).body.data.total).toBe(0);
    const saved = await call<{ ids: string[] }>('mall.goods.rows', { goodsType: 0, rows: [rowOf(0), {}, rowOf(0)] } as never, person.token);
    expect(saved.body.data.ids).toHaveLength(2);
    expect((await call<Page<Goods>>('mall.goods.mine', { goodsType: 0 }, person.token)).body.data.total).toBe(2);
  });

  it('are shown off sale to their managers only, deleted to no one, and listed on sale first, newest change first', async () => {
    const [seller, stranger] = await Promise.all([newPerson(), newPerson()]);
    const [a, b, c] = [await aListing(seller, 1), await aListing(seller, 1), await aListing(seller, 1)];
    expect((await call('mall.goods.show', { id: a, isOnSale: false }, seller.token)).body.code).toBe(200);
    expect((await call('mall.goods.detail', { id: a })).status).toBe(404);
    expect((await call('mall.goods.detail', { id: a }, stranger.token)).status).toBe(404);
    expect((await call<Goods>('mall.goods.detail', { id: a }, seller.token)).body.data).toMatchObject({ isOnSale: false, mine: true });
    const mine = (await call<Page<Goods>>('mall.goods.mine', { goodsType: 1 }, seller.token)).body.data;
    expect(mine.records.map((g) => g.id)).toEqual([c, b, a]);
    expect((await call<Page<Goods>>('mall.goods.mine', { goodsType: 1, isOnSale: false }, seller.token)).body.data.records.map((g) => g.id)).toEqual([a]);
    const shop = (await call<Page<Goods>>('mall.goods.seller', { sellerId: seller.userId })).body.data;
    expect(shop.records.map((g) => g.id)).toEqual([c, b]);
    expect((await call('mall.goods.delete', { id: b }, seller.token)).body.code).toBe(200);
    expect((await call('mall.goods.detail', { id: b }, seller.token)).status).toBe(404);
    expect((await call('mall.goods.one', { id: b }, seller.token)).status).toBe(404);
    expect(await itemOf(b)).toMatchObject({ deleted: true, isOnSale: false, rev: 2 });
    expect((await itemOf(b))!.gsi1pk).toBeUndefined();
    expect((await call<Page<Goods>>('mall.goods.seller', { sellerId: seller.userId })).body.data.total).toBe(1);
    expect((await call('mall.goods.show', { id: b, isOnSale: true }, seller.token)).status).toBe(404);
  });

  it('are another’s to a stranger: every call on them refused with 404, nothing changed', async () => {
    const [seller, stranger] = await Promise.all([newPerson(), newPerson()]);
    const id = await aListing(seller, 1);
    const before = await itemOf(id);
    for (const answer of [
      await call('mall.goods.save', { id, goodsType: 1, ...rowOf(1) } as never, stranger.token),
      await call('mall.goods.edit', { id, goodsType: 1, ...rowOf(1) } as never, stranger.token),
      await call('mall.goods.show', { id, isOnSale: false }, stranger.token),
      await call('mall.goods.delete', { id }, stranger.token),
      await call('mall.goods.one', { id }, stranger.token),
    ]) {
      expect({ status: answer.status, code: answer.body.code }).toEqual({ status: 404, code: 404 });
    }
    expect(await itemOf(id)).toEqual(before);
  });

  it('show pictures uploaded by their lister, keep them through another manager’s edit, and refuse another person’s upload', async () => {
    const [seller, other] = await Promise.all([newPerson('COMPANY'), newPerson()]);
    const [mine, theirs] = await Promise.all([aGoodsPicture(seller), aGoodsPicture(other)]);
    const refused = await call('mall.goods.save', { goodsType: 1, ...rowOf(1, { pictures: [theirs] }) } as never, seller.token);
    expect({ status: refused.status, path: (refused.body.data as { issues: { path: string }[] }).issues[0]!.path }).toEqual({ status: 403, path: 'pictures.0' });
    const id = await aListing(seller, 1, { pictures: [mine] });
    const detail = (await call<Goods>('mall.goods.detail', { id })).body.data;
    expect(detail.pictures).toEqual([mine]);
    expect(detail.pictureUrls[0]).toMatch(new RegExp(`/files/${mine}$`));
    // The company's authorised person edits the listing, keeping the administrator's picture.
    await hireStaff(seller, other);
    const companyId = (await call<{ companyId: string }>('account.info', {}, seller.token)).body.data.companyId;
    expect((await call('org.setCertigier', { userId: other.userId }, seller.token)).body.code).toBe(200);
    const asCertigier = await companyToken(other);
    expect((await call('mall.goods.edit', { id, goodsType: 1, ...rowOf(1, { pictures: [mine] }) } as never, asCertigier)).body.code).toBe(200);
    expect(await itemOf(id)).toMatchObject({ sellerType: 'COMPANY', sellerId: companyId, pictures: [mine], updatedBy: other.userId, rev: 2 });
  });
});

describe('an organisation’s listings', () => {
  it('are managed by its administrator and the mall staff it names, no other member, and no longer once un-named', async () => {
    const [admin, member] = await Promise.all([newPerson('TEAM'), newPerson()]);
    await joinTeam(admin, member);
    const teamId = (await call<{ teamId: string }>('account.info', {}, admin.token)).body.data.teamId;
    const asMember = (await login(member.phone, member.password, 'TEAM', { teamId })).body.data;
    const id = await aListing(admin, 1);
    expect((await call('mall.goods.show', { id, isOnSale: false }, asMember)).body.code).toBe(ERRORS.NOT_MALL_MANAGER.code);
    expect((await call('mall.goods.mine', { goodsType: 1 }, asMember)).status).toBe(403);
    expect((await call('mall.staff.add', { userId: member.userId }, asMember)).status).toBe(403);
    expect((await call('mall.staff.add', { userId: member.userId }, admin.token)).body.code).toBe(200);
    expect((await call<MallStaffMember[]>('mall.staff.list', {}, admin.token)).body.data).toEqual([expect.objectContaining({ userId: member.userId, active: true })]);
    expect((await call('mall.goods.show', { id, isOnSale: false }, asMember)).body.code).toBe(200);
    expect((await call<Page<Goods>>('mall.goods.mine', { goodsType: 1 }, asMember)).body.data.records).toEqual([expect.objectContaining({ id, isOnSale: false, mine: true, seller: expect.objectContaining({ sellerType: 'TEAM', sellerId: teamId }) })]);
    // A stranger to the team names no one of it.
    const otherTeam = await newPerson('TEAM');
    expect((await call('mall.staff.add', { userId: member.userId }, otherTeam.token)).status).toBe(404);
    expect((await call('mall.staff.remove', { userId: member.userId }, admin.token)).body.code).toBe(200);
    expect((await call('mall.goods.show', { id, isOnSale: true }, asMember)).status).toBe(403);
    expect((await call('mall.staff.remove', { userId: member.userId }, admin.token)).status).toBe(404);
  });

  it('are not managed by plain company staff, and the administrator cannot name themself', async () => {
    const [admin, staff] = await Promise.all([newPerson('COMPANY'), newPerson()]);
    await hireStaff(admin, staff);
    const asStaff = await companyToken(staff);
    expect((await call('mall.goods.save', { goodsType: 1, ...rowOf(1) } as never, asStaff)).status).toBe(403);
    expect((await call('mall.address.list', {}, asStaff)).status).toBe(403);
    expect((await call('mall.cart.list', {}, asStaff)).status).toBe(403);
    expect((await call('mall.staff.add', { userId: admin.userId }, admin.token)).status).toBe(400);
    expect((await call('mall.staff.add', { userId: (await newPerson()).userId }, admin.token)).status).toBe(404);
  });
});

describe('the limit of listings per account', () => {
  it('holds under concurrent saves: only the room left is filled', async () => {
    const seller = await newPerson();
    // As if the seller had 497 listings already: the head counts them.
    await ddb.send(new UpdateCommand({ TableName: table(), Key: sellerHeadKey(seller.userId), UpdateExpression: 'SET goodsCount = :n', ExpressionAttributeValues: { ':n': GOODS_LIMITS.perAccount - 3 } }));
    const answers = await Promise.all(Array.from({ length: 8 }, () => call('mall.goods.save', { goodsType: 1, ...rowOf(1) } as never, seller.token)));
    expect(answers.filter((a) => a.body.code === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.body.code !== 200).map((a) => a.body.code)).toEqual(Array(5).fill(ERRORS.GOODS_LIMIT.code));
    expect((await ddb.send(new GetCommand({ TableName: table(), Key: sellerHeadKey(seller.userId), ConsistentRead: true }))).Item?.goodsCount).toBe(GOODS_LIMITS.perAccount);
    const rows = await call('mall.goods.rows', { goodsType: 1, rows: [rowOf(1)] } as never, seller.token);
    expect(rows.body.code).toBe(ERRORS.GOODS_LIMIT.code);
  });
});
