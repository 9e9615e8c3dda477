/**
 * Routes of the project domain (Projects I: spec §7.3 under /api/WEB_CLIENT/PROJECTFLOW/, kept exactly; the calls the
 * spec does not name are the project's own, in docs/api). Who may act on a project beyond `access` (party A's
 * administrator and project leaders, party B) is the project service's rule (docs/projects.md "Who may act").
 */
import { APP } from '../domains.js';
import type { Page } from '../envelope.js';
import {
  applyInput,
  backlogIdInput,
  backlogInput,
  browseInput,
  categoryIdInput,
  confirmInput,
  customCategoryInput,
  invitableProjectsInput,
  inviteInput,
  inviteListInput,
  leaveMessageInput,
  modifyProjectInput,
  myProjectsInput,
  nameVerifyInput,
  negotiationIdInput,
  negotiationsInput,
  payFeeInput,
  projectIdInput,
  projectInput,
  projectNameInput,
  proposeInput,
  requestActionInput,
  requestIdInput,
  requestsInput,
  saveDraftInput,
  selectCategoriesInput,
  terminateInput,
  type BacklogItem,
  type CustomCategory,
  type InvitableProject,
  type InviteCandidate,
  type InviteOutcome,
  type NegotiationCard,
  type NegotiationDetail,
  type ProjectCard,
  type ProjectCategories,
  type ProjectDetail,
  type RequestCard,
  type SelectableCategory,
} from '../schemas/project.js';
import { noInput } from '../validation/zod.js';
import { projectClockRoutes } from './project-clock.js';
import { returns, route, routeLookup, servedBy } from './types.js';

const FLOW = '/api/WEB_CLIENT/PROJECTFLOW';
const PC = `/api/pc/${APP}`;

