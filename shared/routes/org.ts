/** Routes of the organisation domain: company staff (`/company/comStaff`) and team creation. */
import { APP } from '../domains.js';
import { addStaffInput, createTeamInput, removeStaffInput, staffListInput } from '../schemas/account.js';
import { teamInviteInput, teamJoinInput, teamRecordInput } from '../schemas/team-invite.js';
import type { Page } from '../envelope.js';
import type { CreatedTeam, StaffMember } from '../schemas/account.js';
import type { TeamInviteRecord } from '../schemas/team-invite.js';
import { returns, route, routeLookup } from './types.js';

export const orgRoutes = [
  route({ id: 'org.staffList', method: 'GET', path: `/api/pc/${APP}/company/staff-list`, domain: 'org', access: ['COMPANY'], input: staffListInput, output: returns<Page<StaffMember>>(), summary: '企业员工列表（含已离职）' }),
  route({ id: 'org.addStaff', method: 'POST', path: `/api/pc/${APP}/company/add-staff`, domain: 'org', access: ['COMPANY'], input: addStaffInput, output: returns<{ recordId: string }>(), summary: '管理员按手机号邀请已注册用户加入企业（对方在聊天中同意后成为员工）' }),
  route({ id: 'org.removeStaff', method: 'POST', path: `/api/pc/${APP}/company/remove-staff`, domain: 'org', access: ['COMPANY'], input: removeStaffInput, output: returns<null>(), summary: '管理员移除员工（标记为已离职）' }),
  route({ id: 'org.createTeam', method: 'POST', path: `/api/pc/${APP}/user-team/create`, domain: 'org', access: 'user', input: createTeamInput, output: returns<CreatedTeam>(), summary: '创建团队，创建者为管理员' }),
  route({ id: 'org.teamInvite', method: 'POST', path: `/api/pc/${APP}/user-team/invite`, domain: 'org', access: ['TEAM'], input: teamInviteInput, summary: '团队管理员邀请好友加入团队：每人收到一张团队邀请卡片（7 天内有效）' }),
  route({ id: 'org.teamDetail', method: 'POST', path: `/api/pc/${APP}/user-team/team-detail/{id}`, domain: 'org', access: 'user', input: teamRecordInput, output: returns<TeamInviteRecord>(), summary: '团队邀请详情（仅邀请人与被邀请人）：团队名称、头像、人数、管理员、状态、是否失效' }),
  route({ id: 'org.teamJoin', method: 'POST', path: `/api/pc/${APP}/user-team/join`, domain: 'org', access: 'user', input: teamJoinInput, output: returns<null>(), summary: '被邀请人同意（pass=true，加入团队）或拒绝团队邀请' }),
] as const;

/** A route of the organisation domain by its id, typed by its literal id, schema and output (without the rest of the table). */
export const orgRoute = routeLookup(orgRoutes);
