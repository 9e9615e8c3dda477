/**
 * Favourites (我的收藏) and following (我的关注) through the local gateway (docs/data-model.md "Favourites and
 * following"): every route with its callers and refusals; a person's favourites and follows are theirs alone (a
 * stranger neither reads nor changes them: every call is keyed by the session's person); adding twice or removing
 * what is not there changes nothing and the counts stay exact, also at once; a private demand, a draft or a listing
 * off sale is not found; and followers are told, from the table's stream, of a public demand released and of goods
 * put on sale — never of a private demand.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ERRORS } from '../../shared/errors.js';
import { ddb, table } from '../../functions/lib/store/client.js';
import type { Page } from '../../shared/envelope.js';
import type { BacklogItem } from '../../shared/schemas/project-backlog.js';
import type { CollectRecord, CollectTargetType, FollowRecord, FollowTargetType } from '../../shared/schemas/collect.js';
import type { CenterCount } from '../../shared/schemas/content.js';
import { call } from '../support/api.js';
import { aListing } from '../support/mall.js';
import { newPerson, type TestPerson } from '../support/people.js';
import { completeBaseInfo } from '../support/uploads.js';
import { demandFields, releasedProject } from '../support/projects.js';

const ok = <T>(answer: { status: number; body: { code: number; msg: string; data: unknown } }, what: string): T => {
  if (answer.body.code !== 200) throw new Error(`${what}: ${answer.status} ${answer.body.code} ${answer.body.msg}`);
  return answer.body.data as T;
};

const listOf = async (person: TestPerson, tab: 'project' | 'supplier' | 'purchase' | 'party') =>
  ok<Page<CollectRecord>>(await call('mall.collect.list', { tab, current: 1, size: 50 }, person.token), `collect list ${tab}`);
const followsOf = async (person: TestPerson) => ok<Page<FollowRecord>>(await call('mall.follow.list', { current: 1, size: 50 }, person.token), 'follow list');
const countOf = async (person: TestPerson) => ok<CenterCount>(await call('content.centerCount', {}, person.token), 'center count').myAttention;
const backlogOf = async (person: TestPerson) => ok<Page<BacklogItem>>(await call('project.backlog', { current: 1, size: 50 }, person.token), 'backlog').records;
/** Whether the followers' reaction has handled a release of the object (its claim of the telling). */
const toldOf = async (partyKey: string, objectId: string): Promise<boolean> =>
  (
    await ddb.send(
      new QueryCommand({
        TableName: table(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :told)',
        ExpressionAttributeValues: { ':pk': `FOLLOWED#${partyKey}`, ':told': `TOLD#${objectId}#` },
        ConsistentRead: true,
      }),
    )
  ).Items?.length === 1;
const orgIdOf = async (admin: TestPerson, type: 'TEAM' | 'COMPANY') => {
  const info = ok<{ teamId?: string; companyId?: string }>(await call('account.info', {}, admin.token), 'info');
  return (type === 'TEAM' ? info.teamId : info.companyId) as string;
};

