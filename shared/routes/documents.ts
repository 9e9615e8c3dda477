/**
 * Routes of a cooperation's documents (docs/cooperation.md "Documents"): spec §7.3's directory, document, edit-lock
 * and discussion calls under /api/WEB_CLIENT/PROJECTFLOW/, kept exactly, the save the spec does not list, and the
 * messenger's two document-refresh calls of spec §7 (under /api/mall/message, served by the project function). Who
 * may call each beyond `access` is the documents' rule: party B's leader manages, a document's assignee and writers
 * write it, its readers read it, party A reads a phase once it was delivered; anyone else gets 404.
 */
import type { Page } from '../envelope.js';
import {
  cancelCommunicateInput,
  cancelEditInput,
  communicateInput,
  cooperateDocInput,
  cooperationDocumentsInput,
  docPermissionInput,
  documentInput,
  documentMessagesInput,
  exitEditInput,
  ownershipInput,
  phaseDocumentsInput,
  refreshNoticesInput,
  saveDocumentInput,
  takeOverInput,
  type AssignablePerson,
  type DirectoryView,
  type DocumentCountdown,
  type DocumentMessage,
  type DocumentNode,
  type DocumentOwnership,
  type DocumentRefresh,
  type DocumentSaved,
  type DocumentStatus,
  type DocumentStatuses,
  type DocumentView,
  type LeaderAndMembers,
  type TakeOverMembers,
  type TakeOverStatus,
} from '../schemas/documents.js';
import { DOCUMENT_LIMITS } from '../limits.js';
import { returns, route, routeLookup, servedBy } from './types.js';

const FLOW = '/api/WEB_CLIENT/PROJECTFLOW/projects';
/**
 * A save carries up to DOCUMENT_LIMITS.maxHtmlLength characters of HTML, 3 bytes each in UTF-8 for Chinese text: more
 * than the API's 256 KB, which answered such a document 413 before its own limit (400 naming 文档内容) was reached.
 */
const DOCUMENT_SAVE_BODY_BYTES = DOCUMENT_LIMITS.maxHtmlLength * 3 + 16 * 1024;
const PHASE = `${FLOW}/phase`;
const COOP = `${FLOW}/cooperate`;
const MESSAGE = '/api/mall/message';

