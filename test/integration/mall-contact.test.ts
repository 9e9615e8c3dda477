/**
 * 联系卖家 and 报价 through the local gateway (docs/mall.md "Contacting the seller (联系卖家) and quotes (报价)"): `mall/goods/contact/{id}`
 * answers whom a logged-in caller talks to about one listing — the person who listed it; for a company's or team's one
 * of its active mall staff, the same one for the same caller and the callers spread across them, else its
 * administrator — and refuses the caller's own listing, a deleted or off-sale one, a visitor and a bad id. Then a
 * supplier answers a purchase intent as the goods page's 报价 dialog does: its own supplier goods on sale
 * (`mall.goods.mine`), whom to answer (`mall.goods.contact`), the goods card (`chat.recommendGoods`); the buyer's
 * conversation (`chat.record`) holds the card.
 */
import type { Page } from '../../shared/envelope.js';
import { ERRORS } from '../../shared/errors.js';
import type { RecordPage } from '../../shared/schemas/chat-messages.js';
import type { Goods, GoodsContact } from '../../shared/schemas/mall-goods.js';
import { call, type Answer } from '../support/api.js';
import { aListing } from '../support/mall.js';
import { hireStaff, joinTeam } from '../support/org.js';
import { login, newPerson, type TestPerson } from '../support/people.js';

const ok = <T>(a: Answer<T>, what: string): T => {
  if (a.body.code !== 200) throw new Error(`${what}: ${a.status} ${JSON.stringify(a.body)}`);
  return a.body.data;
};
const contact = (goodsId: string, token?: string) => call<GoodsContact>('mall.goods.contact', { id: goodsId }, token);
const asCompany = async (person: TestPerson): Promise<TestPerson> => ({ ...person, token: ok<string>(await login(person.phone, person.password, 'COMPANY'), 'login as company') });
const orgOf = async (goodsId: string) => ok(await call<Goods>('mall.goods.detail', { id: goodsId }), 'detail').seller;

/** A company with `staffCount` mall staff named among its staff, one plain staff member, and a supplier listing. */
const aCompany = async (staffCount: number) => {
  const admin = await newPerson('COMPANY');
  const people = await Promise.all(Array.from({ length: staffCount + 1 }, () => newPerson()));
  for (const person of people) await hireStaff(admin, person);
  const [plain, ...staff] = people;
  for (const person of staff) ok(await call('mall.staff.add', { userId: person.userId }, admin.token), 'name mall staff');
  const goodsId = await aListing(admin, 1);
  return { admin, plain: plain!, staff, goodsId, seller: await orgOf(goodsId) };
};

describe('whom 联系卖家 talks to', () => {
  it('is the person who listed a person’s goods, titled with their nickname', async () => {
    const [seller, buyer] = await Promise.all([newPerson(), newPerson()]);
    const goodsId = await aListing(seller, 1);
    expect(ok(await contact(goodsId, buyer.token), 'contact')).toEqual({ joinUserId: seller.userId, title: seller.nickname });
    // A purchase intent too (联系买家): its lister.
    const intentId = await aListing(buyer, 0);
    expect(ok(await contact(intentId, seller.token), 'contact intent')).toEqual({ joinUserId: buyer.userId, title: buyer.nickname });
  });

  it('is one of a company’s active mall staff, the same for the same caller, spread across callers, never its administrator or plain staff', async () => {
    // Prepare: three mall staff, and twelve buyers
    const co = await aCompany(3);
    const staffIds = co.staff.map((s) => s.userId);
    const buyers = await Promise.all(Array.from({ length: 12 }, () => newPerson()));

    // Act: each buyer asks twice
    const first = await Promise.all(buyers.map(async (b) => ok(await contact(co.goodsId, b.token), 'contact')));
    const again = await Promise.all(buyers.map(async (b) => ok(await contact(co.goodsId, b.token), 'contact again')));

    // Assess
    for (const answer of first) {
      expect(staffIds).toContain(answer.joinUserId);
      expect(answer.title).toBe(co.admin.orgName);
    }
    expect(again).toEqual(first);
    expect(new Set(first.map((a) => a.joinUserId)).size).toBeGreaterThan(1);
  });

  it('leaves out mall staff who left the company, and falls back to the administrator when none is left', async () => {
    // Prepare: one mall staff member, who then leaves
    const co = await aCompany(1);
    const buyer = await newPerson();
    expect(ok(await contact(co.goodsId, buyer.token), 'contact').joinUserId).toBe(co.staff[0]!.userId);

    // Act
    ok(await call('org.removeStaff', { userId: co.staff[0]!.userId }, co.admin.token), 'remove staff');

    // Assess
    expect(ok(await contact(co.goodsId, buyer.token), 'contact after')).toEqual({ joinUserId: co.admin.userId, title: co.admin.orgName });
  });

  it('is a company’s administrator when it names no mall staff, and a team’s likewise', async () => {
    const [company, team, buyer] = await Promise.all([newPerson('COMPANY'), newPerson('TEAM'), newPerson()]);
    const [companyGoods, teamGoods] = await Promise.all([aListing(company, 1), aListing(team, 0)]);
    expect(ok(await contact(companyGoods, buyer.token), 'company')).toEqual({ joinUserId: company.userId, title: company.orgName });
    expect(ok(await contact(teamGoods, buyer.token), 'team')).toEqual({ joinUserId: team.userId, title: team.orgName });
    // A team member who does not manage its mall may ask too: its administrator answers.
    const member = await newPerson();
    await joinTeam(team, member);
    expect(ok(await contact(teamGoods, member.token), 'member')).toEqual({ joinUserId: team.userId, title: team.orgName });
  });
});