describe('favourites', () => {
  it('keep a public demand, supplier and purchase goods and a person or unit, newest first per tab, and answer isCollect', async () => {
    const [fan, publisher, company] = await Promise.all([newPerson(), newPerson(), newPerson('COMPANY')]);
    const companyId = await orgIdOf(company, 'COMPANY');
    const [project, supplier, purchase] = await Promise.all([releasedProject(publisher, { name: `收藏测试项目${Date.now() % 10_000}` }), aListing(publisher, 1), aListing(publisher, 0)]);
    const add = (targetType: CollectTargetType, targetId: string) => call('mall.collect.add', { targetType, targetId }, fan.token);
    expect((await add('PROJECT', project.projectId)).body.code).toBe(200);
    expect((await add('GOODS', supplier)).body.code).toBe(200);
    expect((await add('GOODS', purchase)).body.code).toBe(200);
    expect((await add('PERSONAGE', publisher.userId)).body.code).toBe(200);
    expect((await add('COMPANY', companyId)).body.code).toBe(200);
    expect((await listOf(fan, 'project')).records).toEqual([expect.objectContaining({ targetType: 'PROJECT', targetId: project.projectId, name: project.name, tab: 'project' })]);
    expect((await listOf(fan, 'supplier')).records.map((r) => r.targetId)).toEqual([supplier]);
    expect((await listOf(fan, 'purchase')).records.map((r) => r.targetId)).toEqual([purchase]);
    const party = await listOf(fan, 'party');
    expect(party.records.map((r) => [r.targetType, r.targetId])).toEqual([['COMPANY', companyId], ['PERSONAGE', publisher.userId]]);
    expect(party.total).toBe(2);
    expect(ok(await call('mall.collect.is', { targetType: 'PROJECT', targetId: project.projectId }, fan.token), 'is')).toEqual({ collected: true });
    // Someone else's favourites are not the fan's: the publisher holds none of them.
    expect(ok(await call('mall.collect.is', { targetType: 'PROJECT', targetId: project.projectId }, publisher.token), 'is')).toEqual({ collected: false });
    expect((await listOf(publisher, 'project')).total).toBe(0);
  });

  it('are idempotent, exact at once, and removable whatever became of the target', async () => {
    const [fan, publisher] = await Promise.all([newPerson(), newPerson()]);
    const goods = await aListing(publisher, 1);
    const answers = await Promise.all(Array.from({ length: 6 }, () => call('mall.collect.add', { targetType: 'GOODS', targetId: goods }, fan.token)));
    expect(answers.map((a) => a.body.code)).toEqual(Array(6).fill(200));
    expect((await listOf(fan, 'supplier')).total).toBe(1);
    // The listing goes off sale: the favourite stays and is still removable, twice without harm.
    expect((await call('mall.goods.show', { id: goods, isOnSale: false }, publisher.token)).body.code).toBe(200);
    const removals = await Promise.all(Array.from({ length: 4 }, () => call('mall.collect.del', { targetType: 'GOODS', targetId: goods }, fan.token)));
    expect(removals.map((a) => a.body.code)).toEqual(Array(4).fill(200));
    expect((await listOf(fan, 'supplier')).total).toBe(0);
    expect(ok(await call('mall.collect.is', { targetType: 'GOODS', targetId: goods }, fan.token), 'is')).toEqual({ collected: false });
    // Removed to zero: a new favourite counts from zero again (the head never went negative).
    const other = await aListing(publisher, 1);
    expect((await call('mall.collect.add', { targetType: 'GOODS', targetId: other }, fan.token)).body.code).toBe(200);
    expect((await listOf(fan, 'supplier')).total).toBe(1);
  });

  it('refuse one’s own things (business code), and hidden or missing things as not found (404) to a stranger', async () => {
    const [owner, stranger, company] = await Promise.all([newPerson(), newPerson(), newPerson('COMPANY')]);
    const companyId = await orgIdOf(company, 'COMPANY');
    const [privateDemand, offSale, own] = await Promise.all([releasedProject(owner, { visibility: 'PRIVATE' }), aListing(owner, 1, { isOnSale: false }), aListing(owner, 1)]);
    const draft = ok<{ projectId: string }>(await call('project.save', { ...demandFields() }, owner.token), 'draft').projectId;
    const missing = '01ARZ3NDEKTSV4RRFFQ69G5FAV';
    const codeOf = async (who: TestPerson, targetType: CollectTargetType, targetId: string) => {
      const answer = await call('mall.collect.add', { targetType, targetId }, who.token);
      return answer.status === 200 ? answer.body.code : answer.status;
    };
    expect(await codeOf(stranger, 'PROJECT', privateDemand.projectId)).toBe(404);
    expect(await codeOf(stranger, 'PROJECT', draft)).toBe(404);
    expect(await codeOf(stranger, 'GOODS', offSale)).toBe(404);
    expect(await codeOf(stranger, 'GOODS', missing)).toBe(404);
    expect(await codeOf(stranger, 'PERSONAGE', missing)).toBe(404);
    // A company named as a team is not found: the type is part of what is named.
    expect(await codeOf(stranger, 'TEAM', companyId)).toBe(404);
    expect(await codeOf(owner, 'PROJECT', privateDemand.projectId)).toBe(ERRORS.COLLECT_OWN.code);
    expect(await codeOf(owner, 'GOODS', own)).toBe(ERRORS.COLLECT_OWN.code);
    expect(await codeOf(owner, 'PERSONAGE', owner.userId)).toBe(ERRORS.COLLECT_OWN.code);
    // The company's own account may not keep the company; its administrator as a person may keep others only.
    expect(await codeOf(company, 'COMPANY', companyId)).toBe(ERRORS.COLLECT_OWN.code);
    for (const tab of ['project', 'supplier', 'purchase', 'party'] as const) expect((await listOf(stranger, tab)).total).toBe(0);
  });

  it('refuse bad input with the field named in Chinese', async () => {
    const person = await newPerson();
    const bad = await call('mall.collect.add', { targetType: 'PLANET' as never, targetId: '01ARZ3NDEKTSV4RRFFQ69G5FAV' }, person.token);
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('收藏对象类型');
    const badId = await call('mall.follow.add', { targetType: 'TEAM', targetId: 'x' }, person.token);
    expect(badId.status).toBe(400);
    expect(badId.body.msg).toContain('关注对象');
    const badTab = await call('mall.collect.list', { tab: 'all' as never, current: 1, size: 10 }, person.token);
    expect(badTab.status).toBe(400);
    expect(badTab.body.msg).toContain('收藏分类');
    expect((await call('mall.collect.list', { tab: 'project', current: 1, size: 10 })).status).toBe(401);
  });
});

