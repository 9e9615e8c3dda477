/**
 * Matching (docs/search.md "Matching"), over HTTP through the local gateway, the search function and the local
 * endpoint fed by the table's stream: a contractor's suggested demands from its resume's tags and region, less its
 * own, those it applied to, private ones and those not taking its kind; each with the reasons the server wrote and
 * ranked by the score. The tags are words of this file's own, so other tests' demands never match them.
 */
import type { SuggestedProjects } from '../../shared/schemas/matching.js';
import { call } from '../support/api.js';
import { newPerson, type TestPerson } from '../support/people.js';
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
