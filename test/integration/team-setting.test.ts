/**
 * 团队设置 (/team/teamSetting, issue 31; docs/decisions.md "Team settings: renaming and dissolving a team"): every active member reads the team's
 * name, avatar and introduction; only the administrator changes the name (unique among teams, as at creation) and the
 * avatar. The name's claim moves in the renaming transaction; the members' copy and the publisher's name of the
 * team's open demands (and so the search) follow at the project domain's sweep, not in the request; a favourite keeps
 * the name it was kept under. Dissolving the team is refused while it has a released demand.
 */
import { getMember } from '../../functions/account/org-store.js';
import { followOrgName } from '../../functions/project/org-names.js';
import { getProject } from '../../functions/project/store.js';
import { getGoods } from '../../functions/mall/goods-store.js';
import { ERRORS } from '../../shared/errors.js';
import type { Page } from '../../shared/envelope.js';
import type { CollectRecord } from '../../shared/schemas/collect.js';
import type { ProjectCard } from '../../shared/schemas/project.js';
import type { TeamSetting } from '../../shared/schemas/team-setting.js';
import { inject } from 'vitest';
import { call } from '../support/api.js';
import { socketPool } from '../support/sockets.js';
import { asTeam } from '../support/documents.js';
import { aListing } from '../support/mall.js';
import { joinTeam } from '../support/org.js';
import { sweepOrders } from '../support/orders.js';
import { info, newPerson, smsCodeFor } from '../support/people.js';
import { ok, releasedProject } from '../support/projects.js';
import { uploadAs } from '../support/uploads.js';

const open = socketPool(() => inject('cloud').wsUrl);
const setting = (token: string) => call<TeamSetting>('org.teamSetting', {}, token);
const save = (token: string, input: { teamName: string; headPortrait?: string }) => call<TeamSetting>('org.saveTeamSetting', input, token);
const teamNames = async (token: string) => (await info(token)).teams.map((t) => t.name);
/** The members' copies of the team's name, as their items hold them. */
const copies = async (teamId: string, userIds: string[]) => Promise.all(userIds.map(async (userId) => (await getMember(teamId, userId))?.orgName));
const sweep = async (teamId: string) => ok<{ fired: number }>(await call('project.devSweep', { now: Date.now() + 1_000, objectIds: [teamId] }), 'sweep');

