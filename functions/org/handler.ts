/** The organisation domain's Lambda: company staff, teams, their invitations and members. */
import { orgRoutes } from '../../shared/routes/org.js';
import { resumeRoutes } from '../../shared/routes/resume.js';
import { routeIn } from '../../shared/routes/types.js';
import { authOf, bind, unitHandler } from '../lib/http/unit-handler.js';
import { createTeam, leaveTeam, removeStaff, removeTeamMember, staffList, teamStaffList, setProjectLeader } from './service.js';
import { getCertigier, removeCertigier, setCertigier } from './certigier.js';
import { orgHome } from './home.js';
import { ownPersonResume, publicResume, savePersonResume } from './resume.js';
import { ownCompanyResume, ownTeamResume, saveCompanyResume, saveTeamResume, setTeamConsent } from './resume-org.js';
import { saveTeamSetting, teamSetting } from './team-setting.js';
import { answerTeamInvite, inviteToCompany, inviteToTeam, teamInviteDetail } from './team-invites.js';

const r = <const I extends (typeof orgRoutes)[number]['id']>(id: I) => routeIn(orgRoutes, id);
const cv = <const I extends (typeof resumeRoutes)[number]['id']>(id: I) => routeIn(resumeRoutes, id);

export const handler = unitHandler('org', [...orgRoutes, ...resumeRoutes], [
  bind(r('org.staffList'), (input, ctx) => staffList(authOf(ctx), input.current, input.size)),
  bind(r('org.addStaff'), (input, ctx) => inviteToCompany(authOf(ctx), input.phone)),
  bind(r('org.removeStaff'), async (input, ctx) => void (await removeStaff(authOf(ctx), input.userId))),
  bind(r('org.certigier'), (_input, ctx) => getCertigier(authOf(ctx))),
  bind(r('org.setCertigier'), async (input, ctx) => void (await setCertigier(authOf(ctx), input.userId))),
  bind(r('org.removeCertigier'), async (_input, ctx) => void (await removeCertigier(authOf(ctx)))),
  bind(r('org.teamCertigier'), (_input, ctx) => getCertigier(authOf(ctx))),
  bind(r('org.setTeamCertigier'), async (input, ctx) => void (await setCertigier(authOf(ctx), input.userId))),
  bind(r('org.removeTeamCertigier'), async (_input, ctx) => void (await removeCertigier(authOf(ctx)))),
  bind(r('org.projectLeader'), async (input, ctx) => void (await setProjectLeader(authOf(ctx), input.userId, input.leader))),
  bind(r('org.createTeam'), (input, ctx) => createTeam(authOf(ctx).userId, input.teamName, input.headPortrait)),
  bind(r('org.teamInvite'), (input, ctx) => inviteToTeam(authOf(ctx), input.userIds)),
  bind(r('org.teamDetail'), (input, ctx) => teamInviteDetail(authOf(ctx).userId, input.id)),
  bind(r('org.teamStaffList'), (input, ctx) => teamStaffList(authOf(ctx), input.current, input.size)),
  bind(r('org.teamRemoveStaff'), async (input, ctx) => void (await removeTeamMember(authOf(ctx), input.userId))),
  bind(r('org.teamLeave'), async (_input, ctx) => void (await leaveTeam(authOf(ctx)))),
  bind(cv('org.personResume'), (_input, ctx) => ownPersonResume(authOf(ctx).userId)),
  bind(cv('org.savePersonResume'), (input, ctx) => savePersonResume(authOf(ctx).userId, input)),
  bind(cv('org.teamResume'), (_input, ctx) => ownTeamResume(authOf(ctx))),
  bind(cv('org.saveTeamResume'), (input, ctx) => saveTeamResume(authOf(ctx), input)),
  bind(cv('org.teamResumeConsent'), async (input, ctx) => void (await setTeamConsent(authOf(ctx), input.shown))),
  bind(cv('org.companyResume'), (_input, ctx) => ownCompanyResume(authOf(ctx))),
  bind(cv('org.saveCompanyResume'), (input, ctx) => saveCompanyResume(authOf(ctx), input)),
  bind(cv('org.publicResume'), (input, ctx) => publicResume(authOf(ctx).userId, input.a, input.b)),
  bind(r('org.home'), (_input, ctx) => orgHome(authOf(ctx))),
  bind(r('org.teamSetting'), (_input, ctx) => teamSetting(authOf(ctx))),
  bind(r('org.saveTeamSetting'), (input, ctx) => saveTeamSetting(authOf(ctx), input)),
  bind(r('org.teamJoin'), async (input, ctx) => void (await answerTeamInvite(authOf(ctx).userId, input.teamRecordId, input.pass))),
]);
