/**
 * A unit's management home (`org.home`, /company/comSystem and /team/teamSystem; docs/projects.md "A unit's
 * pages") and the unit's projects by side (`project.coop.list` with `side`, /company/comProject and /team/teamProject):
 * each member reads their own unit — the administrator with its authorised person, staff without — and nobody reads
 * another unit's: a person, the staff of another company, a member of another team, a former member.
 */
import type { Page } from '../../shared/envelope.js';
import type { CooperationCard } from '../../shared/schemas/cooperation.js';
import type { OrgHome } from '../../shared/schemas/org-home.js';
import { call } from '../support/api.js';
import { startedCooperation } from '../support/cooperation.js';
import { asTeam } from '../support/documents.js';
import { hireStaff, joinTeam } from '../support/org.js';
import { login, newPerson, type TestPerson } from '../support/people.js';

const asCompany = async (person: TestPerson): Promise<TestPerson> => {
  const answer = await login(person.phone, person.password, 'COMPANY');
  if (answer.body.code !== 200) throw new Error(`login as company: ${JSON.stringify(answer.body)}`);
  return { ...person, token: answer.body.data };
};

const home = async (person: TestPerson) => call<OrgHome>('org.home', {}, person.token);

describe('a unit’s home', () => {
  it('answers a company’s administrator and staff their own company, the authorised person to the administrator only, and refuses everyone else', async () => {
    // Prepare: a company with two staff, another company with one, a person with no unit.
    const [boss, one, two, otherBoss, otherOne, loner] = await Promise.all([newPerson('COMPANY'), newPerson(), newPerson(), newPerson('COMPANY'), newPerson(), newPerson()]);
    await Promise.all([hireStaff(boss, one).then(() => hireStaff(boss, two)), hireStaff(otherBoss, otherOne)]);
    const [staff, leaving, otherStaff] = await Promise.all([asCompany(one), asCompany(two), asCompany(otherOne)]);
    expect((await call('org.setCertigier', { userId: one.userId }, boss.token)).body.code).toBe(200);
    expect((await call('org.projectLeader', { userId: two.userId, leader: true }, boss.token)).body.code).toBe(200);

    // Act and assess: the administrator sees the company, its counts, and who its authorised person is.
    const own = await home(boss);
    expect(own.body.code).toBe(200);
    expect(own.body.data).toMatchObject({
      type: 'COMPANY',
      name: boss.orgName,
      admin: { userId: boss.userId, nickname: boss.nickname },
      certigier: { userId: one.userId, nickname: one.nickname },
      staff: { active: 3, leaders: 2, resigned: 0 },
      me: { role: 'ADMIN', certigier: false, projectLeader: true },
    });

    // Staff see the same company and their own seat, never the authorised person's name.
    const seen = (await home(staff)).body.data;
    expect(seen).toMatchObject({ orgId: own.body.data.orgId, name: boss.orgName, staff: { active: 3 }, me: { role: 'STAFF', certigier: true, projectLeader: false } });
    expect(seen).not.toHaveProperty('certigier');
    expect((await home(leaving)).body.data.me).toMatchObject({ role: 'STAFF', certigier: false, projectLeader: true });

    // Another company's staff read their own company only: nothing of this one.
    const other = (await home(otherStaff)).body.data;
    expect(other).toMatchObject({ name: otherBoss.orgName, admin: { userId: otherBoss.userId }, staff: { active: 2 } });
    expect(JSON.stringify(other)).not.toContain(boss.userId);

    // A person's session is no unit's (403); a former member's company session ended with the membership (401).
    expect((await home(loner)).status).toBe(403);
    expect((await call('org.removeStaff', { userId: two.userId }, boss.token)).body.code).toBe(200);
    expect((await home(leaving)).status).toBe(401);
    expect((await home(boss)).body.data.staff).toEqual({ active: 2, leaders: 1, resigned: 1 });
  });

  it('answers a team’s members their own team, and a former member who is logged in as another team that team only', async () => {
    // Prepare: two teams; a person in both.
    const [admin, otherAdmin, member, both] = await Promise.all([newPerson('TEAM'), newPerson('TEAM'), newPerson(), newPerson()]);
    await Promise.all([joinTeam(admin, member).then(() => joinTeam(admin, both)), joinTeam(otherAdmin, both)]);
    const asMember = await asTeam(member);

    // Act and assess: administrator and member see the team.
    expect((await home(admin)).body.data).toMatchObject({ type: 'TEAM', name: admin.orgName, staff: { active: 3, leaders: 1, resigned: 0 }, me: { role: 'ADMIN' } });
    expect((await home(asMember)).body.data).toMatchObject({ type: 'TEAM', name: admin.orgName, me: { role: 'STAFF', certigier: false, projectLeader: false } });

    // The person in both leaves the first: their session there ended (401); logged in as the other team, they see it alone.
    const firstTeamId = (await home(admin)).body.data.orgId;
    const otherTeamId = (await home(otherAdmin)).body.data.orgId;
    const inFirst = { ...both, token: (await login(both.phone, both.password, 'TEAM', { teamId: firstTeamId })).body.data };
    expect((await home(inFirst)).body.data.orgId).toBe(firstTeamId);
    expect((await call('org.teamLeave', {}, inFirst.token)).body.code).toBe(200);
    expect((await home(inFirst)).status).toBe(401);
    const inOther = { ...both, token: (await login(both.phone, both.password, 'TEAM', { teamId: otherTeamId })).body.data };
    const seen = (await home(inOther)).body.data;
    expect(seen).toMatchObject({ orgId: otherTeamId, name: otherAdmin.orgName });
    expect(JSON.stringify(seen)).not.toContain(admin.userId);
    expect((await home(admin)).body.data.staff).toEqual({ active: 2, leaders: 1, resigned: 1 });
  });
});

