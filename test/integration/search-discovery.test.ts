/**
 * Discovery (issue 31; docs/search.md "Resumes: 人才 and 单位"): `search.talent`, `search.units` and `search.unitBrowse`
 * over HTTP against the real handlers, table, stream indexer and search endpoint. Resumes saved through the resume
 * routes become documents of the `talent` and `unit` kinds; a person is found only with complete basic information and
 * while NORMAL, an organisation while ACTIVE; filters (tags, every one required; region; a company's size; type),
 * sorts (newest, popular, record), highlights; the document and every answer hold the public view only (no phone, no
 * licence number, no licence photo, no real name); a view counts once per logged-in viewer and moves `popular`;
 * hostile input is a 400 naming the field in Chinese. Every search names a word of this file's own (`word`), so no
 * other test's resumes are counted.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { indicesOf, readAlias, searchClient } from '../../functions/lib/search/index.js';
import { reindexKind } from '../../functions/search/reindex.js';
import { ddb, table } from '../../functions/lib/store/client.js';
import { talentSearch, unitSearch } from '../../functions/search/resume-kind.js';
import { searchTalent, searchUnits } from '../../functions/search/discovery.js';
import { talentSearchInput, unitSearchInput, type DiscoveryPage, type UnitBrowse } from '../../shared/schemas/discovery.js';
import { call } from '../support/api.js';
import { info, login, newPerson, type TestPerson } from '../support/people.js';
import { reindexTurn, uniqueWord } from '../support/projects-search.js';
import { completeBaseInfo, uploadAs } from '../support/uploads.js';

type TalentInput = Parameters<typeof call<DiscoveryPage, 'search.talent'>>[1];
type UnitInput = Parameters<typeof call<DiscoveryPage, 'search.units'>>[1];

const WAIT = { timeout: 20_000, interval: 150 };

describe('discovery: 人才 and 单位', () => {
  const word = uniqueWord();
  let designer: TestPerson;
  let coder: TestPerson;
  let incomplete: TestPerson;
  let teamAdmin: TestPerson;
  let companyAdmin: TestPerson;
  let smallCompanyAdmin: TestPerson;
  let teamId: string;
  let companyId: string;
  let smallCompanyId: string;
  let licencePhoto: string;

  const talent = async (input: Partial<TalentInput>, token?: string): Promise<DiscoveryPage> => {
    const answer = await call<DiscoveryPage, 'search.talent'>('search.talent', { ...input, keyword: `${word} ${input.keyword ?? ''}`.trim() } as TalentInput, token);
    expect(answer.body.code, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data;
  };
  const units = async (input: Partial<UnitInput>, token?: string): Promise<DiscoveryPage> => {
    const answer = await call<DiscoveryPage, 'search.units'>('search.units', { ...input, keyword: `${word} ${input.keyword ?? ''}`.trim() } as UnitInput, token);
    expect(answer.body.code, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data;
  };
  const ids = (page: DiscoveryPage) => page.records.map((r) => r.id);

  beforeAll(async () => {
    [designer, coder, incomplete, teamAdmin, companyAdmin, smallCompanyAdmin] = await Promise.all([
      newPerson(), newPerson(), newPerson(), newPerson('TEAM'), newPerson('COMPANY'), newPerson('COMPANY'),
    ]);
    await Promise.all([completeBaseInfo(designer, '女'), completeBaseInfo(coder, '男')]);
    [teamId, companyId, smallCompanyId] = [(await info(teamAdmin.token)).teamId as string, (await info(companyAdmin.token)).companyId as string, (await info(smallCompanyAdmin.token)).companyId as string];
    licencePhoto = (await uploadAs(companyAdmin, 'licence', 'licence.png')).fileUrl;
    const saved = await Promise.all([
      call('org.savePersonResume', {
        updateTime: 0, skills: [word, 'UI设计', '品牌视觉'], provinceCode: '330000', cityCode: '330100',
        work: [{ company: '杭州某设计公司', position: '视觉设计师', start: '2019-07', description: '负责品牌视觉与包装设计' }],
        projects: [{ name: '连锁咖啡品牌升级', role: '主设计' }, { name: '电商大促视觉', role: '设计' }],
      }, designer.token),
      call('org.savePersonResume', {
        updateTime: 0, skills: [word, '前端开发', 'React'], provinceCode: '440000', cityCode: '440300',
        work: [{ company: '深圳某科技公司', position: '前端工程师', start: '2020-09', description: '开发微信小程序与管理后台' }],
      }, coder.token),
      call('org.savePersonResume', { updateTime: 0, skills: [word, '前端开发'] }, incomplete.token),
      call('org.saveTeamResume', { updateTime: 0, introduction: '专注小程序开发与品牌设计的工作室', tags: [word, '小程序开发', '品牌设计'], provinceCode: '330000', works: [{ name: '社区团购小程序', description: '团购下单与配送' }] }, teamAdmin.token),
      call('org.saveCompanyResume', {
        updateTime: 0, licenceNumber: '91330100MA2K123456', licencePhoto, address: '浙江省杭州市西湖区文三路 1 号', publicEmail: 'hello@example.com',
        tags: [word, '软件开发', '系统集成'], advantages: '十年软件开发与系统集成经验', staff: { doctor: 2, master: 10, bachelor: 50, college: 20, other: 5 },
        products: [{ name: '协同办公平台' }], patents: [{ name: '一种协作方法', number: 'ZL2020100000001' }],
      }, companyAdmin.token),
      call('org.saveCompanyResume', { updateTime: 0, address: '北京市海淀区中关村大街 2 号', tags: [word, '软件开发'], advantages: '小而精的软件团队', staff: { doctor: 0, master: 1, bachelor: 5, college: 0, other: 0 } }, smallCompanyAdmin.token),
    ]);
    for (const answer of saved) expect(answer.body.code, JSON.stringify(answer.body)).toBe(200);
    await vi.waitFor(async () => {
      expect((await talent({})).total).toBe(2);
      expect((await units({})).total).toBe(3);
    }, WAIT);
  });

  it('finds people with complete basic information by skill and words, as strangers see them; never their phone', async () => {
    const page = await talent({ keyword: '品牌视觉' });
    expect(ids(page)).toEqual([designer.userId]);
    const card = page.records[0];
    expect(card).toMatchObject({ id: designer.userId, type: 'PERSONAGE', name: `${[...designer.nickname][0]}女士`, tags: [word, 'UI设计', '品牌视觉'], summary: '视觉设计师 · 杭州某设计公司', provinceCode: '330000', cityCode: '330100', regionLabel: '浙江省 杭州市', record: 3 });
    expect(card?.headPortrait).toMatch(/\/files\/avatar\//);
    expect(card?.highlight?.tags).toContain('<em>');
    // The full nickname and the phone reach nobody through this door.
    const everything = JSON.stringify(await talent({}));
    for (const secret of [designer.phone, coder.phone, designer.nickname, coder.nickname]) expect(everything).not.toContain(secret);
    // Without complete basic information a resume is not found, whoever asks.
    expect(ids(await talent({ keyword: '前端开发' }, incomplete.token))).toEqual([coder.userId]);
  });

  it('requires every tag asked, filters by region and sorts by record and newest', async () => {
    expect(ids(await talent({ tags: ['前端开发', 'React'] }))).toEqual([coder.userId]);
    expect(ids(await talent({ tags: ['前端开发', 'UI设计'] }))).toEqual([]);
    expect(ids(await talent({ provinceCode: '330000' }))).toEqual([designer.userId]);
    expect(ids(await talent({ provinceCode: '440000', cityCode: '440300' }))).toEqual([coder.userId]);
    expect(ids(await talent({ sort: 'record' }))).toEqual([designer.userId, coder.userId]);
    expect(new Set(ids(await talent({ sort: 'newest' })))).toEqual(new Set([designer.userId, coder.userId]));
  });

  it('finds a team under 人才 (团队) and under 单位, and companies by capability, region and size', async () => {
    expect(ids(await talent({ type: 'TEAM' }))).toEqual([teamId]);
    expect(ids(await talent({ type: 'TEAM', keyword: '小程序' }))).toEqual([teamId]);
    const all = await units({});
    expect(new Set(ids(all))).toEqual(new Set([teamId, companyId, smallCompanyId]));
    expect(ids(await units({ type: 'TEAM' }))).toEqual([teamId]);
    expect(new Set(ids(await units({ type: 'COMPANY', tags: ['软件开发'] })))).toEqual(new Set([companyId, smallCompanyId]));
    expect(ids(await units({ tags: ['软件开发', '系统集成'] }))).toEqual([companyId]);
    // The company's region from its public address; the small one's from 北京市.
    expect(ids(await units({ provinceCode: '330000', cityCode: '330100', type: 'COMPANY' }))).toEqual([companyId]);
    expect(ids(await units({ provinceCode: '110000' }))).toEqual([smallCompanyId]);
    expect(ids(await units({ scale: 'M' }))).toEqual([companyId]);
    expect(ids(await units({ scale: 'S' }))).toEqual([smallCompanyId]);
    const company = (await units({ keyword: '系统集成' })).records;
    expect(company.map((c) => c.id)).toEqual([companyId]);
    expect(company[0]).toMatchObject({ type: 'COMPANY', name: companyAdmin.orgName, staff: 87, scale: 'M', regionLabel: '浙江省 杭州市', record: 2 });
    expect(company[0]?.highlight?.tags ?? company[0]?.highlight?.summary).toContain('<em>系统集成</em>');
  });

  it('holds the public view only: the indexed document has no licence number, licence photo, e-mail-free secrets or phone', async () => {
    const hits = await searchClient().search({ index: readAlias(unitSearch), body: { query: { term: { orgId: companyId } } } });
    const doc = JSON.stringify(hits.hits.hits);
    expect(doc).toContain(companyAdmin.orgName as string);
    for (const secret of ['91330100MA2K123456', 'MA2K', licencePhoto, 'licence/', companyAdmin.phone, companyAdmin.userId]) expect(doc).not.toContain(secret);
    const answers = JSON.stringify([await units({}), await units({}, teamAdmin.token)]);
    for (const secret of ['91330100MA2K123456', licencePhoto, companyAdmin.phone, teamAdmin.phone]) expect(answers).not.toContain(secret);
  });

  it('counts a view once per logged-in viewer, not visitors nor the unit’s own; the count moves the popular sort', async () => {
    const [viewer, other] = await Promise.all([newPerson(), newPerson()]);
    const browse = (input: { type: 'TEAM' | 'COMPANY'; id: string }, token?: string) => call<UnitBrowse, 'search.unitBrowse'>('search.unitBrowse', input, token);
    const visitor = await browse({ type: 'COMPANY', id: smallCompanyId });
    const first = await browse({ type: 'COMPANY', id: smallCompanyId }, viewer.token);
    const again = await browse({ type: 'COMPANY', id: smallCompanyId }, viewer.token);
    const own = await browse({ type: 'COMPANY', id: smallCompanyId }, smallCompanyAdmin.token);
    // Its administrator in a person session is its own too (found by the outside probe of issue 31: it was counted).
    const ownAsPerson = await browse({ type: 'COMPANY', id: smallCompanyId }, (await login(smallCompanyAdmin.phone, smallCompanyAdmin.password, 'PERSONAGE')).body.data);
    const second = await browse({ type: 'COMPANY', id: smallCompanyId }, other.token);
    expect([visitor, first, again, own, ownAsPerson, second].map((a) => a.body.data)).toEqual([
      { browseNum: 0, counted: false },
      { browseNum: 1, counted: true },
      { browseNum: 1, counted: false },
      { browseNum: 1, counted: false },
      { browseNum: 1, counted: false },
      { browseNum: 2, counted: true },
    ]);
    // Unknown, of the other type, or not a unit: 404.
    expect((await browse({ type: 'TEAM', id: smallCompanyId }, viewer.token)).status).toBe(404);
    expect((await browse({ type: 'COMPANY', id: '01JZZZZZZZZZZZZZZZZZZZZZZZ' }, viewer.token)).status).toBe(404);
    await vi.waitFor(async () => {
      const popular = await units({ type: 'COMPANY', sort: 'popular' });
      expect(ids(popular)).toEqual([smallCompanyId, companyId]);
      expect(popular.records[0]?.browseNum).toBe(2);
    }, WAIT);
    // The owner's save keeps the views (the resume is updated, not replaced).
    const own2 = (await call<{ updateTime: number }>('org.companyResume', {}, smallCompanyAdmin.token)).body.data;
    expect((await call('org.saveCompanyResume', { ...own2, licenceNumber: '', advantages: '小而精的软件团队（更新）' }, smallCompanyAdmin.token)).body.code).toBe(200);
    await vi.waitFor(async () => expect((await units({ keyword: '更新' })).records[0]).toMatchObject({ id: smallCompanyId, browseNum: 2 }), WAIT);
  });

  it('leaves out at once a person frozen or an organisation cancelled since its resume was indexed', async () => {
    const [person, team] = await Promise.all([newPerson(), newPerson('TEAM')]);
    await completeBaseInfo(person, '男');
    const id = (await info(team.token)).teamId as string;
    const marker = `${word}冻结`;
    await call('org.savePersonResume', { updateTime: 0, skills: [marker] }, person.token);
    await call('org.saveTeamResume', { updateTime: 0, tags: [marker] }, team.token);
    await vi.waitFor(async () => {
      expect(ids(await talent({ keyword: marker }))).toEqual([person.userId]);
      expect(ids(await units({ keyword: marker }))).toEqual([id]);
    }, WAIT);
    await ddb.send(new UpdateCommand({ TableName: table(), Key: { pk: `USER#${person.userId}`, sk: 'PROFILE' }, UpdateExpression: 'SET #s = :s', ExpressionAttributeNames: { '#s': 'status' }, ExpressionAttributeValues: { ':s': 'FROZEN' } }));
    await ddb.send(new UpdateCommand({ TableName: table(), Key: { pk: `ORG#${id}`, sk: 'ORG' }, UpdateExpression: 'SET #s = :s', ExpressionAttributeNames: { '#s': 'status' }, ExpressionAttributeValues: { ':s': 'CANCELLED' } }));
    expect(ids(await talent({ keyword: marker }))).toEqual([]);
    expect(ids(await units({ keyword: marker }))).toEqual([]);
  });

  it('is rebuilt by a reindex of each kind from the table, each resume read with its owner beside it, found the same after it', () =>
    reindexTurn(async () => {
      const [people, organisations] = [new Set(ids(await talent({}))), new Set(ids(await units({})))];
      for (const [kind, spec] of [['talent', talentSearch], ['unit', unitSearch]] as const) {
        const result = await reindexKind(kind);
        expect(result).toMatchObject({ kind, failed: 0, rejected: 0 });
        expect(await indicesOf(readAlias(spec))).toEqual([result.index]);
      }
      expect(new Set(ids(await talent({})))).toEqual(people);
      expect(new Set(ids(await units({})))).toEqual(organisations);
      expect(people.has(designer.userId) && organisations.has(companyId)).toBe(true);
    }));

  it('answers the same through the exported query functions another part of the search function calls', async () => {
    const byRoute = await talent({ tags: ['前端开发'] });
    const direct = await searchTalent(talentSearchInput.parse({ keyword: word, tags: ['前端开发'] }));
    expect(ids(direct)).toEqual(ids(byRoute));
    expect(ids(await searchUnits(unitSearchInput.parse({ keyword: word, type: 'TEAM' })))).toEqual([teamId]);
  });

  it('refuses hostile input with 400 and a Chinese message naming the field', async () => {
    const cases: [string, Record<string, unknown>, RegExp][] = [
      ['search.talent', { tags: ['a', 'b', 'c', 'd', 'e', 'f'] }, /技能标签最多5个/],
      ['search.talent', { type: 'COMPANY' }, /人才类型/],
      ['search.talent', { sort: 'salary' }, /排序/],
      ['search.talent', { current: 100, size: 50 }, /最多查看前1000条结果/],
      ['search.talent', { keyword: 'x'.repeat(51) }, /关键词/],
      ['search.units', { scale: 'XXL' }, /单位规模/],
      ['search.units', { provinceCode: '330000', cityCode: '440300' }, /城市/],
      ['search.units', { tags: [''] }, /业务能力标签/],
      ['search.unitBrowse', { type: 'PERSONAGE', id: teamId }, /单位类型/],
      ['search.unitBrowse', { type: 'TEAM' }, /单位/],
    ];
    for (const [route, input, message] of cases) {
      const answer = await call(route as 'search.talent', input as TalentInput);
      expect(answer.status, `${route} ${JSON.stringify(input)}`).toBe(400);
      expect(answer.body.msg, `${route} ${JSON.stringify(input)}`).toMatch(message);
    }
  });
});
