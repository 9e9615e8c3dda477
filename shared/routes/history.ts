/**
 * Routes of a party's history, performance and credit (Projects II, docs/cooperation.md "History, performance and
 * credit"): spec §7.3's calls under /api/WEB_CLIENT/PROJECTFLOW/projects/, kept exactly. Served by the project
 * function. The caller's own lists are its session's party's (staff read them too); the `all-history-*` calls are a
 * party's public face, open to visitors like its public pages; a cooperation's performance is its two sides' only.
 */
import type { Page } from '../envelope.js';
import {
  historyInput,
  partyHistoryInput,
  partyPerformanceInput,
  projectPerformanceInput,
  type CreditHistory,
  type HistoryRecord,
  type PartyPerformance,
  type ProjectOverview,
  type ProjectPerformance,
  type PublicHistoryRecord,
} from '../schemas/history.js';
import { returns, route, routeLookup, servedBy } from './types.js';

const PROJECTS = '/api/WEB_CLIENT/PROJECTFLOW/projects';

export const historyRoutes = servedBy('project-documents', [
  route({ id: 'project.historyCompleted', method: 'POST', path: `${PROJECTS}/history-complete-project`, domain: 'project', access: 'user', input: historyInput, output: returns<Page<HistoryRecord>>(), summary: '我的历史项目：已完成的合作（作为甲方或乙方），按期与逾期阶段、延期率、修改轮次、金额，最近完成在前' }),
  route({ id: 'project.historyTerminated', method: 'POST', path: `${PROJECTS}/history-terminated-project`, domain: 'project', access: 'user', input: historyInput, output: returns<Page<HistoryRecord>>(), summary: '我的历史项目：已终止的合作（终止原因、延期率）' }),
  route({ id: 'project.partyHistoryCompleted', method: 'POST', path: `${PROJECTS}/all-history-complete-project`, domain: 'project', access: 'public', input: partyHistoryInput, output: returns<Page<PublicHistoryRecord>>(), summary: '某个人、团队或企业已完成的合作（公开信息：项目名称与类型、双方、起止时间、延期率；非公开项目只显示类型与时间，不含金额）' }),
  route({ id: 'project.partyHistoryTerminated', method: 'POST', path: `${PROJECTS}/all-history-terminated-project`, domain: 'project', access: 'public', input: partyHistoryInput, output: returns<Page<PublicHistoryRecord>>(), summary: '某个人、团队或企业已终止的合作（公开信息，含终止原因类别与延期率）' }),
  route({ id: 'project.allProjects', method: 'POST', path: `${PROJECTS}/query-all-project`, domain: 'project', access: 'user', input: historyInput, output: returns<Page<ProjectOverview>>(), summary: '我的全部合作项目及其状态：合作中在前，再已完成、已终止，各自最近更新在前' }),
  route({ id: 'project.creditHistory', method: 'POST', path: `${PROJECTS}/credit-history`, domain: 'project', access: 'user', input: historyInput, output: returns<CreditHistory>(), summary: '我的信用：信用分、等级和每次合作的加减分明细（规则见信用说明）' }),
  route({ id: 'project.projectPerformance', method: 'GET', path: `${PROJECTS}/project-performance`, domain: 'project', access: 'user', input: projectPerformanceInput, output: returns<ProjectPerformance>(), summary: '一个合作的履约情况（仅双方）：名称、类型、双方、起止时间、各阶段延期天数与延期率、终止原因' }),
  route({ id: 'project.partyPerformance', method: 'GET', path: `${PROJECTS}/all-project-performance`, domain: 'project', access: 'user', input: partyPerformanceInput, output: returns<PartyPerformance>(), summary: '我的业绩统计：按期率、延期率、收款与付款、合作数，及最近若干个月的按月数据（图表用）' }),
] as const);

/** The SPA's lookup of a history route by id. */
export const historyRoute = routeLookup(historyRoutes);
