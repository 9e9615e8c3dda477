/**
 * The public face's content through the gateway (spec §7.1 homeManage, category/query; §7.2 user-rule; §5
 * feedback): the seeded rule center, FAQ and other rules, how-to-use and the service phone, the home page's
 * banners, picture lists, footer, categories and figures — all readable without a login — and feedback, which
 * needs text or a picture of one's own. Stored rich text never comes back executable.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { ERRORS } from '../../shared/errors.js';
import type { Banner, BottomList, Category, HowToUse, LoginData, OtherRule, PictureList, RuleTab } from '../../shared/schemas/content.js';
import { feedbackKey } from '../../functions/content/keys.js';
import { publishRuleSet } from '../../functions/content/publish.js';
import { ddb, table } from '../../functions/lib/store/client.js';
import { api } from '../support/api.js';
import { newPerson, register } from '../support/people.js';
import { uploadAs } from '../support/uploads.js';

const RULE = '/api/pc/hezuo/user-rule';
const HOME = '/api/system/homeManage';
const get = async <T>(path: string) => (await api<T>('GET', path)).body;
const post = async <T>(path: string) => (await api<T>('POST', path, { json: {} })).body;

describe('the rule center', () => {
  it('answers the seeded rules and FAQ in order, by name, and the other rules, to visitors', async () => {
    const rules = await get<RuleTab[]>(`${RULE}/get-info/rule/rule`);
    expect(rules.code).toBe(200);
    expect(rules.data.map((r) => r.name).slice(0, 3)).toEqual(['交易规则', '服务费规则', '用户行为规范']);
    expect(rules.data[1]!.content).toContain('<table>');
    const faq = await get<RuleTab[]>(`${RULE}/get-info/rule/difficult`);
    expect(faq.data.map((r) => r.name)).toContain('托管资金安全吗');
    expect(faq.data.find((r) => r.name === '如何联系客服')!.content).toContain('href="tel:400-800-1234"');

    expect((await get<RuleTab>(`${RULE}/queryByName/${encodeURIComponent('服务费规则')}`)).data).toEqual(rules.data[1]);
    expect((await get<RuleTab>(`${RULE}/queryByName/${encodeURIComponent('没有这条')}`)).code).toBe(404);
    const agreement = await get<OtherRule>(`${RULE}/getOtherRule/${encodeURIComponent('用户协议')}`);
    expect(agreement.data).toMatchObject({ tagName: '用户协议', title: '合作云用户协议' });
    expect((await get(`${RULE}/getOtherRule/${encodeURIComponent('不存在')}`)).code).toBe(404);

    const wrongKey = await api('GET', `${RULE}/get-info/rule/other`);
    expect(wrongKey.status).toBe(400);
    expect(wrongKey.body.msg).toBe('规则类型取值不正确');
  });

  it('stores what operators publish sanitised, and drops tabs no longer published', async () => {
    const seeded = (await get<RuleTab[]>(`${RULE}/get-info/rule/difficult`)).data;
    const drafts = seeded.map((tab, index) => ({ slug: tab.id.replace(/^difficult-/, ''), sort: (index + 1) * 10, name: tab.name, content: tab.content }));
    await publishRuleSet('difficult', [
      ...drafts,
      { slug: 'zz-test', sort: 9999, name: '临时页签', content: '<p onclick="x()">正文</p><script>steal()</script><a href="javascript:steal()">点</a>' },
    ]);
    const added = (await get<RuleTab[]>(`${RULE}/get-info/rule/difficult`)).data.find((r) => r.name === '临时页签');
    expect(added?.content).toBe('<p>正文</p><a target="_blank" rel="noopener noreferrer">点</a>');

    await publishRuleSet('difficult', drafts);
    const after = (await get<RuleTab[]>(`${RULE}/get-info/rule/difficult`)).data;
    expect(after.map((r) => r.name)).toEqual(seeded.map((r) => r.name));
  });

  it('answers how-to-use and the service phone', async () => {
    expect((await get<HowToUse>(`${RULE}/get-info/how-to-use`)).data.content).toContain('三步开始合作');
    expect((await get<string>(`${RULE}/get-tel`)).data).toBe('400-800-1234');
  });
});

describe('the home page content', () => {
  it('answers banners with their pictures, picture lists, the footer and the categories, to visitors', async () => {
    const banners = (await post<Banner[]>(`${HOME}/getBorderImg`)).data;
    expect(banners.map((b) => b.title)).toEqual(['分阶段合作，交付更安心', '费用托管，验收后结算', '公开需求，随时浏览']);
    const picture = await fetch(banners[0]!.imgUrl);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/svg+xml');
    expect(banners[0]!.jumpUrl).toMatch(/^#\/ruleCenter/);

    const [scenes] = (await post<PictureList[]>(`${HOME}/getPicList`)).data;
    expect(scenes!.items).toHaveLength(4);
    expect((await fetch(scenes!.items[0]!.imgUrl)).status).toBe(200);

    const bottom = (await post<BottomList>(`${HOME}/getBotList`)).data;
    expect(bottom.groups.map((g) => g.name)).toEqual(['关于合作云', '帮助中心', '联系我们']);
    expect(bottom.groups[0]!.items[0]).toEqual({ jumpName: '用户协议', jumpUrl: '#/otherRule?tagName=用户协议' });
    expect(bottom.filings).toHaveLength(2);
    expect(bottom.copyright).toContain('合作云');

    const categories = (await post<Category[]>('/api/pc/hezuo/category/query')).data;
    expect(categories.map((c) => c.name)).toEqual(['信息技术', '设计创意', '工程技术', '企业服务', '采购供应']);
    expect(categories[0]!.children.map((c) => c.name)).toContain('App 与小程序');
  });

  it('counts registrations and teams in the platform figures, without reading them', async () => {
    const before = (await get<LoginData>(`${HOME}/getLoginData`)).data;
    expect(before.userNum).toBeGreaterThanOrEqual(4);
    await register('TEAM');
    await register('COMPANY');
    const after = (await get<LoginData>(`${HOME}/getLoginData`)).data;
    expect(after.userNum).toBeGreaterThanOrEqual(before.userNum + 2);
    expect(after.teamNum).toBeGreaterThanOrEqual(before.teamNum + 1);
    expect(after.companyNum).toBeGreaterThanOrEqual(before.companyNum + 1);
    // Projects are counted by their first release (the demo demands are there from the start); goods by their listing
    // (the 7 demo listings: docs/mall.md).
    expect(after.projectNum).toBeGreaterThanOrEqual(before.projectNum);
    expect(after.projectNum).toBeGreaterThanOrEqual(3);
    expect(after.goodsNum).toBeGreaterThanOrEqual(7);
  });
});

describe('feedback', () => {
  const send = (token: string | undefined, json: unknown) => api<{ id: string }>('POST', '/api/pc/hezuo/user-personage/submitFeedback', { token, json });

  it('takes text or pictures of one’s own, up to four, with a star rating that defaults to 5', async () => {
    const person = await newPerson();
    const textOnly = await send(person.token, { content: '希望增加项目模板' });
    expect(textOnly.body.code).toBe(200);
    const stored = (await ddb.send(new GetCommand({ TableName: table(), Key: feedbackKey(textOnly.body.data.id) }))).Item;
    expect(stored).toMatchObject({ userId: person.userId, content: '希望增加项目模板', star: 5, picUrls: [] });

    const picture = await uploadAs(person, 'feedback', '截图.png');
    const withPicture = await send(person.token, { picUrls: [picture.fileUrl], star: 4 });
    expect(withPicture.body.code).toBe(200);
    expect((await ddb.send(new GetCommand({ TableName: table(), Key: feedbackKey(withPicture.body.data.id) }))).Item).toMatchObject({ content: '', star: 4, picUrls: [picture.fileUrl] });
  });

  it('refuses what the rules refuse, naming the field, and stores nothing', async () => {
    const [person, other] = await Promise.all([newPerson(), newPerson()]);
    const empty = await send(person.token, { content: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toBe('请填写建议内容或上传图片');
    expect(empty.body.data).toEqual({ issues: [{ path: 'content', message: '请填写建议内容或上传图片' }] });
    expect((await send(person.token, { content: '长'.repeat(2001) })).body.msg).toBe('建议内容不能超过2000个字符');
    expect((await send(person.token, { content: '好', star: 6 })).body.msg).toBe('评分不能大于5');
    const theirs = await uploadAs(other, 'feedback', 'a.png');
    expect((await send(person.token, { picUrls: [theirs.fileUrl] })).body.code).toBe(ERRORS.PICTURE_NOT_YOURS.code);
    const mine = await uploadAs(person, 'feedback', 'b.png');
    expect((await send(person.token, { picUrls: Array(5).fill(mine.fileUrl) })).body.msg).toBe('最多上传4张图片');
    expect((await send(undefined, { content: '匿名' })).status).toBe(401);
  });
});
