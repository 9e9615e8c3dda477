/**
 * Who acts for a company's or team's projects (docs/projects.md "Who may act"): the administrator and the members it
 * names project leaders; other active members read the organisation's projects and lists but change nothing; a leader
 * no longer named, or a member who left, acts no more.
 */
import type { Page } from '../../shared/envelope.js';
import type { StaffMember } from '../../shared/schemas/account.js';
import type { ProjectCard, ProjectDetail } from '../../shared/schemas/project.js';
import { call } from '../support/api.js';
import { hireStaff, joinTeam } from '../support/org.js';
import { login, newPerson, type TestPerson } from '../support/people.js';
import { demandFields, ok, releasedProject } from '../support/projects.js';

const asOrg = async (person: TestPerson, type: 'COMPANY' | 'TEAM'): Promise<TestPerson> => ({ ...person, token: (await login(person.phone, person.password, type)).body.data as string });

describe('project leaders', () => {
  it('lets a company’s administrator and named leaders act, other staff only read', async () => {
    const [admin, member] = await Promise.all([newPerson('COMPANY'), newPerson()]);
    await hireStaff(admin, member);
    const staff = await asOrg(member, 'COMPANY');
    const project = await releasedProject(admin);

    // Staff read the company's projects, and act on none of them.
    const seen = ok<ProjectDetail>(await call('project.info', { projectId: project.projectId }, staff.token), 'info');
    expect(seen).toMatchObject({ relation: 'partyAStaff', actions: [] });
    expect(ok<Page<ProjectCard>>(await call('project.mine', { bucket: 'OPEN' }, staff.token), 'mine').records.map((p) => p.projectId)).toContain(project.projectId);
    expect((await call('project.withdraw', { projectId: project.projectId }, staff.token)).body.code).toBe(403);
    expect((await call('project.save', demandFields(), staff.token)).body.code).toBe(403);

    // Named a leader: acts like the administrator; the staff list says so.
    ok(await call('org.projectLeader', { userId: member.userId, leader: true }, admin.token), 'name leader');
    const listed = ok<Page<StaffMember>>(await call('org.staffList', {}, admin.token), 'staff');
    expect(listed.records.find((m) => m.userId === member.userId)?.projectLeader).toBe(true);
    expect(ok<ProjectDetail>(await call('project.info', { projectId: project.projectId }, staff.token), 'info').relation).toBe('partyA');
    ok(await call('project.rename', { projectId: project.projectId, name: `${project.name}二期` }, staff.token), 'rename by leader');

    // No longer named: read-only again. A member may not name leaders.
    ok(await call('org.projectLeader', { userId: member.userId, leader: false }, admin.token), 'un-name');
    expect((await call('project.withdraw', { projectId: project.projectId }, staff.token)).body.code).toBe(403);
    expect((await call('org.projectLeader', { userId: member.userId, leader: true }, staff.token)).body.code).toBe(403);
  });

  it('stops a team leader who left the team', async () => {
    const [admin, member] = await Promise.all([newPerson('TEAM'), newPerson()]);
    await joinTeam(admin, member);
    ok(await call('org.projectLeader', { userId: member.userId, leader: true }, admin.token), 'name leader');
    const leader = await asOrg(member, 'TEAM');
    const { projectId } = ok<{ projectId: string }>(await call('project.save', demandFields(), leader.token), 'save by leader');
    ok(await call('org.teamLeave', {}, leader.token), 'leave');
    const again = await asOrg(member, 'TEAM');
    expect([401, 403, 103003]).toContain((await call('project.release', { projectId }, again.token)).body.code);
  });
});