describe('following', () => {
  it('follows a person, team or company once, lists them newest first, counts myAttention exactly, and unfollows', async () => {
    const [fan, person, team, company] = await Promise.all([newPerson(), newPerson(), newPerson('TEAM'), newPerson('COMPANY')]);
    const [teamId, companyId] = await Promise.all([orgIdOf(team, 'TEAM'), orgIdOf(company, 'COMPANY')]);
    const follow = (targetType: FollowTargetType, targetId: string) => call('mall.follow.add', { targetType, targetId }, fan.token);
    expect((await Promise.all([follow('PERSONAGE', person.userId), follow('PERSONAGE', person.userId), follow('PERSONAGE', person.userId)])).map((a) => a.body.code)).toEqual([200, 200, 200]);
    expect((await follow('TEAM', teamId)).body.code).toBe(200);
    expect((await follow('COMPANY', companyId)).body.code).toBe(200);
    expect((await followsOf(fan)).records.map((r) => [r.targetType, r.targetId])).toEqual([['COMPANY', companyId], ['TEAM', teamId], ['PERSONAGE', person.userId]]);
    expect(await countOf(fan)).toBe(3);
    expect(ok(await call('mall.follow.is', { targetType: 'TEAM', targetId: teamId }, fan.token), 'is')).toEqual({ following: true });
    // The followed do not see who follows them through these calls, and count nothing of the fan's.
    expect(ok(await call('mall.follow.is', { targetType: 'TEAM', targetId: teamId }, person.token), 'is')).toEqual({ following: false });
    expect(await countOf(person)).toBe(0);
    expect((await followsOf(person)).total).toBe(0);
    const unfollow = await Promise.all(Array.from({ length: 3 }, () => call('mall.follow.del', { targetType: 'TEAM', targetId: teamId }, fan.token)));
    expect(unfollow.map((a) => a.body.code)).toEqual([200, 200, 200]);
    expect(await countOf(fan)).toBe(2);
    expect((await call('mall.follow.add', { targetType: 'PERSONAGE', targetId: fan.userId }, fan.token)).body.code).toBe(ERRORS.FOLLOW_OWN.code);
    expect((await call('mall.follow.add', { targetType: 'COMPANY', targetId: companyId }, company.token)).body.code).toBe(ERRORS.FOLLOW_OWN.code);
    expect((await call('mall.follow.add', { targetType: 'COMPANY', targetId: teamId }, fan.token)).status).toBe(404);
  });

  it('list a person kept or followed by the name strangers see (林女士), never the whole nickname', async () => {
    // Found by the outside probe of issue 31: the favourite and the follow kept the person's whole nickname, which the
    // public resume and every other stranger's door mask (docs/SECURITY.md "Masking").
    const [fan, person] = await Promise.all([newPerson(), newPerson()]);
    await completeBaseInfo(person, '女');
    expect((await call('mall.follow.add', { targetType: 'PERSONAGE', targetId: person.userId }, fan.token)).body.code).toBe(200);
    expect((await call('mall.collect.add', { targetType: 'PERSONAGE', targetId: person.userId }, fan.token)).body.code).toBe(200);
    const masked = `${[...person.nickname][0]}女士`;
    expect([(await followsOf(fan)).records[0]?.name, (await listOf(fan, 'party')).records[0]?.name]).toEqual([masked, masked]);
  });

  it('tells followers of a public demand released and of goods put on sale, once each, and never of a private demand', async () => {
    const [fan, other, company] = await Promise.all([newPerson(), newPerson(), newPerson('COMPANY')]);
    const companyId = await orgIdOf(company, 'COMPANY');
    expect((await call('mall.follow.add', { targetType: 'COMPANY', targetId: companyId }, fan.token)).body.code).toBe(200);
    const secret = await releasedProject(company, { name: `私密需求${Date.now() % 10_000}`, visibility: 'PRIVATE' });
    const open = await releasedProject(company, { name: `公开需求${Date.now() % 10_000}` });
    const goods = await aListing(company, 1);
    await expect
      .poll(async () => (await backlogOf(fan)).map((b) => b.type).sort(), { timeout: 20_000, interval: 300 })
      .toEqual(['FOLLOWED_DEMAND', 'FOLLOWED_GOODS']);
    const told = await backlogOf(fan);
    const demand = told.find((b) => b.type === 'FOLLOWED_DEMAND');
    expect(demand).toMatchObject({ content: open.name, projectId: open.projectId, link: `/project/find/details?projectId=${open.projectId}` });
    expect(told.find((b) => b.type === 'FOLLOWED_GOODS')).toMatchObject({ link: `/mall/goodsDetail?goodsId=${goods}` });
    expect(told.some((b) => b.content === secret.name)).toBe(false);
    // Someone who does not follow is told nothing.
    expect(await backlogOf(other)).toEqual([]);
    // Unfollowed: the next release is told to nobody. The followers are those of the moment the stream's reaction
    // handles the release (it claims the telling first, followers or not): another follows only after that.
    expect((await call('mall.follow.del', { targetType: 'COMPANY', targetId: companyId }, fan.token)).body.code).toBe(200);
    const later = await releasedProject(company, { name: `取关后的需求${Date.now() % 10_000}` });
    await expect.poll(() => toldOf(`COMPANY:${companyId}`, later.projectId), { timeout: 20_000, interval: 300 }).toBe(true);
    expect((await call('mall.follow.add', { targetType: 'COMPANY', targetId: companyId }, other.token)).body.code).toBe(200);
    await aListing(company, 1);
    await expect.poll(async () => (await backlogOf(other)).map((b) => b.type), { timeout: 20_000, interval: 300 }).toEqual(['FOLLOWED_GOODS']);
    expect((await backlogOf(fan)).length).toBe(2);
  });
});
