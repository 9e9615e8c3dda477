/**
 * A team's members (`/team/teamStaff`): every active member reads the list (roles, 已离职); the administrator
 * removes a member, whose session for this team ends (a session for another team stays); a member leaves; the
 * administrator cannot leave; nobody else removes anyone; and a removed member is invited back and rejoins.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { inject } from 'vitest';
import { ERRORS } from '../../shared/errors.js';
import type { Page } from '../../shared/envelope.js';
import type { StaffMember } from '../../shared/schemas/account.js';
import type { TeamInviteRecord } from '../../shared/schemas/team-invite.js';
import { memberKey } from '../../functions/account/keys.js';
import { ddb, table } from '../../functions/lib/store/client.js';
import { call } from '../support/api.js';
import { info, login, newPerson, type TestPerson } from '../support/people.js';
import { joinTeam } from '../support/org.js';
import { closed, socketPool } from '../support/sockets.js';

const open = socketPool(() => inject('cloud').wsUrl);

const staffList = (token: string) => call<Page<StaffMember>>('org.teamStaffList', { current: 1, size: 20 }, token);
const rows = async (token: string) => (await staffList(token)).body.data.records.map((r) => [r.nickname, r.role, r.userStatus]);
const teamIdOf = async (admin: TestPerson) => (await info(admin.token)).teamId as string;
/** The person's TEAM login for one team (a person in several teams names it). */
const loginAsTeam = async (person: TestPerson, teamId: string): Promise<string> => {
  const answer = await login(person.phone, person.password, 'TEAM', { teamId });
  expect(answer.body.code, answer.body.msg).toBe(200);
  return answer.body.data;
};
const isLive = async (token: string) => (await call('account.info', {}, token)).status === 200;

