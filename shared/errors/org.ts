/** Organisations (1030xx; 1020xx is projects'). */
import { def } from './def.js';

export const ORG_ERRORS = {
  NOT_COMPANY_STAFF: def(103001, 200, '您不是企业员工，无法以企业身份登录'),
  STAFF_RESIGNED: def(103002, 200, '您已从该企业离职，无法以企业身份登录'),
  NO_TEAM: def(103003, 200, '您还没有加入团队，无法以团队身份登录'),
  CHOOSE_TEAM: def(103004, 200, '请选择要登录的团队'),
  NAME_TAKEN: def(103005, 200, '该名称已被使用'),
  CREDIT_CODE_TAKEN: def(103006, 200, '该统一社会信用代码已注册企业'),
  ALREADY_IN_COMPANY: def(103007, 200, '该用户已加入其他企业'),
  ALREADY_STAFF: def(103008, 200, '该用户已是本企业员工'),
  NOT_ORG_ADMIN: def(403, 403, '只有管理员可以进行此操作'),
  CANNOT_REMOVE_ADMIN: def(103009, 200, '不能移除企业管理员'),
  ORG_CANCELLED: def(103010, 200, '该团队或企业账号已注销'),
  ADMIN_CANNOT_LEAVE: def(103011, 200, '团队管理员不能退出团队'),
  NOT_TEAM_MEMBER: def(403, 403, '您不是该团队的成员'),
  CERTIGIER_NOT_STAFF: def(404, 404, '授权人须为本企业在职员工'),
  CERTIGIER_NOT_TEAM_MEMBER: def(404, 404, '授权人须为本团队在职成员'),
  /** A resume (issue 31): a member acting beyond their role. */
  RESUME_COMPANY_EDITORS_ONLY: def(103012, 200, '只有企业管理员或授权人可以编辑企业简历'),
  RESUME_TEAM_ADMIN_ONLY: def(103013, 200, '只有团队管理员可以编辑团队简历'),
  /** 团队设置 (issue 31): a member other than the administrator changing the team's name or avatar. */
  TEAM_SETTING_ADMIN_ONLY: def(103021, 200, '只有团队管理员可以修改团队名称和头像'),
} as const;