describe('a unit’s cooperations by side', () => {
  it('lists the company’s cooperations as party A and the team’s as party B, each side alone, to their staff too', async () => {
    // Prepare: a company (party A) and a team (party B) in one cooperation; a member of each.
    const [boss, teamAdmin, clerk, designer] = await Promise.all([newPerson('COMPANY'), newPerson('TEAM'), newPerson(), newPerson()]);
    await Promise.all([hireStaff(boss, clerk), joinTeam(teamAdmin, designer)]);
    const [staff, member] = await Promise.all([asCompany(clerk), asTeam(designer)]);
    const c = await startedCooperation({ via: 'items', partyA: boss, partyB: teamAdmin });

    const list = async (who: TestPerson, side?: 'partyA' | 'partyB') =>
      (await call<Page<CooperationCard>>('project.coop.list', { tab: 'ongoing', ...(side ? { side } : {}) }, who.token)).body.data.records.map((r) => r.projectId);

    // Assess: each unit finds it on its own side only; both sides together as before.
    expect(await list(boss, 'partyA')).toEqual([c.projectId]);
    expect(await list(staff, 'partyA')).toEqual([c.projectId]);
    expect(await list(boss, 'partyB')).toEqual([]);
    expect(await list(teamAdmin, 'partyB')).toEqual([c.projectId]);
    expect(await list(member, 'partyB')).toEqual([c.projectId]);
    expect(await list(member, 'partyA')).toEqual([]);
    expect(await list(member)).toEqual([c.projectId]);

    // A stranger's session lists its own (none); a side that is no side is refused, naming the field.
    const stranger = await newPerson('COMPANY');
    expect(await list(stranger, 'partyA')).toEqual([]);
    const bad = await call('project.coop.list', { tab: 'ongoing', side: 'partyC' } as never, boss.token);
    expect([bad.status, bad.body.msg]).toEqual([400, expect.stringContaining('合作方')]);
  });
});
