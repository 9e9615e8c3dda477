/** Company staff and teams: the administrator adds and removes staff; removed staff cannot act as the company. */
import { ERRORS } from '../../shared/errors.js';
import type { Page } from '../../shared/envelope.js';
import type { StaffMember } from '../../shared/schemas/account.js';
import { api } from '../support/api.js';
import { info, login, newPhone, register } from '../support/people.js';
import { hireStaff } from '../support/org.js';

const ORG = '/api/pc/hezuo/company';

describe('company staff', () => {
  it('are invited by phone, join only by accepting, are listed, removed as 已离职, and then refused as the company', async () => {
    // Prepare
    const boss = await register('COMPANY');
    const worker = await register();
    // Act: invite; nothing changes for the person until they accept
    const invited = await api<{ recordId: string }>('POST', `${ORG}/add-staff`, { token: boss.token, json: { phone: worker.phone } });
    expect(invited.body.code).toBe(200);
    expect((await login(worker.phone, worker.password, 'COMPANY')).body.code).toBe(ERRORS.NOT_COMPANY_STAFF.code);
    expect((await api<Page<StaffMember>>('GET', `${ORG}/staff-list`, { token: boss.token })).body.data.total).toBe(1);
    // Asking again answers the same invitation
    expect((await api<{ recordId: string }>('POST', `${ORG}/add-staff`, { token: boss.token, json: { phone: worker.phone } })).body.data.recordId).toBe(invited.body.data.recordId);
    const card = await api<{ info: { orgType: string; teamName: string } }>('POST', `/api/pc/hezuo/user-team/team-detail/${invited.body.data.recordId}`, { token: worker.token, json: {} });
    expect(card.body.data.info).toMatchObject({ orgType: 'COMPANY', teamName: boss.orgName });
    expect((await api('POST', '/api/pc/hezuo/user-team/join', { token: worker.token, json: { teamRecordId: invited.body.data.recordId, pass: true } })).body.code).toBe(200);
    expect((await api('POST', `${ORG}/add-staff`, { token: boss.token, json: { phone: worker.phone } })).body.code).toBe(ERRORS.ALREADY_STAFF.code);
    const asStaff = (await login(worker.phone, worker.password, 'COMPANY')).body.data;
    expect(await info(asStaff)).toMatchObject({ userType: 'COMPANY', companyName: boss.orgName, isAdmin: false });
    const list = (await api<Page<StaffMember>>('GET', `${ORG}/staff-list?current=1&size=10`, { token: boss.token })).body.data;
    expect(list.total).toBe(2);
    expect(list.records.map((r) => [r.role, r.userStatus])).toEqual([['ADMIN', ''], ['STAFF', '']]);
    expect(list.records[1]!.phone).toBe(`${worker.phone.slice(0, 3)}****${worker.phone.slice(7)}`);
    // Act: remove
    expect((await api('POST', `${ORG}/remove-staff`, { token: boss.token, json: { userId: worker.userId } })).body.code).toBe(200);
    // Assess
    expect((await api('GET', '/api/pc/hezuo/user-personage/info', { token: asStaff })).status).toBe(401);
    expect((await login(worker.phone, worker.password, 'COMPANY')).body.code).toBe(ERRORS.STAFF_RESIGNED.code);
    const after = (await api<Page<StaffMember>>('GET', `${ORG}/staff-list`, { token: boss.token })).body.data;
    expect(after.records.find((r) => r.userId === worker.userId)?.userStatus).toBe('已离职');
    // Their personal account is untouched.
    expect((await login(worker.phone, worker.password, 'PERSONAGE')).body.code).toBe(200);
  });

  it('work for one company at a time', async () => {
    const first = await register('COMPANY');
    const second = await register('COMPANY');
    const worker = await register();
    // Two invitations at once: the person accepts one, and the other can no longer be accepted.
    const [a, b] = await Promise.all([first, second].map(async (boss) => (await api<{ recordId: string }>('POST', `${ORG}/add-staff`, { token: boss.token, json: { phone: worker.phone } })).body.data.recordId));
    expect((await api('POST', '/api/pc/hezuo/user-team/join', { token: worker.token, json: { teamRecordId: a, pass: true } })).body.code).toBe(200);
    expect((await api('POST', '/api/pc/hezuo/user-team/join', { token: worker.token, json: { teamRecordId: b, pass: true } })).body.code).toBe(ERRORS.ALREADY_IN_COMPANY.code);
    expect((await api('POST', `${ORG}/add-staff`, { token: second.token, json: { phone: worker.phone } })).body.code).toBe(ERRORS.ALREADY_IN_COMPANY.code);
    expect((await api('POST', `${ORG}/add-staff`, { token: first.token, json: { phone: newPhone() } })).body.code).toBe(ERRORS.PHONE_NOT_REGISTERED.code);
  });

  it('are managed only by the administrator of that company', async () => {
    const boss = await register('COMPANY');
    const worker = await register();
    await hireStaff(boss, worker);
    const asStaff = (await login(worker.phone, worker.password, 'COMPANY')).body.data;
    expect((await api('GET', `${ORG}/staff-list`, { token: asStaff })).status).toBe(403);
    expect((await api('POST', `${ORG}/remove-staff`, { token: asStaff, json: { userId: boss.userId } })).status).toBe(403);
    const stranger = await register('COMPANY');
    expect((await api('POST', `${ORG}/remove-staff`, { token: stranger.token, json: { userId: worker.userId } })).body.code).toBe(ERRORS.NOT_FOUND.code);
    expect((await api('POST', `${ORG}/remove-staff`, { token: boss.token, json: { userId: boss.userId } })).body.code).toBe(ERRORS.CANNOT_REMOVE_ADMIN.code);
  });
});

describe('teams', () => {
  it('are created by a person who then administers them, with unique names', async () => {
    const person = await register();
    const name = `新团队${person.phone}`;
    const created = await api<{ teamId: string }>('POST', '/api/pc/hezuo/user-team/create', { token: person.token, json: { teamName: name } });
    expect(created.body.code).toBe(200);
    expect((await info(person.token)).teams).toEqual([{ orgId: created.body.data.teamId, name, type: 'TEAM', isAdmin: true }]);
    expect((await api('POST', '/api/pc/hezuo/user-team/create', { token: person.token, json: { teamName: name } })).body.code).toBe(ERRORS.NAME_TAKEN.code);
  });
});
