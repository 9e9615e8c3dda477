/**
 * Routes of resumes (issue 31, docs/data-model.md "Resumes"), served by the organisation domain's unit: a person's own
 * resume, the session's team's and company's, and the public view of any of them, spec §7.2's
 * `GET user-personage/resume/{a}/{b}` (as `info/{a}/{b}`: `a` the person, team or company, `b` its account type).
 */
import { APP } from '../domains.js';
import { companyResumeInput, personResumeInput, publicResumeInput, teamConsentInput, teamResumeInput } from '../schemas/resume.js';
import type { OwnCompanyResume, OwnTeamResume, PersonResume, PublicResume } from '../schemas/resume.js';
import { noInput } from '../validation/zod.js';
import { returns, route, routeLookup, servedBy } from './types.js';

const base = `/api/pc/${APP}/resume`;

export const resumeRoutes = servedBy('org', [
  route({ id: 'org.personResume', method: 'GET', path: `${base}/person`, domain: 'org', access: 'user', input: noInput, output: returns<PersonResume>(), summary: '本人的个人简历（技能、工作与项目经历、教育、证书、作品）' }),
  route({ id: 'org.savePersonResume', method: 'POST', path: `${base}/person`, domain: 'org', access: 'user', input: personResumeInput, output: returns<{ updateTime: number }>(), summary: '保存本人的个人简历；updateTime 为读取时的版本（首次为 0），期间被改过则答 100002' }),
  route({ id: 'org.teamResume', method: 'GET', path: `${base}/team`, domain: 'org', access: ['TEAM'], input: noInput, output: returns<OwnTeamResume>(), summary: '当前团队的简历：本团队在职成员均可查看（含本人是否同意展示）' }),
  route({ id: 'org.saveTeamResume', method: 'POST', path: `${base}/team`, domain: 'org', access: ['TEAM'], input: teamResumeInput, output: returns<{ updateTime: number }>(), summary: '团队管理员保存团队简历（介绍、能力标签、作品）' }),
  route({ id: 'org.teamResumeConsent', method: 'POST', path: `${base}/team/consent`, domain: 'org', access: ['TEAM'], input: teamConsentInput, output: returns<null>(), summary: '成员同意或撤回在团队公开简历中展示本人（仅昵称与头像）' }),
  route({ id: 'org.companyResume', method: 'GET', path: `${base}/company`, domain: 'org', access: ['COMPANY'], input: noInput, output: returns<OwnCompanyResume>(), summary: '当前企业的简历：在职员工可查看；管理员与授权人可见完整营业执照号，营业执照照片仅管理员可见' }),
  route({ id: 'org.saveCompanyResume', method: 'POST', path: `${base}/company`, domain: 'org', access: ['COMPANY'], input: companyResumeInput, output: returns<{ updateTime: number }>(), summary: '企业管理员或授权人保存企业简历（规格 §3 的全部标签）' }),
  route({ id: 'org.publicResume', method: 'GET', path: `/api/pc/${APP}/user-personage/resume/{a}/{b}`, domain: 'org', access: 'user', input: publicResumeInput, output: returns<PublicResume>(), summary: '个人、团队或企业的公开简历（a 为用户、团队或企业，b 为账号类型）：营业执照号打码，营业执照照片与电话从不给出' }),
] as const);

/** A route of resumes by its id, typed by its literal id, schema and output (without the rest of the table). */
export const resumeRoute = routeLookup(resumeRoutes);
