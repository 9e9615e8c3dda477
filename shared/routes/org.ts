/** Routes of the organisation domain: company staff (`/company/comStaff`) and team creation. */
import { APP } from '../domains.js';
import { addStaffInput, createTeamInput, removeStaffInput, staffListInput } from '../schemas/account.js';
import { route } from './types.js';

export const orgRoutes = [
  route({ id: 'org.staffList', method: 'GET', path: `/api/pc/${APP}/company/staff-list`, domain: 'org', access: ['COMPANY'], input: staffListInput, summary: '企业员工列表（含已离职）' }),
  route({ id: 'org.addStaff', method: 'POST', path: `/api/pc/${APP}/company/add-staff`, domain: 'org', access: ['COMPANY'], input: addStaffInput, summary: '管理员按手机号添加已注册用户为员工' }),
  route({ id: 'org.removeStaff', method: 'POST', path: `/api/pc/${APP}/company/remove-staff`, domain: 'org', access: ['COMPANY'], input: removeStaffInput, summary: '管理员移除员工（标记为已离职）' }),
  route({ id: 'org.createTeam', method: 'POST', path: `/api/pc/${APP}/user-team/create`, domain: 'org', access: 'user', input: createTeamInput, summary: '创建团队，创建者为管理员' }),
] as const;
