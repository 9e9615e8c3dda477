/** Routes of the organisation domain: company staff (`/company/comStaff`), teams and their members (`/team/teamStaff`). */
import { APP } from '../domains.js';
import { addStaffInput, createTeamInput, removeStaffInput, projectLeaderInput, removeTeamMemberInput, setCertigierInput, staffListInput } from '../schemas/account.js';
import { teamInviteInput, teamJoinInput, teamRecordInput } from '../schemas/team-invite.js';
import type { Page } from '../envelope.js';
import type { Certigier, CreatedTeam, StaffMember } from '../schemas/account.js';
import type { TeamInviteRecord } from '../schemas/team-invite.js';
import type { OrgHome } from '../schemas/org-home.js';
import { saveTeamSettingInput, type TeamSetting } from '../schemas/team-setting.js';
import { noInput } from '../validation/zod.js';
import { returns, route, routeLookup, servedBy } from './types.js';

export const orgRoutes = servedBy('org', [
  route({ id: 'org.staffList', method: 'GET', path: `/api/pc/${APP}/company/staff-list`, domain: 'org', access: ['COMPANY'], input: staffListInput, output: returns<Page<StaffMember>>(), summary: '企业员工列表（含已离职）' }),
  route({ id: 'org.addStaff', method: 'POST', path: `/api/pc/${APP}/company/add-staff`, domain: 'org', access: ['COMPANY'], input: addStaffInput, output: returns<{ recordId: string }>(), summary: '管理员按手机号邀请已注册用户加入企业（对方在聊天中同意后成为员工）' }),
  route({ id: 'org.removeStaff', method: 'POST', path: `/api/pc/${APP}/company/remove-staff`, domain: 'org', access: ['COMPANY'], input: removeStaffInput, output: returns<null>(), summary: '管理员移除员工（标记为已离职）' }),
  route({ id: 'org.certigier', method: 'GET', path: `/api/pc/${APP}/company/certigier`, domain: 'org', access: ['COMPANY'], input: noInput, output: returns<Certigier | null>(), summary: '企业的授权人（与管理员一起操作企业钱包）；仅管理员' }),
  route({ id: 'org.setCertigier', method: 'POST', path: `/api/pc/${APP}/company/certigier`, domain: 'org', access: ['COMPANY'], input: setCertigierInput, output: returns<null>(), summary: '管理员设置授权人：须为本企业在职员工；替换原授权人' }),
  route({ id: 'org.removeCertigier', method: 'DELETE', path: `/api/pc/${APP}/company/certigier`, domain: 'org', access: ['COMPANY'], input: noInput, output: returns<null>(), summary: '管理员取消授权人' }),
  route({ id: 'org.projectLeader', method: 'POST', path: `/api/pc/${APP}/org/project-leader`, domain: 'org', access: ['TEAM', 'COMPANY'], input: projectLeaderInput, output: returns<null>(), summary: '管理员指定或取消项目负责人：负责人与管理员一起发布和洽谈本团队或企业的项目，其他成员只读' }),
  route({ id: 'org.createTeam', method: 'POST', path: `/api/pc/${APP}/user-team/create`, domain: 'org', access: 'user', input: createTeamInput, output: returns<CreatedTeam>(), summary: '创建团队，创建者为管理员' }),
  route({ id: 'org.teamInvite', method: 'POST', path: `/api/pc/${APP}/user-team/invite`, domain: 'org', access: ['TEAM'], input: teamInviteInput, output: returns<{ records: string[] }>(), summary: '团队管理员邀请好友加入团队：每人收到一张团队邀请卡片（7 天内有效）' }),
  route({ id: 'org.teamDetail', method: 'POST', path: `/api/pc/${APP}/user-team/team-detail/{id}`, domain: 'org', access: 'user', input: teamRecordInput, output: returns<TeamInviteRecord>(), summary: '团队邀请详情（仅邀请人与被邀请人）：团队名称、头像、人数、管理员、状态、是否失效' }),
  route({ id: 'org.teamStaffList', method: 'GET', path: `/api/pc/${APP}/user-team/staff-list`, domain: 'org', access: ['TEAM'], input: staffListInput, output: returns<Page<StaffMember>>(), summary: '团队成员列表（含已离职）：本团队的在职成员均可查看' }),
  route({ id: 'org.teamRemoveStaff', method: 'POST', path: `/api/pc/${APP}/user-team/remove-staff`, domain: 'org', access: ['TEAM'], input: removeTeamMemberInput, output: returns<null>(), summary: '团队管理员移除成员（标记为已离职，其该团队的登录随之结束）' }),
  route({ id: 'org.teamLeave', method: 'POST', path: `/api/pc/${APP}/user-team/leave`, domain: 'org', access: ['TEAM'], input: noInput, output: returns<null>(), summary: '成员退出当前团队（标记为已离职，本次团队登录结束）；管理员不能退出' }),
  // A team's 授权人 (/team/setTeamCertigier), as a company's: one active member who runs the team's wallet with its administrator.
  route({ id: 'org.teamCertigier', method: 'GET', path: `/api/pc/${APP}/user-team/certigier`, domain: 'org', access: ['TEAM'], input: noInput, output: returns<Certigier | null>(), summary: '团队的授权人（与管理员一起操作团队钱包）；仅管理员' }),
  route({ id: 'org.setTeamCertigier', method: 'POST', path: `/api/pc/${APP}/user-team/certigier`, domain: 'org', access: ['TEAM'], input: setCertigierInput, output: returns<null>(), summary: '团队管理员设置授权人：须为本团队在职成员；替换原授权人' }),
  route({ id: 'org.removeTeamCertigier', method: 'DELETE', path: `/api/pc/${APP}/user-team/certigier`, domain: 'org', access: ['TEAM'], input: noInput, output: returns<null>(), summary: '团队管理员取消授权人' }),
  // The unit's management home (/company/comSystem, /team/teamSystem): who it is, its staff counts, the caller's seat.
  route({ id: 'org.home', method: 'GET', path: `/api/pc/${APP}/org/home`, domain: 'org', access: ['TEAM', 'COMPANY'], input: noInput, output: returns<OrgHome>(), summary: '单位首页：本团队或企业的名称、头像、管理员、成员数与项目负责人数、本人的角色；授权人仅管理员可见；本单位在职成员均可查看' }),
  // 团队设置 (/team/teamSetting, issue 31): the team's name and avatar; the copies of a new name follow afterwards (docs/decisions.md "Team settings: renaming and dissolving a team").
  route({ id: 'org.teamSetting', method: 'GET', path: `/api/pc/${APP}/user-team/setting`, domain: 'org', access: ['TEAM'], input: noInput, output: returns<TeamSetting>(), summary: '团队设置：团队名称、头像、创建时间与团队介绍；本团队的在职成员均可查看' }),
  route({ id: 'org.saveTeamSetting', method: 'POST', path: `/api/pc/${APP}/user-team/setting`, domain: 'org', access: ['TEAM'], input: saveTeamSettingInput, output: returns<TeamSetting>(), summary: '团队管理员修改团队名称（与创建时一样在团队中唯一）和头像；成员、未成交需求、商品与搜索中的名称随后同步' }),
  route({ id: 'org.teamJoin', method: 'POST', path: `/api/pc/${APP}/user-team/join`, domain: 'org', access: 'user', input: teamJoinInput, output: returns<null>(), summary: '被邀请人同意（pass=true，加入团队）或拒绝团队邀请' }),
] as const);

/** A route of the organisation domain by its id, typed by its literal id, schema and output (without the rest of the table). */
export const orgRoute = routeLookup(orgRoutes);