export const documentRoutes = servedBy('project-documents', [
  // ------------------------------------------------------------ reading
  route({ id: 'project.docDirectories', method: 'POST', path: `${PHASE}/directories/query`, domain: 'project', access: 'user', input: phaseDocumentsInput, output: returns<DirectoryView>(), summary: '一个阶段的文档目录（目录节点和文档任务，含编写人、状态、编辑锁和我的权限）' }),
  route({ id: 'project.docQuery', method: 'POST', path: `${PHASE}/task_doc/query`, domain: 'project', access: 'user', input: documentInput, output: returns<DocumentView>(), summary: '一篇文档：内容、版本、编辑锁、我的权限、等待交接的申请' }),
  route({ id: 'project.docStatuses', method: 'POST', path: `${PHASE}/task_doc/query_status`, domain: 'project', access: 'user', input: phaseDocumentsInput, output: returns<DocumentStatuses>(), summary: '一个阶段各文档的状态和编辑锁（轮询用）' }),
  route({ id: 'project.docMessages', method: 'POST', path: `${PHASE}/cooperate_message/query`, domain: 'project', access: 'user', input: documentMessagesInput, output: returns<Page<DocumentMessage>>(), summary: '一个阶段的文档变动消息：谁在何时改了哪篇文档，最新在前' }),
  // ------------------------------------------------------------ the directory (party B's leader)
  route({ id: 'project.docMembers', method: 'POST', path: `${COOP}/query_cooperateable_project_group_member`, domain: 'project', access: 'user', input: cooperationDocumentsInput, output: returns<AssignablePerson[]>(), summary: '乙方负责人：可指派编写文档的乙方成员' }),
  route({ id: 'project.docCooperate', method: 'POST', path: `${COOP}/cooperate_doc`, domain: 'project', access: 'user', input: cooperateDocInput, output: returns<DocumentNode>(), summary: '乙方负责人：新建目录或文档任务，重命名、移动、指派编写人' }),
  route({ id: 'project.docStop', method: 'POST', path: `${COOP}/stop_cooperate_doc`, domain: 'project', access: 'user', input: documentInput, output: returns<DocumentNode>(), summary: '乙方负责人：停止成员编写该文档（编辑锁随之收回）' }),
  route({ id: 'project.docPermission', method: 'POST', path: `${FLOW}/doc_permission`, domain: 'project', access: 'user', input: docPermissionInput, output: returns<DocumentNode>(), summary: '乙方负责人：设置还有哪些乙方成员可查看、可编辑该文档' }),
  // ------------------------------------------------------------ writing: the edit lock
  route({ id: 'project.docRequestEdit', method: 'POST', path: `${COOP}/doc/request_edit`, domain: 'project', access: 'user', input: documentInput, output: returns<DocumentStatus>(), summary: '申请编辑：取得文档的编辑锁（租约5分钟，保存即续期）；他人正在编辑时拒绝并告知编辑人和剩余时间' }),
  route({ id: 'project.docSave', method: 'POST', path: `${COOP}/doc/save`, domain: 'project', access: 'user', input: saveDocumentInput, maxBodyBytes: DOCUMENT_SAVE_BODY_BYTES, output: returns<DocumentSaved>(), summary: '保存文档为新版本并续期编辑锁；基于旧版本的保存被拒绝（100002，附最新版本）' }),
  route({ id: 'project.docExitEdit', method: 'POST', path: `${COOP}/cooperate_exit_edit`, domain: 'project', access: 'user', input: exitEditInput, output: returns<DocumentNode>(), summary: '退出编辑，交还编辑锁；submit 为 true 时编写人提交文档（已提交）' }),
  route({ id: 'project.docCountdown', method: 'POST', path: `${COOP}/doc/cooperate_get_count_down_time`, domain: 'project', access: 'user', input: documentInput, output: returns<DocumentCountdown>(), summary: '编辑锁的剩余时间（秒）和编辑人' }),
  route({ id: 'project.docStatus', method: 'POST', path: `${COOP}/doc/cooperate_status`, domain: 'project', access: 'user', input: documentInput, output: returns<DocumentStatus>(), summary: '一篇文档的状态：版本、编辑锁、等待交接的申请、我的权限' }),
  route({ id: 'project.docStartCommunicate', method: 'POST', path: `${COOP}/doc/start_communicate`, domain: 'project', access: 'user', input: communicateInput, output: returns<DocumentStatus>(), summary: '请求正在编辑的人交出文档（沟通模式）：编辑人即时收到通知' }),
  route({ id: 'project.docCancelCommunicate', method: 'POST', path: `${COOP}/doc/cancel_communicate`, domain: 'project', access: 'user', input: cancelCommunicateInput, output: returns<DocumentStatus>(), summary: '撤回自己的交接请求；编辑人传 userId 则拒绝该请求' }),
  route({ id: 'project.docCancelEdit', method: 'POST', path: `${COOP}/doc/cancel_edit`, domain: 'project', access: 'user', input: cancelEditInput, output: returns<DocumentStatus>(), summary: '放弃编辑锁；传 handoverTo 则把编辑锁交给提出请求的成员' }),
  // ------------------------------------------------------------ who does what
  route({ id: 'project.docMemberStatus', method: 'POST', path: `${FLOW}/query_leader_and_all_menber_status`, domain: 'project', access: 'user', input: cooperationDocumentsInput, output: returns<LeaderAndMembers>(), summary: '乙方负责人和各成员：文档任务数及各状态数、正在编辑的文档' }),
  route({ id: 'project.docOwnership', method: 'POST', path: `${FLOW}/query_leader_and_docowneruser_takestatus`, domain: 'project', access: 'user', input: ownershipInput, output: returns<DocumentOwnership[]>(), summary: '每篇文档的编写人和当前编辑人' }),
  // ------------------------------------------------------------ take-over (接管: docs/cooperation.md "Take-over")
  route({ id: 'project.docTakeOverMembers', method: 'POST', path: `${COOP}/query_take_over_group_member`, domain: 'project', access: 'user', input: cooperationDocumentsInput, output: returns<TakeOverMembers>(), summary: `乙方负责人：文档任务可被接管的成员（已离开乙方，或文档${DOCUMENT_LIMITS.takeOverIdleDays}天无人编辑）及其任务，和可接着编写的在职成员` }),
  route({ id: 'project.docTakeOver', method: 'POST', path: `${COOP}/take_over_member_doc_task`, domain: 'project', access: 'user', input: takeOverInput, output: returns<TakeOverStatus>(), summary: '乙方负责人：接管成员的文档任务（交给自己或指定的在职成员）；编辑锁交给新编写人，草稿和历史版本保留，通知原编写人和新编写人' }),
  route({ id: 'project.docTakeOverStatus', method: 'POST', path: `${FLOW}/query_take_over_status`, domain: 'project', access: 'user', input: documentInput, output: returns<TakeOverStatus>(), summary: '文档任务是否已被接管、由谁在何时从谁手中接管；乙方负责人另见现在能否接管' }),
  route({ id: 'project.docOpenTakeOver', method: 'POST', path: `${FLOW}/open_take_over_doc_task`, domain: 'project', access: 'user', input: documentInput, output: returns<DocumentView>(), summary: '接管人打开接管的文档：取得编辑锁，返回草稿' }),
  // ------------------------------------------------------------ the messenger's document notices (spec §7)
  route({ id: 'project.docRefreshList', method: 'GET', path: `${MESSAGE}/projectDoc-refresh-list`, domain: 'project', access: 'user', input: refreshNoticesInput, output: returns<DocumentRefresh[]>(), summary: '我未读的合作文档变动通知（每篇文档一条，最新在前；给 projectId 时只列该项目的）' }),
  route({ id: 'project.docRefreshClear', method: 'GET', path: `${MESSAGE}/clear-projectDoc-refresh`, domain: 'project', access: 'user', input: refreshNoticesInput, output: returns<null>(), summary: '清除我的合作文档变动通知（给 projectId 时只清该项目的）' }),
] as const);

/** The SPA's lookup of a document route by id. */
export const documentRoute = routeLookup(documentRoutes);