describe('联系卖家 refuses', () => {
  it('the caller’s own listing: its lister, the company’s administrator and its mall staff, whatever account they are logged in as', async () => {
    const co = await aCompany(1);
    const person = await newPerson();
    const own = await aListing(person, 1);
    const personalAdmin = { ...co.admin, token: ok<string>(await login(co.admin.phone, co.admin.password, 'PERSONAGE'), 'admin as person') };
    const staffAsCompany = await asCompany(co.staff[0]!);
    for (const [goodsId, who] of [
      [own, person],
      [co.goodsId, co.admin],
      [co.goodsId, personalAdmin],
      [co.goodsId, co.staff[0]!],
      [co.goodsId, staffAsCompany],
    ] as const) {
      const answer = await contact(goodsId, who.token);
      expect({ status: answer.status, code: answer.body.code, msg: answer.body.msg }).toEqual({ status: 200, code: 106010, msg: ERRORS.GOODS_CONTACT_OWN.msg });
    }
  });

  it('a deleted listing, one that never was and one off sale with 404; a visitor with 401; a bad id with 400 naming it', async () => {
    const [seller, buyer] = await Promise.all([newPerson(), newPerson()]);
    const [deleted, off] = await Promise.all([aListing(seller, 1), aListing(seller, 1)]);
    ok(await call('mall.goods.delete', { id: deleted }, seller.token), 'delete');
    ok(await call('mall.goods.show', { id: off, isOnSale: false }, seller.token), 'off sale');
    for (const id of [deleted, off, '01J0000000000000000000000Z']) {
      const answer = await contact(id, buyer.token);
      expect({ status: answer.status, code: answer.body.code, msg: answer.body.msg }).toEqual({ status: 404, code: 404, msg: ERRORS.GOODS_NOT_FOUND.msg });
    }
    // The seller of the off-sale listing is still refused as its own.
    expect((await contact(off, seller.token)).body.code).toBe(106010);
    const visitor = await contact(off);
    expect(visitor.status).toBe(401);
    const bad = await contact('not-an-id', buyer.token);
    expect({ status: bad.status, msg: bad.body.msg, path: (bad.body.data as unknown as { issues: { path: string }[] }).issues[0]!.path }).toEqual({ status: 400, msg: '商品格式不正确', path: 'id' });
  });

  it('nobody to reach: a person’s listing whose account was disabled', async () => {
    const [seller, buyer] = await Promise.all([newPerson(), newPerson()]);
    const goodsId = await aListing(seller, 1);
    const { ddb, table } = await import('../../functions/lib/store/client.js');
    const { personKey } = await import('../../functions/account/keys.js');
    const { UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
    await ddb.send(new UpdateCommand({ TableName: table(), Key: personKey(seller.userId), UpdateExpression: 'SET #s = :s', ExpressionAttributeNames: { '#s': 'status' }, ExpressionAttributeValues: { ':s': 'DISABLED' } }));
    const answer = await contact(goodsId, buyer.token);
    expect({ code: answer.body.code, msg: answer.body.msg }).toEqual({ code: 106011, msg: ERRORS.GOODS_CONTACT_NONE.msg });
  });
});

describe('报价: a supplier answers a purchase intent with a goods card', () => {
  it('as the dialog does: its supplier goods on sale, whom to answer, the card; the buyer’s conversation holds it', async () => {
    // Prepare: a person wants goods; a company's mall staff member, working as the company, quotes one of its goods
    const buyer = await newPerson();
    const intentId = await aListing(buyer, 0);
    const co = await aCompany(1);
    const supplier = await asCompany(co.staff[0]!);

    // Act: the dialog's calls
    const mine = ok(await call<Page<Goods>>('mall.goods.mine', { goodsType: 1, isOnSale: true, current: 1, size: 50 }, supplier.token), 'mine');
    const goods = mine.records.find((g) => g.id === co.goodsId)!;
    const to = ok(await contact(intentId, supplier.token), 'contact');
    ok(
      await call('chat.recommendGoods', { messageType: 'MSG', joinUserId: to.joinUserId, goodsId: goods.id, goodsCategory: goods.goodsCategory, goodsType: goods.goodsType, name: goods.name }, supplier.token),
      'recommend goods',
    );

    // Assess
    expect(to).toEqual({ joinUserId: buyer.userId, title: buyer.nickname });
    const record = ok(await call<RecordPage>('chat.record', { messageType: 'MSG', joinUserId: supplier.userId, current: 1, size: 15 }, buyer.token), 'record');
    const card = record.records.find((m) => m.messageContentType === 'RECOMMEND_GOODS');
    expect(card?.userId).toBe(supplier.userId);
    expect(JSON.parse(card!.content)).toMatchObject({ goodsId: co.goodsId, goodsType: 1, name: goods.name, goodsCategory: goods.goodsCategory });
  });
});