describe('team setting', () => {
  it('is read by every active member, changed only by the administrator, and a new name follows where it should', async () => {
    // Prepare: a team with a member and a released demand, another team, a person who favourited the team.
    const [admin, joined, other, fan] = await Promise.all([newPerson('TEAM'), newPerson(), newPerson('TEAM'), newPerson()]);
    await joinTeam(admin, joined);
    const member = await asTeam(joined);
    const teamId = (await info(admin.token)).teamId;
    const oldName = admin.orgName as string;
    const [demand, goodsId] = await Promise.all([releasedProject(admin), aListing(admin, 0)]);
    ok(await call('mall.collect.add', { targetType: 'TEAM', targetId: teamId }, fan.token), 'collect');

    // Read: the administrator may change it, a member reads it only; another team's session reads its own team.
    expect((await setting(admin.token)).body.data).toMatchObject({ teamId, teamName: oldName, admin: true, introduction: '' });
    expect((await setting(member.token)).body.data).toMatchObject({ teamId, teamName: oldName, admin: false });
    expect((await setting(other.token)).body.data).toMatchObject({ teamName: other.orgName, admin: true });
    expect((await setting(fan.token)).status).toBe(403);

    // Refused: a member (103021), a name another team holds (103005), bad input naming the field, another's upload (403).
    const newName = `新名${Date.now() % 1e8}`;
    expect((await save(member.token, { teamName: newName })).body.code).toBe(ERRORS.TEAM_SETTING_ADMIN_ONLY.code);
    const taken = await save(admin.token, { teamName: other.orgName as string });
    expect([taken.body.code, taken.body.msg]).toEqual([ERRORS.NAME_TAKEN.code, '该团队名称已被使用']);
    const empty = await save(admin.token, { teamName: ' ' });
    expect([empty.status, empty.body.msg]).toEqual([400, '请填写团队名称']);
    const long = await save(admin.token, { teamName: '名'.repeat(31) });
    expect([long.status, long.body.msg]).toEqual([400, '团队名称不能超过30个字符']);
    const { fileUrl: othersAvatar } = await uploadAs(fan, 'avatar', 'a.png');
    const stolen = await save(admin.token, { teamName: oldName, headPortrait: othersAvatar });
    expect([stolen.status, stolen.body.msg]).toEqual([403, '团队头像地址不正确，请重新上传']);
    expect((await setting(admin.token)).body.data).toMatchObject({ teamName: oldName, headPortrait: '' });

    // Act: the administrator renames the team and gives it their avatar.
    const { fileUrl: avatar } = await uploadAs(admin, 'avatar', 'team.png');
    expect((await save(admin.token, { teamName: newName, headPortrait: avatar })).body.data).toMatchObject({ teamName: newName, headPortrait: avatar, admin: true });

    // At once: the team and its claim. The name is the team's now (its members' sessions read it), and the old one is free again.
    expect((await info(admin.token)).teamName).toBe(newName);
    expect(await teamNames(member.token)).toEqual([newName]);
    expect((await save(other.token, { teamName: newName })).body.code).toBe(ERRORS.NAME_TAKEN.code);
    expect((await call('org.createTeam', { teamName: oldName }, fan.token)).body.code).toBe(200);
    // Not in the request: the members' copies and the demand's publisher wait for the sweep.
    expect(await copies(teamId, [admin.userId, joined.userId])).toEqual([oldName, oldName]);
    expect((await getProject(demand.projectId))?.publisherName).toBe(oldName);
    expect((await getGoods(goodsId))?.sellerName).toBe(oldName);

    // The sweep: the member's copy and the open demand follow, and so does the search; the favourite keeps its name.
    // The member's open pages are told to read their user info again (the header names the team anew).
    const radio = await open(member.token, 'channel=radio');
    expect((await sweep(teamId)).fired).toBe(1);
    expect(await radio.waitFor('REFRESH_PRIVILEGES')).toMatchObject({ content: JSON.stringify({ reason: 'org-renamed', orgId: teamId }) });
    expect(await copies(teamId, [admin.userId, joined.userId])).toEqual([newName, newName]);
    expect((await getProject(demand.projectId))?.publisherName).toBe(newName);
    await expect
      .poll(async () => (await call<Page<ProjectCard>>('search.partyProjects', { id: teamId, type: 'TEAM', current: 1, size: 10 })).body.data.records.map((r) => r.publisher.name), { timeout: 15_000 })
      .toEqual([newName]);
    const kept = ok<Page<CollectRecord>>(await call('mall.collect.list', { tab: 'party', current: 1, size: 10 }, fan.token), 'collect list');
    expect(kept.records.map((r) => r.name)).toEqual([oldName]);
    // The listing's seller name follows at the order domain's sweep, and so does the goods search.
    expect((await sweepOrders(Date.now() + 1_000, teamId)).fired).toBe(1);
    expect((await getGoods(goodsId))?.sellerName).toBe(newName);
    await expect
      .poll(async () => (await call<Page<{ id: string; seller: { name: string } }>>('search.goods', { goodsType: 0, keyword: newName, current: 1, size: 10 })).body.data?.records.find((g) => g.id === goodsId)?.seller.name, { timeout: 15_000 })
      .toBe(newName);
    // Run again, nothing is left to do.
    expect((await sweep(teamId)).fired).toBe(0);
    expect((await sweepOrders(Date.now() + 1_000, teamId)).fired).toBe(0);
  });

  it('follows a rename in steps when a sweep runs out of time, and leaves nothing half done', async () => {
    const admin = await newPerson('TEAM');
    const teamId = (await info(admin.token)).teamId;
    const demands = await Promise.all([releasedProject(admin), releasedProject(admin)]);
    const newName = `分步${Date.now() % 1e8}`;
    ok(await save(admin.token, { teamName: newName }), 'rename');
    // Out of time before the first demand: the members' copies are written, the demands wait for the next round.
    expect(await followOrgName(teamId, { until: 0 })).toEqual({ done: false, members: 1, demands: 0 });
    expect(await followOrgName(teamId)).toEqual({ done: true, members: 0, demands: 2 });
    expect(await Promise.all(demands.map(async (d) => (await getProject(d.projectId))?.publisherName))).toEqual([newName, newName]);
    expect(await followOrgName(teamId)).toEqual({ done: true, members: 0, demands: 0 });
  });

  it('is closed to a former member', async () => {
    const [admin, joined] = await Promise.all([newPerson('TEAM'), newPerson()]);
    await joinTeam(admin, joined);
    const member = await asTeam(joined);
    ok(await call('org.teamLeave', {}, member.token), 'leave');
    expect((await setting(member.token)).status).toBe(401);
    expect((await save(member.token, { teamName: '前成员改名' })).status).toBe(401);
    expect((await setting(admin.token)).body.data.teamName).toBe(admin.orgName);
  });

  it('dissolving: refused to a member, and while the team has a released demand', async () => {
    const [admin, joined] = await Promise.all([newPerson('TEAM'), newPerson()]);
    await joinTeam(admin, joined);
    const member = await asTeam(joined);
    await releasedProject(admin);
    const verified = ok<{ ticket: string; reasons: string[] }>(await call('account.unsubscribeVerify', { code: await smsCodeFor(admin.phone, 'unsubscribe', admin.token) }, admin.token), 'verify');
    expect(verified.reasons).toEqual(['您有已发布的项目需求，请先撤回或删除']);
    const refused = await call('account.unsubscribeOrg', { ticket: verified.ticket }, admin.token);
    expect([refused.body.code, refused.body.msg]).toEqual([ERRORS.CANNOT_CANCEL.code, '您有已发布的项目需求，请先撤回或删除']);
    const asMember = await call('account.unsubscribeOrg', { ticket: verified.ticket }, member.token);
    expect(asMember.status).toBe(403);
    expect((await setting(admin.token)).body.code).toBe(200);
  });
});