describe('team members', () => {
  it('are listed to every active member with their roles, resigned ones last as 已离职', async () => {
    // Prepare: an administrator, two members; one of them leaves.
    const [admin, first, second] = await Promise.all([newPerson('TEAM'), newPerson(), newPerson()]);
    await joinTeam(admin, first);
    await joinTeam(admin, second);
    const teamId = await teamIdOf(admin);
    const [asFirst, asSecond] = [await loginAsTeam(first, teamId), await loginAsTeam(second, teamId)];
    expect((await call('org.teamLeave', {}, asFirst)).body.code).toBe(200);

    // Act
    const seenByMember = await staffList(asSecond);
    const seenByAdmin = await staffList(admin.token);

    // Assess: the same list for both; phones masked; a page of one shows the first.
    expect(seenByMember.body.code).toBe(200);
    expect(seenByMember.body.data).toEqual(seenByAdmin.body.data);
    expect(seenByMember.body.data.total).toBe(3);
    expect(await rows(asSecond)).toEqual([
      [admin.nickname, 'ADMIN', ''],
      [second.nickname, 'STAFF', ''],
      [first.nickname, 'STAFF', '已离职'],
    ]);
    expect(seenByMember.body.data.records[1]!.phone).toBe(`${second.phone.slice(0, 3)}****${second.phone.slice(7)}`);
    const paged = await call<Page<StaffMember>>('org.teamStaffList', { current: 2, size: 1 }, admin.token);
    expect(paged.body.data).toMatchObject({ total: 3, pages: 3, current: 2, size: 1, records: [{ userId: second.userId }] });
  });

  it('are not listed to someone whose membership of the session’s team is over, nor to a personal session', async () => {
    // Prepare: a member logged in as the team, then resigned without their session ending (as a race would leave it).
    const [admin, member] = await Promise.all([newPerson('TEAM'), newPerson()]);
    await joinTeam(admin, member);
    const teamId = await teamIdOf(admin);
    const asMember = await loginAsTeam(member, teamId);
    await ddb.send(new UpdateCommand({ TableName: table(), Key: memberKey(teamId, member.userId), UpdateExpression: 'SET #s = :r', ExpressionAttributeNames: { '#s': 'status' }, ExpressionAttributeValues: { ':r': 'RESIGNED' } }));

    // Act
    const refused = await staffList(asMember);
    const personal = await staffList(member.token);

    // Assess
    expect({ status: refused.status, code: refused.body.code, msg: refused.body.msg }).toEqual({ status: 403, code: 403, msg: ERRORS.NOT_TEAM_MEMBER.msg });
    expect(personal.status).toBe(403);
  });

  it('are removed by the administrator as 已离职: their login as this team ends, a login as another team stays', async () => {
    // Prepare: a person in two teams, logged in as the second one, with a global socket.
    const [adminA, adminB, member] = await Promise.all([newPerson('TEAM'), newPerson('TEAM'), newPerson()]);
    await joinTeam(adminA, member);
    await joinTeam(adminB, member);
    const [teamA, teamB] = await Promise.all([teamIdOf(adminA), teamIdOf(adminB)]);
    const asB = await loginAsTeam(member, teamB);
    const radio = await open(asB, 'channel=radio');

    // Act: team A removes them.
    const removed = await call('org.teamRemoveStaff', { userId: member.userId }, adminA.token);

    // Assess: 已离职 in A, refused as A; the login as B untouched, still listing B.
    expect(removed.body.code).toBe(200);
    expect(await rows(adminA.token)).toEqual([
      [adminA.nickname, 'ADMIN', ''],
      [member.nickname, 'STAFF', '已离职'],
    ]);
    expect(await isLive(asB)).toBe(true);
    expect(await info(asB)).toMatchObject({ userType: 'TEAM', teamId: teamB });
    expect((await staffList(asB)).body.data.records.map((r) => r.userId)).toContain(member.userId);
    expect((await login(member.phone, member.password, 'TEAM', { teamId: teamA })).body.code).toBe(ERRORS.NO_TEAM.code);
    expect((await info(member.token)).teams.map((t) => t.orgId)).toEqual([teamB]);
    expect(await radio.waitFor('REFRESH_PRIVILEGES')).toMatchObject({ content: JSON.stringify({ reason: 'staff-removed', orgId: teamA }) });
    expect(radio.types()).not.toContain('SERVER_LOGIN_EXPIRED');

    // Act: team B removes them too, while they are logged in as B.
    const closing = closed(radio.socket);
    expect((await call('org.teamRemoveStaff', { userId: member.userId }, adminB.token)).body.code).toBe(200);

    // Assess: that login is over, its socket told and closed; the personal account is untouched.
    expect(await isLive(asB)).toBe(false);
    await closing;
    expect(radio.types()).toContain('SERVER_LOGIN_EXPIRED');
    expect((await login(member.phone, member.password, 'TEAM')).body.code).toBe(ERRORS.NO_TEAM.code);
    expect(await isLive(member.token)).toBe(true);
  });

  it('leave the team themselves: 已离职, and their login as the team ends', async () => {
    // Prepare
    const [admin, member] = await Promise.all([newPerson('TEAM'), newPerson()]);
    await joinTeam(admin, member);
    const teamId = await teamIdOf(admin);
    const asMember = await loginAsTeam(member, teamId);

    // Act
    const left = await call('org.teamLeave', {}, asMember);

    // Assess
    expect(left.body.code).toBe(200);
    expect(await isLive(asMember)).toBe(false);
    expect(await rows(admin.token)).toEqual([
      [admin.nickname, 'ADMIN', ''],
      [member.nickname, 'STAFF', '已离职'],
    ]);
    expect((await login(member.phone, member.password, 'TEAM')).body.code).toBe(ERRORS.NO_TEAM.code);
    expect((await info(member.token)).teams).toEqual([]);
  });

  it('cannot lose their administrator: the administrator can neither leave nor be removed', async () => {
    // Prepare
    const [admin, member] = await Promise.all([newPerson('TEAM'), newPerson()]);
    await joinTeam(admin, member);

    // Act
    const leaving = await call('org.teamLeave', {}, admin.token);
    const removing = await call('org.teamRemoveStaff', { userId: admin.userId }, admin.token);

    // Assess
    expect(leaving.body).toMatchObject({ code: ERRORS.ADMIN_CANNOT_LEAVE.code, msg: '团队管理员不能退出团队' });
    expect(removing.body).toMatchObject({ code: ERRORS.CANNOT_REMOVE_ADMIN.code, msg: '不能移除团队管理员' });
    expect(await isLive(admin.token)).toBe(true);
    expect(await rows(admin.token)).toEqual([
      [admin.nickname, 'ADMIN', ''],
      [member.nickname, 'STAFF', ''],
    ]);
  });

  it('are removed by the administrator only, and only while they are members', async () => {
    // Prepare: two members logged in as the team; another team's administrator.
    const [admin, first, second, stranger] = await Promise.all([newPerson('TEAM'), newPerson(), newPerson(), newPerson('TEAM')]);
    await joinTeam(admin, first);
    await joinTeam(admin, second);
    const teamId = await teamIdOf(admin);
    const asFirst = await loginAsTeam(first, teamId);

    // Act + Assess: a member removes nobody, the administrator neither.
    for (const userId of [second.userId, admin.userId]) {
      const refused = await call('org.teamRemoveStaff', { userId }, asFirst);
      expect({ status: refused.status, code: refused.body.code }).toEqual({ status: 403, code: ERRORS.NOT_ORG_ADMIN.code });
    }
    // Another team's administrator finds no such member of their own team.
    expect((await call('org.teamRemoveStaff', { userId: second.userId }, stranger.token)).body).toMatchObject({ code: 404, msg: '该成员不存在或已离职' });
    // Removing twice: the second finds no member.
    expect((await call('org.teamRemoveStaff', { userId: second.userId }, admin.token)).body.code).toBe(200);
    expect((await call('org.teamRemoveStaff', { userId: second.userId }, admin.token)).body.code).toBe(404);
    expect(await rows(admin.token)).toEqual([
      [admin.nickname, 'ADMIN', ''],
      [first.nickname, 'STAFF', ''],
      [second.nickname, 'STAFF', '已离职'],
    ]);
    expect(await isLive(asFirst)).toBe(true);
  });

  it('come back when invited again: a recover invitation restores the membership', async () => {
    // Prepare: a member removed.
    const [admin, member] = await Promise.all([newPerson('TEAM'), newPerson()]);
    await joinTeam(admin, member);
    const teamId = await teamIdOf(admin);
    expect((await call('org.teamRemoveStaff', { userId: member.userId }, admin.token)).body.code).toBe(200);

    // Act: invited again, they accept.
    const invited = await call<{ records: string[] }>('org.teamInvite', { userIds: [member.userId] }, admin.token);
    const [recordId] = invited.body.data.records;
    const detail = await call<TeamInviteRecord>('org.teamDetail', { id: recordId! }, member.token);
    const joined = await call('org.teamJoin', { teamRecordId: recordId!, pass: true }, member.token);

    // Assess: a recover invitation; a member again, listed once, and able to log in as the team.
    expect(detail.body.data.info).toMatchObject({ recover: true, status: null, total: 1 });
    expect(joined.body.code).toBe(200);
    expect(await rows(admin.token)).toEqual([
      [admin.nickname, 'ADMIN', ''],
      [member.nickname, 'STAFF', ''],
    ]);
    expect(await info(await loginAsTeam(member, teamId))).toMatchObject({ userType: 'TEAM', teamId, isAdmin: false });
  });
});
