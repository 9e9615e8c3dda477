/**
 * Routes of what may be started when, termination by agreement and recovery (issue 30; docs/cooperation.md
 * "Termination"): spec §7.3's calls under /api/WEB_CLIENT/PROJECTFLOW/projects/cooperate/ and party B's leader's under
 * /projects/, kept exactly. Served by the project-cooperation unit. Each answers the caller's offers, the termination
 * and its actions (`TerminationAnswer`); anyone but the cooperation's two sides gets 404.
 */
import {
  matterInput,
  recoverInput,
  terminationAgreeInput,
  terminationCounterInput,
  terminationProposalInput,
  terminationRefuseInput,
  type TerminationAnswer,
} from '../schemas/termination.js';
import { returns, route, routeLookup, servedBy } from './types.js';

const FLOW = '/api/WEB_CLIENT/PROJECTFLOW';
const COOP = `${FLOW}/projects/cooperate`;

export const terminationRoutes = servedBy('project-cooperation', [
  route({ id: 'project.coop.canSelect', method: 'POST', path: `${COOP}/can_select_change_and_terminate`, domain: 'project', access: 'user', input: matterInput, output: returns<TerminationAnswer>(), summary: '可发起的事项（双方）：需求变更（仅甲方）与终止合作是否可发起及原因，正在处理的事项，终止申请及我可进行的操作' }),
  route({ id: 'project.coop.startTerminateNegotiate', method: 'POST', path: `${COOP}/start_terminated_negotiate`, domain: 'project', access: 'user', input: terminationProposalInput, output: returns<TerminationAnswer>(), summary: '甲方或乙方发起协商终止：原因、乙方所得（托管金额中的份额），对方可同意、拒绝或提出新方案；各阶段暂停' }),
  route({ id: 'project.coop.terminateNegotiate', method: 'POST', path: `${COOP}/terminated_negotiate`, domain: 'project', access: 'user', input: terminationCounterInput, output: returns<TerminationAnswer>(), summary: '被答复的一方对协商终止提出新方案（版本加一）' }),
  route({ id: 'project.coop.startTerminate', method: 'POST', path: `${COOP}/start_terminated_project`, domain: 'project', access: 'user', input: terminationProposalInput, output: returns<TerminationAnswer>(), summary: '甲方或乙方申请终止：按给出的方案立即终止，对方只能同意或拒绝；各阶段暂停' }),
  route({ id: 'project.coop.agreeTerminate', method: 'POST', path: `${COOP}/agree_terminated_project`, domain: 'project', access: 'user', input: terminationAgreeInput, output: returns<TerminationAnswer>(), summary: '同意终止（最新版本的方案）：托管金额一次记账结算（乙方所得扣除平台服务费，其余退回甲方），项目已终止' }),
  route({ id: 'project.coop.refuseTerminate', method: 'POST', path: `${COOP}/no_agree_terminated_project`, domain: 'project', access: 'user', input: terminationRefuseInput, output: returns<TerminationAnswer>(), summary: '拒绝终止（须写原因）：合作继续，可申请纠纷处理' }),
  route({ id: 'project.coop.recover', method: 'POST', path: `${COOP}/recover_project`, domain: 'project', access: 'user', input: recoverInput, output: returns<TerminationAnswer>(), summary: '恢复合作（终止后15天内）：一方申请，另一方同意（结算原样退回托管账户）或拒绝；退回金额的一方须输入支付密码' }),
  route({ id: 'project.coop.leaderTerminate', method: 'POST', path: `${FLOW}/projects/leader_terminated_project`, domain: 'project', access: 'user', input: terminationProposalInput, output: returns<TerminationAnswer>(), summary: '乙方负责人申请终止乙方一侧的合作（规则同申请终止，甲方只能同意或拒绝）' }),
] as const);

/** The SPA's lookup of a termination route by id. */
export const terminationRoute = routeLookup(terminationRoutes);
