// @vitest-environment jsdom
/**
 * Issue 31's people pages against a stub API: a person's page (/userInfo: their public resume, open demands, goods,
 * 收藏 / 关注, 添加好友 for a stranger and 发消息 for a friend, nothing on one's own page), 添加好友 as a page (its rules
 * before any call, a phone only shown back masked, the person of a page named by their masked card, a refusal said on
 * the page), and 团队设置 (the administrator's form, a taken name under its field, a member's read-only view).
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { accountRoute } from '../../../shared/routes/account.js';
import { chatFriendRoute } from '../../../shared/routes/chat-friends.js';
import { collectRoute } from '../../../shared/routes/collect.js';
import { mallRoute } from '../../../shared/routes/mall.js';
import { orgRoute } from '../../../shared/routes/org.js';
import { resumeRoute } from '../../../shared/routes/resume.js';
import { searchRoute } from '../../../shared/routes/search.js';
import type { PublicResume } from '../../../shared/schemas/resume.js';
import type { TeamSetting } from '../../../shared/schemas/team-setting.js';
import { AddFriendForm } from '../../../web/src/features/chat/public.js';
import { TeamSettingPanel } from '../../../web/src/features/org/components/team-setting-panel.js';
import { UserInfoPage } from '../../../web/src/features/people/public.js';
import { guardRedirect } from '../../../web/src/app/guard-rule.js';
import { onOpenChat, type ChatTarget } from '../../../web/src/lib/chat-open.js';
import { removeToken, setToken } from '../../../web/src/lib/token.js';
import { useApiStub } from './api-stub.js';
import { userInfoOf } from './fixtures.js';
import { renderPage } from './render-page.js';

const api = useApiStub();
const ok = (data: unknown) => ({ body: { code: 200, msg: '操作成功', data } });
const page = <T,>(records: T[], total = records.length) => ({ records, total, pages: 1, current: 1, size: 6 });
const bodiesOf = (path: string) => api.seen.filter((r) => r.path === path && r.method === 'POST').map((r) => JSON.parse(Buffer.from(r.body, 'latin1').toString('utf8')) as Record<string, unknown>);

const HIM = '01JBCDEFGHJKMNPQRSTVWXYZ40';
const ME = '01JBCDEFGHJKMNPQRSTVWXYZ41';
const detailPath = (id: string) => chatFriendRoute('chat.userDetail').path.replace('{id}', id);
const resumePath = (id: string, type: string) => resumeRoute('org.publicResume').path.replace('{a}', id).replace('{b}', type);
const demandsPath = (id: string) => searchRoute('search.partyProjects').path.replace('{id}', id);
const resume: PublicResume = {
  kind: 'PERSONAGE',
  owner: { id: HIM, type: 'PERSONAGE', name: '周先生', headPortrait: '' },
  skills: ['界面设计'],
  work: [],
  projects: [],
  education: [],
  certificates: [],
  pictures: [],
  files: [],
  updateTime: 1700000000000,
} as unknown as PublicResume;
const card = (isFriend: boolean) => ({ friendId: HIM, isFriend, userStatus: '', userType: 'PERSONAGE', userId: HIM, friendRemark: '', friendRemark2: '', head: '', selfSex: '', userSex: '男', nickname: isFriend ? '周航' : '周先生', userNo: '20000002', sameTeamList: [], groupIds: [], description: '', messageDisturb: false, strongReminder: false, topChat: false, blacklist: false });
const demand = { projectId: '01JBCDEFGHJKMNPQRSTVWXYZ42', name: '品牌视觉设计', state: 'RELEASED', stateLabel: '已发布', budget: 500_000, updateTime: 0, publisher: { type: 'PERSONAGE', id: HIM, name: '周先生' }, applicantTypes: [], visibility: 'PUBLIC', summary: '' };
const goods = { id: '01JBCDEFGHJKMNPQRSTVWXYZ43', goodsType: 1, goodsCategory: 'SUPPLY', isOnSale: true, name: '设计素材包', price: 9_900, pictureUrls: [], regionLabel: '', seller: { sellerId: HIM, sellerType: 'PERSONAGE', name: '周先生', headPortrait: '', regionLabel: '' }, sales: 0 };

beforeEach(() => {
  api.seen.length = 0;
  setToken('token-of-a-person');
  api.reply(accountRoute('account.info').path, ok(userInfoOf({ id: ME })));
  api.reply(resumePath(HIM, 'PERSONAGE'), ok(resume));
  api.reply(demandsPath(HIM), ok(page([demand], 7)));
  api.reply(mallRoute('mall.goods.seller').path, ok(page([goods])));
  api.reply(collectRoute('mall.collect.is').path, ok({ collected: false }));
  api.reply(collectRoute('mall.follow.is').path, ok({ following: false }));
});
afterEach(() => removeToken());

describe('a person’s page', () => {
  it('is for those logged in, as spec §2.2 lists neither page as public', () => {
    expect(guardRedirect(`/userInfo?userId=${HIM}`, false)).toBe(`/login?redirect=${encodeURIComponent(`/userInfo?userId=${HIM}`)}`);
    expect(guardRedirect(`/addFriend?userId=${HIM}`, false)).toBe(`/login?redirect=${encodeURIComponent(`/addFriend?userId=${HIM}`)}`);
    expect(guardRedirect(`/userInfo?userId=${HIM}`, true)).toBeUndefined();
  });

  it('shows a stranger’s public resume, open demands and goods, with 收藏, 关注 and 添加好友', async () => {
    api.reply(detailPath(HIM), ok(card(false)));
    renderPage(`/userInfo?userId=${HIM}`, <UserInfoPage userId={HIM} />);
    expect(await screen.findByText('界面设计')).toBeTruthy();
    expect(screen.getAllByText('周先生').length).toBeGreaterThan(0);
    expect((await screen.findByRole('link', { name: '品牌视觉设计' })).getAttribute('href')).toContain(`/project/find/details?projectId=${demand.projectId}`);
    expect(screen.getByText('共 7 个需求')).toBeTruthy();
    expect((await screen.findByRole('link', { name: '设计素材包' })).getAttribute('href')).toContain(`/mall/goodsDetail?goodsId=${goods.id}`);
    expect(await screen.findByTestId('collect-toggle')).toBeTruthy();
    expect(await screen.findByTestId('follow-toggle')).toBeTruthy();
    expect((await screen.findByRole('link', { name: '添加好友' })).getAttribute('href')).toContain(`/addFriend?userId=${HIM}`);
    expect(screen.queryByTestId('send-message')).toBeNull();
    // The reads are the public ones, for this person.
    expect(api.seen.some((r) => r.path === demandsPath(HIM) && r.query.get('type') === 'PERSONAGE')).toBe(true);
    expect(api.seen.some((r) => r.path === mallRoute('mall.goods.seller').path && r.query.get('sellerId') === HIM)).toBe(true);
  });

  it('offers 发消息 with a friend, which opens the chat with them, and shows no goods section without goods', async () => {
    api.reply(detailPath(HIM), ok(card(true)));
    api.reply(mallRoute('mall.goods.seller').path, ok(page([])));
    const opened: ChatTarget[] = [];
    const stop = onOpenChat((target) => opened.push(target));
    renderPage(`/userInfo?userId=${HIM}`, <UserInfoPage userId={HIM} />);
    fireEvent.click(await screen.findByTestId('send-message'));
    expect(opened).toEqual([{ joinUserId: HIM, title: '周航' }]);
    expect(screen.queryByRole('link', { name: '添加好友' })).toBeNull();
    await screen.findByText('界面设计');
    expect(screen.queryByText('在售商品')).toBeNull();
    stop();
  });

  it('offers nothing on one’s own page', async () => {
    api.reply(resumePath(ME, 'PERSONAGE'), ok({ ...resume, owner: { ...resume.owner, id: ME } }));
    api.reply(demandsPath(ME), ok(page([])));
    renderPage(`/userInfo?userId=${ME}`, <UserInfoPage userId={ME} />);
    expect(await screen.findByText('这是您自己的主页')).toBeTruthy();
    expect(await screen.findByText('暂无公开发布的需求')).toBeTruthy();
    expect(screen.queryByTestId('collect-toggle')).toBeNull();
    expect(screen.queryByRole('link', { name: '添加好友' })).toBeNull();
    expect(api.seen.some((r) => r.path === detailPath(ME))).toBe(false);
  });
});

describe('添加好友 as a page', () => {
  const ADD = chatFriendRoute('chat.addFriend').path;

  it('checks what is typed before asking, and shows a phone back only masked', async () => {
    api.reply(ADD, ok({ id: 'r1' }));
    renderPage('/addFriend', <AddFriendForm />);
    const send = await screen.findByRole('button', { name: '发送申请' });
    fireEvent.click(send);
    expect(await screen.findByText('请输入对方的账号或手机号')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /账号或手机号/ }), { target: { value: '123' } });
    fireEvent.click(send);
    expect(await screen.findByText('用户编号为8位数字')).toBeTruthy();
    expect(bodiesOf(ADD)).toEqual([]);

    fireEvent.change(screen.getByRole('textbox', { name: /账号或手机号/ }), { target: { value: '13800000002' } });
    fireEvent.change(screen.getByRole('textbox', { name: /验证信息/ }), { target: { value: '你好，我是林晓' } });
    fireEvent.click(send);
    expect(await screen.findByText('好友申请已发送给138****0002，等待对方同意')).toBeTruthy();
    expect(bodiesOf(ADD)).toEqual([{ phone: '13800000002', information: '你好，我是林晓' }]);
    expect(screen.queryByText(/13800000002/)).toBeNull();
  });

  it('names the person of a page by their card, sends their id, and says a refusal on the page', async () => {
    api.reply(detailPath(HIM), ok(card(false)));
    api.reply(ADD, ok({ id: 'r2' }));
    renderPage(`/addFriend?userId=${HIM}`, <AddFriendForm userId={HIM} />);
    expect(await screen.findByText('周先生')).toBeTruthy();
    expect(screen.getByText('用户编号 20000002')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /账号或手机号/ })).toBeNull();
    api.reply(ADD, { body: { code: 104001, msg: '对方已拒绝接收好友申请', data: null } });
    fireEvent.click(screen.getByRole('button', { name: '发送申请' }));
    expect((await screen.findByRole('alert')).textContent).toBe('对方已拒绝接收好友申请');
    api.reply(ADD, ok({ id: 'r2' }));
    fireEvent.click(screen.getByRole('button', { name: '发送申请' }));
    expect(await screen.findByText('好友申请已发送给周先生，等待对方同意')).toBeTruthy();
    // An empty note is left out of the call, as the chat's dialog leaves it.
    expect(bodiesOf(ADD)).toEqual([{ receiverId: HIM }, { receiverId: HIM }]);
  });
});

describe('团队设置', () => {
  const READ = orgRoute('org.teamSetting').path;
  const setting = (admin: boolean): TeamSetting => ({ teamId: 't1', teamName: '星火设计工作室', headPortrait: '', createTime: Date.UTC(2026, 0, 2), admin, introduction: '专注品牌设计' });

  it('lets the administrator rename the team, saying a taken name under the field', async () => {
    api.reply(READ, ok(setting(true)));
    renderPage('/team/teamSetting', <TeamSettingPanel />);
    const name = await screen.findByTestId('team-name');
    expect(screen.getByText('专注品牌设计')).toBeTruthy();
    expect(screen.getByRole('link', { name: '在团队简历中编辑' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '解散团队' })).toBeTruthy();

    fireEvent.change(name, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('请填写团队名称')).toBeTruthy();
    expect(bodiesOf(READ)).toEqual([]);

    api.reply(READ, { body: { code: 103005, msg: '该团队名称已被使用', data: null } });
    fireEvent.change(name, { target: { value: '燎原设计' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('该团队名称已被使用')).toBeTruthy();

    api.reply(READ, ok({ ...setting(true), teamName: '燎原设计二部' }));
    fireEvent.change(name, { target: { value: '燎原设计二部' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(bodiesOf(READ)).toEqual([{ teamName: '燎原设计' }, { teamName: '燎原设计二部' }]));
  });

  it('shows a member the team read-only, without the form or dissolving', async () => {
    api.reply(READ, ok(setting(false)));
    renderPage('/team/teamSetting', <TeamSettingPanel />);
    expect(await screen.findByText('只有团队管理员可以修改团队名称和头像，您可以查看。')).toBeTruthy();
    expect(screen.getByTestId('team-name-read').textContent).toBe('星火设计工作室');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: '保存' })).toBeNull();
    expect(screen.queryByRole('heading', { name: '解散团队' })).toBeNull();
    expect(screen.queryByRole('link', { name: '在团队简历中编辑' })).toBeNull();
  });
});
