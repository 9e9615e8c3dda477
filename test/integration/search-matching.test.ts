/**
 * Matching (docs/search.md "Matching"), over HTTP through the local gateway, the search function and the local
 * endpoint fed by the table's stream: a contractor's suggested demands from its resume's tags and region, less its
 * own, those it applied to, private ones and those not taking its kind; each with the reasons the server wrote and
 * ranked by the score. The tags are words of this file's own, so other tests' demands never match them.
 */
import type { SuggestedParties, SuggestedProjects } from '../../shared/schemas/matching.js';
import { call } from '../support/api.js';
import { info, newPerson, type TestPerson } from '../support/people.js';
import { completeBaseInfo } from '../support/uploads.js';
import { performanceKey } from '../../functions/project/keys.js';
import { putItem } from '../../functions/lib/store/client.js';
import { ok, releasedProject } from '../support/projects.js';
import { uniqueWord } from '../support/projects-search.js';

const suggestions = async (person: TestPerson, size = 20): Promise<SuggestedProjects> => ok<SuggestedProjects>(await call('search.suggestedProjects', { size }, person.token), 'suggested-projects');
const idsOf = (answer: SuggestedProjects, among: ReadonlySet<string>) => answer.records.map((r) => r.project.projectId).filter((id) => among.has(id));

describe('suggested demands for a contractor', () => {
  const tagA = uniqueWord();
  const tagB = uniqueWord();
  let publisher: TestPerson;
  let company: TestPerson;
  let team: TestPerson;
  let person: TestPerson;
  const ids: Record<'both' | 'one' | 'other' | 'applied' | 'private' | 'companiesOnly' | 'teams', string> = {} as never;
  let mine: Set<string>;

  beforeAll(async () => {
    [publisher, company, team, person] = await Promise.all([newPerson('COMPANY'), newPerson('COMPANY'), newPerson('TEAM'), newPerson()]);
    const book = (words: string) => `<p>需要${words}方面的支持。</p>`;
    const release = async (owner: TestPerson, name: string, fields: Parameters<typeof releasedProject>[1] = {}) => (await releasedProject(owner, { name, ...fields })).projectId;
    // One after another: among equal scores the newer demand comes first. Without a region of their own they are in
    // Hangzhou (the tests' demand), the company's city.
    ids.both = await release(publisher, `${tagA}平台开发`, { bookHtml: book(tagB) });
    // One tag, in Ningbo (the same province).
    ids.one = await release(publisher, `${tagA}接口联调`, { provinceCode: '330000', cityCode: '330200' });
    // Both tags, in Guangzhou.
    ids.other = await release(publisher, `${tagB}数据迁移`, { bookHtml: book(tagA), provinceCode: '440000', cityCode: '440100' });
    // Both tags, but applied to by the person and the team below.
    ids.applied = await release(publisher, `${tagA}与${tagB}运维`);
    // Both tags, private: found by invitation only.
    ids.private = await release(publisher, `${tagA}与${tagB}内部系统`, { visibility: 'PRIVATE' });
    // Both tags, taking companies only.
    ids.companiesOnly = await release(publisher, `${tagA}与${tagB}企业专项`, { applicantTypes: ['COMPANY'] });
    // Both tags, the team's own demand.
    ids.teams = await release(team, `${tagA}与${tagB}团队自有项目`);
    mine = new Set(Object.values(ids));
    for (const applicant of [person, team]) ok(await call('project.apply', { projectId: ids.applied, message: '' }, applicant.token), 'apply');
    ok(await call('org.saveCompanyResume', { tags: [tagA, tagB], address: '浙江省杭州市滨江区网商路 599 号', updateTime: 0 }, company.token), 'company resume');
    ok(await call('org.saveTeamResume', { tags: [tagA, tagB], updateTime: 0 }, team.token), 'team resume');
    ok(await call('org.savePersonResume', { skills: [tagB.toUpperCase(), tagA], updateTime: 0 }, person.token), 'person resume');
    // Every open public demand indexed (the stream poller): the company's list has all six it may apply to.
    await vi.waitFor(async () => expect(idsOf(await suggestions(company), mine)).toHaveLength(6), { timeout: 20_000, interval: 200 });
  });

  it('ranks a company’s matches by tags and region, with the reason for each', async () => {
    const answer = await suggestions(company);
    expect(answer.tags).toEqual([tagA, tagB]);
    expect(answer.regionLabel).toBe('浙江省 杭州市');
    // 60 four times (the newer first), 40, 30: other tests' demands in Hangzhou alone score 20, below every one of these.
    expect(idsOf(answer, mine)).toEqual([ids.teams, ids.companiesOnly, ids.applied, ids.both, ids.other, ids.one]);
    const of = (id: string) => answer.records.find((r) => r.project.projectId === id)!;
    expect(of(ids.both).reasons).toEqual([
      { kind: 'tags', text: `标签匹配：${tagA}、${tagB}` },
      { kind: 'region', text: '同城：杭州' },
    ]);
    expect(of(ids.both).score).toBe(60);
    expect(of(ids.one).reasons).toEqual([
      { kind: 'tags', text: `标签匹配：${tagA}` },
      { kind: 'region', text: '同省：浙江' },
    ]);
    expect(of(ids.one).score).toBe(30);
    expect(of(ids.other).reasons).toEqual([{ kind: 'tags', text: `标签匹配：${tagA}、${tagB}` }]);
    expect(of(ids.other).score).toBe(40);
    expect(of(ids.both).project).toMatchObject({ name: `${tagA}平台开发`, publisher: { type: 'COMPANY', name: publisher.orgName } });
  });

  it('leaves out a team’s own demand, one it applied to, a private one and one that takes companies only', async () => {
    const answer = await suggestions(team);
    expect(idsOf(answer, mine)).toEqual([ids.other, ids.both, ids.one]);
    expect(answer.regionLabel).toBeUndefined();
    expect(answer.records.find((r) => r.project.projectId === ids.both)!.reasons).toEqual([{ kind: 'tags', text: `标签匹配：${tagA}、${tagB}` }]);
  });

  it('matches a person’s skills whatever their case, and leaves out what the person applied to', async () => {
    const answer = await suggestions(person);
    expect(answer.tags).toEqual([tagB.toUpperCase(), tagA]);
    expect(idsOf(answer, mine)).toEqual([ids.teams, ids.other, ids.both, ids.one]);
    expect(answer.records.find((r) => r.project.projectId === ids.teams)!.reasons[0]!.text).toBe(`标签匹配：${tagB.toUpperCase()}、${tagA}`);
  });

  it('answers no suggestion to a party whose resume names no tag and no place, and at most `size`', async () => {
    const empty = await suggestions(await newPerson());
    expect(empty).toEqual({ records: [], tags: [] });
    expect((await suggestions(company, 1)).records).toHaveLength(1);
  });

  it('refuses a visitor, and a size out of bounds naming the field', async () => {
    expect((await call('search.suggestedProjects', { size: 5 })).status).toBe(401);
    const tooMany = await call('search.suggestedProjects', { size: 21 }, person.token);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.msg).toContain('条数');
  });
});

