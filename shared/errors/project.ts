/**
 * Projects (1020xx, and the page-gone codes of spec §8 that belong to projects: 101011 deleted, 101048 terminated,
 * 102010 invitation expired, 102044 agreed with someone else). docs/projects.md.
 */
import { def } from './def.js';

export const PROJECT_ERRORS = {
  /** A transition tried from a state that does not allow it (a stale page, a double click). */
  PROCESS_WRONG_STATE: def(102001, 200, '当前状态不能进行此操作，请刷新页面后重试'),
  /** A party tried the other side's action (party B accepting its own application). */
  PROCESS_WRONG_ACTOR: def(102002, 200, '该操作应由对方进行'),
  PROJECT_NOT_FOUND: def(404, 404, '项目不存在'),
  /** The project was deleted: the page closes (spec §8). */
  PROJECT_DELETED: def(101011, 200, '该项目已被删除'),
  /** Staff who are not the project's leaders see a team's or company's projects read-only. */
  NOT_PROJECT_LEADER: def(403, 403, '只有管理员和项目负责人可以操作项目'),
  PROJECT_NAME_TAKEN: def(102003, 200, '项目名称已存在，请换一个名称'),
  /** `data.issues` names the missing fields, as a 400 would. */
  PROJECT_INCOMPLETE: def(102004, 200, '请完善需求信息后再发布'),
  PROJECT_DEADLINE_PASSED: def(102005, 200, '申请截止时间已过，请修改后再发布'),
  /** Applications, invitations and agreements need a released project. */
  PROJECT_NOT_OPEN: def(102006, 200, '该项目已不在发布中'),
  APPLICANT_TYPE_REFUSED: def(102007, 200, '该项目不接受您当前账号类型的申请'),
  APPLICATIONS_FULL: def(102008, 200, '该项目的申请已满99个'),
  ALREADY_ENGAGED: def(102009, 200, '已申请或已邀请洽谈该项目'),
  /** An invitation not answered within 7 days: shown invalid, the page closes (spec §8). */
  INVITATION_EXPIRED: def(102010, 200, '邀请已失效'),
  OWN_PROJECT: def(102011, 200, '不能申请或邀请自己的项目'),
  INVITATIONS_FULL: def(102012, 200, '该项目的邀请已满99个'),
  CUSTOM_CATEGORIES_FULL: def(102013, 200, '自定义分类最多20个'),
  CATEGORY_NAME_TAKEN: def(102014, 200, '分类名称已存在'),
  CATEGORY_NOT_FOUND: def(404, 404, '分类不存在'),
  SELECTED_CATEGORIES_FULL: def(102015, 200, '最多选择10个关注分类'),
  INVITEE_NOT_FOUND: def(102016, 200, '被邀请的用户、团队或企业不存在'),
  REQUEST_NOT_FOUND: def(404, 404, '邀请或申请不存在'),
  NEGOTIATION_NOT_FOUND: def(404, 404, '洽谈不存在'),
  /** The other side ended the negotiation: the page closes (spec §8). */
  NEGOTIATION_TERMINATED: def(101048, 200, '洽谈已终止'),
  /** Party A agreed with another party B (or withdrew the demand): the page closes. */
  NEGOTIATION_CLOSED: def(102044, 200, '该项目已与其他方达成合作或已撤回，洽谈已结束'),
  NEGOTIATION_AGREED: def(102043, 200, '洽谈已达成'),
  BACKLOG_NOT_FOUND: def(404, 404, '待办事项不存在'),
  // Cooperation (Projects II, docs/cooperation.md).
  COOPERATION_NOT_FOUND: def(404, 404, '合作项目不存在'),
  PROJECT_COMPLETED: def(102060, 200, '该项目已完成'),
  PHASE_NOT_FOUND: def(404, 404, '项目阶段不存在'),
  /** The phase was accepted (and paid): nothing changes it any more. */
  PHASE_ACCEPTED: def(102061, 200, '该阶段已验收通过'),
  /** A phase starts only when its escrow is funded. */
  PHASE_UNFUNDED: def(102062, 200, '请先支付本阶段的托管费'),
  /** The leader sends documents to check only when every task of the phase is submitted. */
  DOCUMENTS_NOT_SUBMITTED: def(102063, 200, '还有文档任务未提交，不能提交审核'),
  /** Documents are written only while their phase is being written. */
  PHASE_NOT_COMPILING: def(102064, 200, '当前阶段不在编写中，不能编辑文档'),
  DOCUMENT_TASK_STOPPED: def(102065, 200, '该文档任务已停止'),
  DOCUMENT_NOT_FOUND: def(404, 404, '文档不存在'),
  /** Someone else holds the document's edit lock. */
  DOCUMENT_LOCKED: def(102066, 200, '其他成员正在编辑该文档'),
  /** The writer's lease ran out (or was handed over): the save is refused, nothing is lost on the page. */
  DOCUMENT_LEASE_LOST: def(102067, 200, '编辑权限已失效，请重新申请编辑'),
  /** Only party B's leader (or the document's writer) may do this. */
  NOT_PHASE_LEADER: def(403, 403, '只有乙方负责人可以进行此操作'),
  ESCROW_AMOUNT_CHANGED: def(102068, 200, '托管金额已变化，请刷新页面后重试'),
  // Overdue phases and their postponement (docs/cooperation.md "Overdue and postponement"): 102070–102073.
  /** The phase was never marked overdue, or its postponement was agreed (it has a new deadline). */
  PHASE_NOT_OVERDUE: def(102070, 200, '该阶段当前未逾期，无需处理延期'),
  /** Party A answers a postponement only once party B asked for one. */
  POSTPONE_NOT_ASKED: def(102071, 200, '乙方尚未申请延期'),
  /** Party B's request waits for party A's answer: one at a time. */
  POSTPONE_ASKED: def(102072, 200, '已申请延期，请等待甲方答复'),
  /** The new completion time: after now and the phase's deadline, at most OVERDUE_POSTPONE.maxDays (shared/limits.ts) ahead. */
  POSTPONE_DATE_INVALID: def(102073, 200, '延期后的完成时间须晚于当前时间和原计划完成时间，且在180天之内'),
  // Changes, endings and disputes of a cooperation (docs/cooperation.md "Changes, endings and disputes"): 102110–102139
  // (102110–102119 the cooperation's matters, termination and recovery; 102120–102129 demand changes; 102130–102139 disputes).
  /** A change, termination or dispute is already open: one at a time per cooperation. */
  COOPERATION_MATTER_OPEN: def(102110, 200, '该项目已有正在处理的需求变更、终止或纠纷，请先处理完毕'),
  /** The cooperation is not running (not begun, completed or terminated). */
  COOPERATION_NOT_RUNNING: def(102111, 200, '该项目当前不在合作中'),
  /** A phase move or payment while a matter holds the phases. */
  COOPERATION_HELD: def(102112, 200, '项目正在处理需求变更、终止或纠纷，各阶段暂停，处理完毕后才能继续'),
  // Demand changes (docs/cooperation.md "Demand change"): 102120–102129.
  CHANGE_NOT_FOUND: def(404, 404, '需求变更不存在'),
  /** The change was agreed and took effect, refused, cancelled or lapsed. */
  CHANGE_CLOSED: def(102120, 200, '该需求变更已结束'),
  /** New terms that do not fit the phases: an accepted or removed phase named, a phase twice, a new phase before a kept one. */
  CHANGE_TERMS_INVALID: def(102121, 200, '变更后的阶段不正确：只能修改未验收的阶段，新增的阶段排在最后'),
  /** A phase already begun (its escrow funded and its work started) may be changed, not removed. */
  CHANGE_PHASE_BEGUN: def(102122, 200, '已开始的阶段不能删除，只能修改'),
  CHANGE_NOTHING: def(102123, 200, '变更后的条款与当前条款相同'),
  /** Phase numbers are kept for good: removed phases keep theirs, added ones take the next (PROJECT_LIMITS.phasesMax at most). */
  CHANGE_TOO_MANY_PHASES: def(102124, 200, '项目阶段最多12个（含已删除的阶段）'),
  CHANGE_WAITING_B: def(102125, 200, '需求变更正在等待乙方答复'),
  CHANGE_WAITING_A: def(102126, 200, '需求变更正在等待甲方答复'),
  CHANGE_SUPPLEMENT_DUE: def(102127, 200, '需求变更已同意，等待甲方补缴托管费'),
  /** The supplement the page showed is not the one due (as 102068 for the escrow). */
  CHANGE_SUPPLEMENT_CHANGED: def(102128, 200, '应补缴的托管金额已变化，请刷新后重试'),
  /** The documents of a phase a change removes (or would remove, while it waits for an answer) are read-only. */
  CHANGE_PHASE_REMOVED: def(102129, 200, '该阶段已在需求变更中删除或将被删除，文档只读'),
  // Disputes (docs/cooperation.md "Disputes"): 102130–102139.
  /** No dispute is open to the caller now: `msg` says why (no ground, the window passed, already disputed). */
  DISPUTE_WINDOW_CLOSED: def(102130, 200, '当前不能申请平台介入'),
  DISPUTE_NOT_FOUND: def(404, 404, '纠纷不存在'),
  /** Only the side that opened a dispute withdraws it. */
  DISPUTE_NOT_OPENER: def(102131, 200, '只有申请平台介入的一方可以撤回'),
  /** Evidence after its time (the dispute waits for the ruling): the desk asks again if it needs more. */
  DISPUTE_EVIDENCE_CLOSED: def(102132, 200, '举证期已结束，平台正在裁决'),
  /** The dispute was ruled, withdrawn or closed: the page shows how it ended. */
  DISPUTE_ENDED: def(102133, 200, '该纠纷已结束'),
  DISPUTE_EVIDENCE_FULL: def(102134, 200, '每方最多提交20次证据'),
  /** A ruling's split beyond what escrow holds. */
  DISPUTE_SPLIT_INVALID: def(102135, 200, '裁决给乙方的金额不能超过托管中的金额'),
  /** A ruling the dispute's kind does not take (验收通过 of a termination dispute). */
  DISPUTE_RULING_INVALID: def(102136, 200, '该纠纷不能作此裁决'),
  /** The desk's routes to anyone but service desk staff. */
  DISPUTE_DESK_ONLY: def(403, 403, '只有平台客服可以处理纠纷'),
  // Termination by agreement and recovery (docs/cooperation.md "Termination"): 102113–102119.
  /** An answer (agree, refuse, counter) while no termination proposal waits for the caller's side. */
  TERMINATION_NOT_PROPOSED: def(102113, 200, '当前没有待答复的终止申请'),
  /** The proposal split an escrow that changed since (a phase paid or funded meanwhile): propose again. */
  TERMINATION_ESCROW_CHANGED: def(102114, 200, '托管金额已变化，请按当前托管金额重新提出终止方案'),
  /** A direct request (start_terminated_project, leader_terminated_project) is agreed or refused, not countered. */
  TERMINATION_NOT_NEGOTIABLE: def(102115, 200, '该终止申请不接受协商，请同意或拒绝'),
  /** Recovery only within TERMINATION_LIMITS.recoverDays (shared/limits.ts) of the termination. */
  RECOVERY_WINDOW_PASSED: def(102116, 200, '已超过可恢复合作的期限（终止后15天内）'),
  /** A wallet no longer holds what the termination paid it: the settlement cannot be reversed exactly. */
  RECOVERY_FUNDS_SHORT: def(102117, 200, '钱包余额不足以退回终止时结算的金额，无法恢复合作'),
  /** Party B's share lies between 0 and what escrow holds now. */
  TERMINATION_SPLIT_INVALID: def(102118, 200, '乙方所得金额须在0与当前托管金额之间'),
  /** A proposal (or a recovery request) waits for the other side: one at a time. */
  TERMINATION_WAITING: def(102119, 200, '已有等待对方答复的申请，请等待答复'),
  // The materials and literature libraries (docs/cooperation.md "Materials and literature"): 1021xx.
  LIBRARY_ENTRY_NOT_FOUND: def(404, 404, '文件或文件夹不存在'),
  LIBRARY_FOLDER_NOT_FOUND: def(404, 404, '文件夹不存在'),
  /** Names are unique within a folder, folders and files together (compared as project names are: ＡＢＣ is ABC). */
  LIBRARY_NAME_TAKEN: def(102101, 200, '该文件夹中已有同名的文件或文件夹'),
  LIBRARY_FULL: def(102102, 200, '资料库或文献库最多保存5000个文件和文件夹'),
  LIBRARY_TOO_DEEP: def(102103, 200, '文件夹最多8层'),
  LIBRARY_MOVE_CYCLE: def(102104, 200, '不能把文件夹移动到它自己或它的子文件夹中'),
  // Documents of a cooperation (docs/cooperation.md "Documents"): 102080–102089.
  /** A submitted document waits for the leader's check; it is written again only when a check or an answer reopens it. */
  DOCUMENT_SUBMITTED: def(102080, 200, '该文档已提交，不能再编辑'),
  /** The caller may read the document but not write it (doc_permission). */
  DOCUMENT_READ_ONLY: def(403, 403, '您没有编辑该文档的权限'),
  /** Asking the writer for a document nobody is writing: take the lock instead. */
  DOCUMENT_NOT_LOCKED: def(102081, 200, '当前没有人在编辑该文档，可以直接申请编辑'),
  /** A phase's directory holds at most DOCUMENT_LIMITS.tasksPerPhase nodes. */
  DOCUMENT_TREE_FULL: def(102082, 200, '本阶段的目录节点数量已达上限'),
  /** A plain directory (no assignee) has no text to write. */
  DOCUMENT_IS_DIRECTORY: def(102083, 200, '目录没有文档内容，请先指派编写人'),
  /** Take-over (接管) only of a task whose writer left party B or has not touched it for DOCUMENT_LIMITS.takeOverIdleDays days. */
  DOCUMENT_NOT_TAKEABLE: def(102084, 200, '只能接管已离开乙方的成员或长时间未编辑的文档任务'),
  /** `open_take_over_doc_task` by anyone but the one a task was taken over for. */
  DOCUMENT_NOT_TAKEN_OVER: def(102085, 200, '该文档没有交由您接管'),
} as const;