export const projectRoutes = servedBy('project-demand', [
  // ------------------------------------------------------------ categories
  route({ id: 'project.categories', method: 'POST', path: `${FLOW}/projects/all-user-project-categorys`, domain: 'project', access: 'user', input: noInput, output: returns<ProjectCategories>(), summary: '发布需求可选的分类：平台分类树和当前身份（个人、团队或企业）的自定义分类' }),
  route({ id: 'project.addCategory', method: 'POST', path: `${FLOW}/projects/user-custom-project-category`, domain: 'project', access: 'user', input: customCategoryInput, output: returns<CustomCategory>(), summary: '新增自定义项目分类（每个身份最多20个，名称不重复）' }),
  route({ id: 'project.deleteCategory', method: 'POST', path: `${FLOW}/projects/user-delete-custom-project-category`, domain: 'project', access: 'user', input: categoryIdInput, output: returns<null>(), summary: '删除自定义项目分类（已用它的项目保留分类名称）' }),
  route({ id: 'project.orgCategories', method: 'POST', path: `${FLOW}/projects/company-team-all-user-project-categorys`, domain: 'project', access: ['TEAM', 'COMPANY'], input: noInput, output: returns<CustomCategory[]>(), summary: '所在团队或企业的自定义项目分类（员工只读）' }),
  route({ id: 'project.selectableCategories', method: 'POST', path: `${FLOW}/projects/all-select-category`, domain: 'project', access: 'user', input: noInput, output: returns<SelectableCategory[]>(), summary: '可关注的平台分类（扁平），标明是否已关注' }),
  route({ id: 'project.selectedCategories', method: 'POST', path: `${FLOW}/projects/select-categories`, domain: 'project', access: 'user', input: noInput, output: returns<SelectableCategory[]>(), summary: '我关注的分类（找项目的默认筛选）' }),
  route({ id: 'project.selectCategories', method: 'POST', path: `${FLOW}/projects/user-select-category`, domain: 'project', access: 'user', input: selectCategoriesInput, output: returns<null>(), summary: '设置关注的分类（最多10个，整体替换）' }),
  // ------------------------------------------------------------ demands
  route({ id: 'project.verifyName', method: 'POST', path: `${FLOW}/project-name-verify`, domain: 'project', access: 'user', input: nameVerifyInput, output: returns<{ available: boolean }>(), summary: '项目名称是否可用（同一发布方下不重复；修改时传 projectId 排除自身）' }),
  route({ id: 'project.saveDraft', method: 'POST', path: `${FLOW}/save_project_and_exit`, domain: 'project', access: 'user', input: saveDraftInput, output: returns<{ projectId: string }>(), summary: '保存并退出：保存草稿（只需名称），返回项目编号' }),
  route({ id: 'project.save', method: 'POST', path: `${FLOW}/project`, domain: 'project', access: 'user', input: projectInput, output: returns<{ projectId: string }>(), summary: '新建项目的“下一步”：保存完整的需求信息为草稿（需求书可随后编写）' }),
  route({ id: 'project.modify', method: 'POST', path: `${FLOW}/project-modify`, domain: 'project', access: 'user', input: modifyProjectInput, output: returns<ProjectDetail>(), summary: '修改需求（未达成合作前）；已发布的需求修改后仍须完整' }),
  route({ id: 'project.release', method: 'POST', path: `${FLOW}/project-release`, domain: 'project', access: 'user', input: projectIdInput, output: returns<ProjectDetail>(), summary: '发布需求（草稿、已撤回或已截止的项目）：信息完整且截止时间未到' }),
  route({ id: 'project.withdraw', method: 'POST', path: `${FLOW}/projects/withdraw`, domain: 'project', access: 'user', input: projectIdInput, output: returns<ProjectDetail>(), summary: '撤回发布中的需求：进行中的洽谈和未处理的邀请、申请随之结束；撤回后可修改后重新发布' }),
  route({ id: 'project.delete', method: 'DELETE', path: `${FLOW}/project`, domain: 'project', access: 'user', input: projectIdInput, output: returns<null>(), summary: '删除项目（草稿，或无人洽谈的需求）' }),
  route({ id: 'project.rename', method: 'POST', path: `${FLOW}/projects/update_project_name`, domain: 'project', access: 'user', input: projectNameInput, output: returns<null>(), summary: '修改项目名称（同一发布方下不重复）' }),
  route({ id: 'project.copy', method: 'POST', path: `${FLOW}/projects/copy_new_project`, domain: 'project', access: 'user', input: projectIdInput, output: returns<{ projectId: string }>(), summary: '以旧项目为模板新建草稿（名称加“副本”）' }),
  route({ id: 'project.prerelease', method: 'POST', path: `${FLOW}/projects/prerelease/info/query`, domain: 'project', access: 'user', input: projectIdInput, output: returns<ProjectDetail>(), summary: '发布前预览（甲方）：需求信息和需求书' }),
  route({ id: 'project.info', method: 'GET', path: `${FLOW}/projects/info/query`, domain: 'project', access: 'public', input: projectIdInput, output: returns<ProjectDetail>(), summary: '项目详情：发布中的公开项目人人可看；甲乙双方看到全部和可进行的操作' }),
  route({ id: 'project.browse', method: 'POST', path: `${FLOW}/projects/add_project_browse_num`, domain: 'project', access: 'public', input: browseInput, output: returns<{ browseNum: number }>(), summary: '浏览数加一（发布中的公开项目；同一用户或访客地址每小时每个项目计一次，发布方自己不计），返回浏览数' }),
  route({ id: 'project.mine', method: 'POST', path: `${FLOW}/projects/released`, domain: 'project', access: 'user', input: myProjectsInput, output: returns<Page<ProjectCard>>(), summary: '我发布的项目：草稿、发布中（已发布和洽谈中）、已达成合作、已结束（撤回、截止），最近更新在前' }),
  // ------------------------------------------------------------ finding projects: shared/routes/search.ts (the search function)
  // ------------------------------------------------------------ invitations and applications
  route({ id: 'project.inviteList', method: 'POST', path: `${FLOW}/invite-List`, domain: 'project', unit: 'project-negotiation', access: 'user', input: inviteListInput, output: returns<InviteCandidate[]>(), summary: '可邀请的对象：按8位用户号或手机号查找个人，按全称查找团队和企业' }),
  route({ id: 'project.invitableProjects', method: 'GET', path: `${FLOW}/projects/can-invite-negotiate-release-projects`, domain: 'project', unit: 'project-negotiation', access: 'user', input: invitableProjectsInput, output: returns<InvitableProject[]>(), summary: '我发布中的、可邀请该对象洽谈的项目（标明已邀请或已申请的）' }),
  route({ id: 'project.invite', method: 'POST', path: `${FLOW}/projects/invite-negotiate-projects`, domain: 'project', unit: 'project-negotiation', access: 'user', input: inviteInput, output: returns<InviteOutcome>(), summary: '邀请对方洽谈一个或多个项目（7天未回复自动失效）' }),
  route({ id: 'project.leaveMessage', method: 'POST', path: `${FLOW}/projects/save_invite_user_leave_message`, domain: 'project', unit: 'project-negotiation', access: 'user', input: leaveMessageInput, output: returns<null>(), summary: '修改待回复邀请的留言（甲方）' }),
  route({ id: 'project.apply', method: 'POST', path: `${FLOW}/projects/apply`, domain: 'project', unit: 'project-negotiation', access: 'user', input: applyInput, output: returns<{ id: string }>(), summary: '申请洽谈项目，附申请说明（每个项目最多99个申请）' }),
  route({ id: 'project.requests', method: 'POST', path: `${FLOW}/projects/requests`, domain: 'project', unit: 'project-negotiation', access: 'user', input: requestsInput, output: returns<Page<RequestCard>>(), summary: '邀请和申请列表：发出的邀请、收到的邀请、发出的申请、收到的申请，最新在前' }),
  route({ id: 'project.request', method: 'GET', path: `${FLOW}/projects/request/info`, domain: 'project', unit: 'project-negotiation', access: 'user', input: requestIdInput, output: returns<RequestCard>(), summary: '一条邀请或申请（仅双方）与可进行的操作' }),
  route({ id: 'project.answerRequest', method: 'POST', path: `${FLOW}/projects/request/action`, domain: 'project', unit: 'project-negotiation', access: 'user', input: requestActionInput, output: returns<RequestCard>(), summary: '处理邀请或申请：接受、拒绝（可附原因）、撤销；接受即开始洽谈' }),
  // ------------------------------------------------------------ negotiations
  route({ id: 'project.negotiations', method: 'POST', path: `${FLOW}/projects/negotiations`, domain: 'project', unit: 'project-negotiation', access: 'user', input: negotiationsInput, output: returns<Page<NegotiationCard>>(), summary: '洽谈列表：洽谈中、已终止、已达成，最近更新在前' }),
  route({ id: 'project.negotiation', method: 'GET', path: `${FLOW}/projects/negotiation/info`, domain: 'project', unit: 'project-negotiation', access: 'user', input: negotiationIdInput, output: returns<NegotiationDetail>(), summary: '一次洽谈（仅双方）：各版本条款、洽谈费、可进行的操作' }),
  route({ id: 'project.propose', method: 'POST', path: `${FLOW}/projects/negotiation/propose`, domain: 'project', unit: 'project-negotiation', access: 'user', input: proposeInput, output: returns<NegotiationDetail>(), summary: '提出新版本条款（阶段、金额、工期、交付内容、开始日期、托管方式）；须基于最新版本' }),
  route({ id: 'project.confirm', method: 'POST', path: `${FLOW}/projects/negotiation/confirm`, domain: 'project', unit: 'project-negotiation', access: 'user', input: confirmInput, output: returns<NegotiationDetail>(), summary: '确认对方提出的最新条款；甲方确认时同时支付洽谈费（支付密码、requestId），即达成合作' }),
  route({ id: 'project.payFee', method: 'POST', path: `${FLOW}/projects/negotiation/pay-fee`, domain: 'project', unit: 'project-negotiation', access: 'user', input: payFeeInput, output: returns<NegotiationDetail>(), summary: '甲方支付洽谈费（乙方已确认甲方条款后），即达成合作' }),
  route({ id: 'project.terminate', method: 'POST', path: `${FLOW}/projects/negotiation/terminate`, domain: 'project', unit: 'project-negotiation', access: 'user', input: terminateInput, output: returns<NegotiationDetail>(), summary: '终止洽谈（任一方，须写原因）' }),
  // ------------------------------------------------------------ backlog (spec §7.1)
  route({ id: 'project.backlog', method: 'GET', path: `${PC}/backlog/backlog-wait`, domain: 'project', access: 'user', input: backlogInput, output: returns<Page<BacklogItem>>(), summary: '待办事项：等待我处理的和与我有关的项目事件，最新在前，附处理入口' }),
  route({ id: 'project.backlogClear', method: 'POST', path: `${PC}/backlog/clear-count/{id}`, domain: 'project', access: 'user', input: backlogIdInput, output: returns<null>(), summary: '待办已处理，不再计入待办数' }),
  route({ id: 'project.backlogRead', method: 'POST', path: `${PC}/backlog/update-read-receipt/{id}`, domain: 'project', access: 'user', input: backlogIdInput, output: returns<null>(), summary: '待办标为已读' }),
  route({ id: 'project.backlogHide', method: 'POST', path: `${FLOW}/projects/backlog_message_hide`, domain: 'project', access: 'user', input: backlogIdInput, output: returns<null>(), summary: '隐藏一条待办消息' }),
  // ------------------------------------------------------------ local stage only (./project-clock.ts)
  ...projectClockRoutes,
] as const);

/** The SPA's lookup of a project route by id. */
export const projectRoute = routeLookup(projectRoutes);