describe('suggested people, teams and companies for a released demand', () => {
  const word = uniqueWord();
  let publisher: TestPerson;
  let projectId: string;
  const party: Record<'team' | 'company' | 'nearby' | 'anywhere', { person: TestPerson; id: string }> = {} as never;
  const parties = async (who: TestPerson, id = projectId) => call<SuggestedParties>('search.suggestedParties', { projectId: id, size: 20 }, who.token);
  const mineOf = (answer: SuggestedParties) => answer.records.filter((r) => Object.values(party).some((p) => p.id === r.id));

  beforeAll(async () => {
    const [team, company, nearby, anywhere] = await Promise.all([newPerson('TEAM'), newPerson('COMPANY'), newPerson(), newPerson()]);
    publisher = await newPerson('COMPANY');
    await Promise.all([completeBaseInfo(nearby, '男'), completeBaseInfo(anywhere, '女'), completeBaseInfo(publisher, '男')]);
    const [teamInfo, companyInfo] = await Promise.all([info(team.token), info(company.token)]);
    Object.assign(party, {
      team: { person: team, id: teamInfo.teamId as string },
      company: { person: company, id: companyInfo.companyId as string },
      nearby: { person: nearby, id: nearby.userId },
      anywhere: { person: anywhere, id: anywhere.userId },
    });
    // One after another: among equal scores the newer resume comes first.
    ok(await call('org.saveTeamResume', { tags: [word, '品牌设计', '短视频'], provinceCode: '330000', cityCode: '330100', updateTime: 0 }, team.token), 'team');
    ok(await call('org.saveCompanyResume', { tags: [word, '品牌设计'], address: '广东省广州市天河区', updateTime: 0 }, company.token), 'company');
    ok(await call('org.savePersonResume', { skills: [word, '小程序开发'], provinceCode: '330000', cityCode: '330200', updateTime: 0 }, nearby.token), 'nearby');
    ok(await call('org.savePersonResume', { skills: [word, '小程序'], updateTime: 0 }, anywhere.token), 'anywhere');
    // A track record of the one anywhere: 10 phases delivered, 9 on time, credit 60 + 15 (written as the posting that
    // completes a cooperation leaves a month's summary: functions/project/history/store.ts performanceStep).
    await putItem({ ...performanceKey(`PERSONAGE:${anywhere.userId}`, '2026-10', 'B'), partyKey: `PERSONAGE:${anywhere.userId}`, month: '2026-10', side: 'B', phases: 10, onTime: 9, late: 1, delayDays: 2, rounds: 0, autoAccepted: 0, amount: 0, net: 0, fees: 0, completed: 2, terminated: 0, refunded: 0, points: 15 });
    // The publisher's own resume matches too, and so does its administrator's own: never suggested to them.
    ok(await call('org.saveCompanyResume', { tags: [word], updateTime: 0 }, publisher.token), 'publisher');
    ok(await call('org.savePersonResume', { skills: [word], updateTime: 0 }, publisher.token), 'publisher person');
    projectId = (await releasedProject(publisher, { name: `${word}品牌升级`, bookHtml: '<p>需要品牌设计，并开发一个微信小程序开发的预约入口。</p>' })).projectId;
    await vi.waitFor(async () => expect(mineOf(ok<SuggestedParties>(await parties(publisher), 'parties'))).toHaveLength(4), { timeout: 20_000, interval: 200 });
    // The administrator's person is found under 人才 (so leaving it out below is matching's doing, not the index's).
    await vi.waitFor(async () => expect(ok<{ records: { id: string }[] }>(await call('search.talent', { keyword: word, size: 20 }), 'talent').records.map((r) => r.id)).toContain(publisher.userId), { timeout: 20_000, interval: 200 });
  });

  it('ranks them by tags, region, on-time rate and credit with the reason for each, never the publisher itself', async () => {
    const answer = ok<SuggestedParties>(await parties(publisher), 'parties');
    expect(answer.projectId).toBe(projectId);
    const mine = mineOf(answer);
    expect(mine.map((r) => r.id)).toEqual([party.team.id, party.anywhere.id, party.nearby.id, party.company.id]);
    expect(mine.map((r) => r.score)).toEqual([60, 59, 50, 40]);
    expect(mine[1]!.reasons.map((r) => r.text)).toEqual([`标签匹配：${word}、小程序`, '按期率 90%', '信用良好']);
    expect(mine[0]).toMatchObject({ type: 'TEAM', engaged: false, reasons: [{ kind: 'tags', text: `标签匹配：${word}、品牌设计` }, { kind: 'region', text: '同城：杭州' }] });
    expect(mine[2]!.reasons).toEqual([{ kind: 'tags', text: `标签匹配：${word}、小程序开发` }, { kind: 'region', text: '同省：浙江' }]);
    expect(mine[2]!.type).toBe('PERSONAGE');
    // A person is named as strangers see them.
    expect(mine[2]!.name).toMatch(/^.(先生|女士)$/);
    expect(mine[3]).toMatchObject({ type: 'COMPANY', reasons: [{ kind: 'tags', text: `标签匹配：${word}、品牌设计` }] });
    expect(answer.records.some((r) => r.type === 'COMPANY' && r.name === publisher.orgName)).toBe(false);
    expect(answer.records.some((r) => r.id === publisher.userId)).toBe(false);
  });

  it('invites a suggested team in one click, after which it is shown engaged', async () => {
    const outcome = ok<{ sent: { projectId: string }[]; skipped: unknown[] }>(
      await call('project.invite', { projectIds: [projectId], inviteeType: 'TEAM', inviteeId: party.team.id, message: '' }, publisher.token),
      'invite',
    );
    expect(outcome.sent).toHaveLength(1);
    const mine = mineOf(ok<SuggestedParties>(await parties(publisher), 'parties'));
    expect(mine.find((r) => r.id === party.team.id)!.engaged).toBe(true);
    expect(mine.filter((r) => r.engaged)).toHaveLength(1);
  });

  it('answers 404 to anyone but the publisher’s side, and to a demand not open; 401 to a visitor; 400 naming the field', async () => {
    for (const stranger of [party.company.person, party.nearby.person]) expect((await parties(stranger)).status).toBe(404);
    const draft = ok<{ projectId: string }>(await call('project.saveDraft', { name: `${word}草稿` }, publisher.token), 'draft');
    expect((await parties(publisher, draft.projectId)).status).toBe(404);
    expect((await call('search.suggestedParties', { projectId })).status).toBe(401);
    const bad = await call('search.suggestedParties', { projectId: 'x' }, publisher.token);
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('项目');
  });
});
