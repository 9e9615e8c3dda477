/**
 * Documents of a cooperation (docs/cooperation.md "Documents"): the inputs of their calls and the shapes of their
 * answers. A phase's directory is a flat list of nodes, each naming its parent (the page builds the tree); a node
 * with an assignee is a document task (待编写 → 编写中 → 已提交, or 已停止), one without is a plain directory.
 * Times are epoch ms; `remaining` counts seconds.
 */
import { array } from 'zod';
import { DOCUMENT_LIMITS as L, PROJECT_LIMITS } from '../limits.js';
import type { ProcessAction } from '../process/types.js';
import { flag, input, num, pageInput, text, ulid } from '../validation/zod.js';
import { VISIBLE_NAME } from './project.js';

/** What the caller may do with a document's text: nothing (it is not theirs to see), read it, or write it. */
export type DocumentPermission = 'none' | 'read' | 'write';

export interface DocumentPerson {
  userId: string;
  name: string;
  headPortrait?: string;
}

/** The edit lock of a document while someone holds a live lease on it. */
export interface DocumentLockView {
  holder: DocumentPerson;
  /** When the lease runs out unless a save renews it, and the seconds left at `serverTime`. */
  until: number;
  remaining: number;
  /** The caller holds it. */
  mine: boolean;
}

/** Someone who asked the writer for the document (discussion mode, `doc/start_communicate`). */
export interface DocumentAsk {
  user: DocumentPerson;
  time: number;
}

export interface DocumentNode {
  taskId: string;
  phase: number;
  /** The directory node it sits under; none at the top. */
  parentId?: string;
  title: string;
  order: number;
  /** The writer (a person of party B); none for a plain directory. */
  assignee?: DocumentPerson;
  /** The document task's state (documentTaskProcess); none for a plain directory. */
  state?: string;
  stateLabel?: string;
  /** Party B people who may also read or write it (set by the leader; empty for party A). Party B's leader and the assignee always may. */
  readers: string[];
  writers: string[];
  lock?: DocumentLockView;
  /** The number of the newest saved version (0: nothing saved yet). */
  version: number;
  updateTime: number;
  /** What the caller may do with its text. */
  permission: DocumentPermission;
  /** The document-task moves the caller may make now (stop for the leader; submitting is `cooperate_exit_edit`). */
  actions: ProcessAction[];
  /** Its last take-over (接管), for party B's people: from whom, to whom, by whom, when. */
  takeOver?: TakeOverRecord;
}

export interface DirectoryView {
  projectId: string;
  phase: number;
  phaseState: string;
  phaseStateLabel: string;
  /** Documents are written only while the phase is 编写中. */
  writable: boolean;
  /** The caller is party B's leader: builds the tree, assigns, stops, sets permissions. */
  manage: boolean;
  nodes: DocumentNode[];
  serverTime: number;
}

export interface DocumentView extends DocumentNode {
  projectId: string;
  projectName: string;
  phaseName: string;
  phaseState: string;
  html: string;
  /** Who saved the newest version, and when. */
  editedBy?: DocumentPerson;
  editTime?: number;
  /** People waiting for the writer to hand the document over (shown to the writer). */
  asks: DocumentAsk[];
  writable: boolean;
  serverTime: number;
}

export interface DocumentStatus {
  taskId: string;
  state?: string;
  stateLabel?: string;
  version: number;
  lock?: DocumentLockView;
  asks: DocumentAsk[];
  /** The caller asked the writer for the document and waits. */
  asked: boolean;
  permission: DocumentPermission;
  updateTime: number;
}

export interface DocumentStatuses {
  phase: number;
  phaseState: string;
  tasks: DocumentStatus[];
  serverTime: number;
}

export interface DocumentCountdown {
  taskId: string;
  lock?: DocumentLockView;
  /** Seconds left on the lease (0: nobody holds it). */
  remaining: number;
  serverTime: number;
}

export interface DocumentSaved {
  taskId: string;
  version: number;
  /** The renewed lease. */
  until: number;
  updateTime: number;
}

/** What a stale save's refusal (100002) carries in `data`: the newest version, for the page to show beside its own. */
export interface DocumentConflict {
  version: number;
  html: string;
  editedBy?: DocumentPerson;
  editTime?: number;
  /** The newest version is the caller's own, saved in another window. */
  mine?: boolean;
}

/** One change of a phase's documents (`cooperate_message/query`). */
export interface DocumentMessage {
  id: string;
  taskId: string;
  title: string;
  kind: DocumentMessageKind;
  /** Said in full: 张三 修改了《需求说明》（第 3–5 版）. */
  text: string;
  by: DocumentPerson;
  fromVersion?: number;
  toVersion?: number;
  time: number;
}

export const DOCUMENT_MESSAGE_KINDS = ['create', 'assign', 'rename', 'move', 'stop', 'permission', 'edit', 'submit', 'handover', 'takeover'] as const;
export type DocumentMessageKind = (typeof DOCUMENT_MESSAGE_KINDS)[number];

/** A party B person the leader may assign, with what they hold in the cooperation. */
export interface AssignablePerson extends DocumentPerson {
  /** Administrator or project leader of party B (may also assign). */
  leader: boolean;
}

export interface MemberTaskStatus extends DocumentPerson {
  leader: boolean;
  /** Still an active member of party B (a former member keeps the tasks they had). */
  active: boolean;
  tasks: number;
  /** Their tasks by state (ASSIGNED, WRITING, SUBMITTED, STOPPED). */
  states: Record<string, number>;
  /** The document they hold the edit lock of now, if any. */
  editing?: string;
}

export interface LeaderAndMembers {
  leaders: DocumentPerson[];
  members: MemberTaskStatus[];
}

export interface DocumentOwnership {
  taskId: string;
  phase: number;
  title: string;
  state: string;
  stateLabel: string;
  assignee: DocumentPerson;
  /** Who writes it now (a live edit lock), if anyone. */
  holder?: DocumentPerson;
  until?: number;
}

/** A notice of a changed document for the messenger (`projectDoc-refresh-list`): one per document, the newest change. */
export interface DocumentRefresh {
  projectId: string;
  projectName: string;
  phase: number;
  taskId: string;
  title: string;
  text: string;
  by: DocumentPerson;
  /** Changes since the person last cleared the list. */
  count: number;
  time: number;
}

// ---------------------------------------------------------------- take-over (接管: docs/cooperation.md "Take-over")

/** Why a task may be taken over: its writer left party B, or has not touched it for DOCUMENT_LIMITS.takeOverIdleDays days. */
export type TakeOverReason = 'LEFT' | 'IDLE';

/** A take-over done: the former writer, the new one, the leader who did it, when and why. */
export interface TakeOverRecord {
  from: DocumentPerson;
  to: DocumentPerson;
  by: DocumentPerson;
  time: number;
  reason: TakeOverReason;
}

/** A task the leader may take over now. */
export interface TakeOverTask {
  taskId: string;
  phase: number;
  title: string;
  state: string;
  stateLabel: string;
  version: number;
  /** When its writer last showed they work on it (assigned, saved, took or renewed its lock). */
  lastActive: number;
  /** Whole days since. */
  idleDays: number;
}

/** A writer with tasks the leader may take over (`query_take_over_group_member`). */
export interface TakeOverMember extends DocumentPerson {
  /** Still an active member of party B (false: they left). */
  active: boolean;
  reason: TakeOverReason;
  tasks: TakeOverTask[];
}

export interface TakeOverMembers {
  /** The days of DOCUMENT_LIMITS.takeOverIdleDays. */
  idleDays: number;
  members: TakeOverMember[];
  /** Party B's active people a task may be handed to. */
  candidates: AssignablePerson[];
}

/** Whether a task was taken over and by whom (`query_take_over_status`); for the leader, whether it may be now. */
export interface TakeOverStatus {
  taskId: string;
  phase: number;
  title: string;
  state?: string;
  stateLabel?: string;
  assignee?: DocumentPerson;
  takenOver: boolean;
  takeOver?: TakeOverRecord;
  /** The caller (party B's leader) may take it over now, and why. */
  takeable: boolean;
  reason?: TakeOverReason;
  lastActive: number;
  /** It was taken over for the caller, who writes it now (`open_take_over_doc_task` opens it). */
  mine: boolean;
}

const projectId = () => ulid('项目');
const taskId = () => ulid('文档');
const phaseNo = () => num('阶段', { min: 1, max: PROJECT_LIMITS.phasesMax });
const person = (label: string) => ulid(label);

export const phaseDocumentsInput = input({ projectId: projectId(), phase: phaseNo() });
export const documentInput = input({ projectId: projectId(), taskId: taskId() });
export const documentMessagesInput = input({ projectId: projectId(), phase: phaseNo(), ...pageInput(20) });
export const cooperationDocumentsInput = input({ projectId: projectId() });
export const ownershipInput = input({ projectId: projectId(), phase: phaseNo().optional() });
/** The messenger's document notices, all of them or one project's (its project group shows those). */
export const refreshNoticesInput = input({ projectId: projectId().optional() });

/**
 * `cooperate_doc`: without `taskId` a new node of `phase` (a directory, or a document task when `assignee` is named);
 * with it, the node changed: renamed, moved (`parentId`, empty for the top; `order`), or assigned to a person.
 */
export const cooperateDocInput = input({
  projectId: projectId(),
  phase: phaseNo(),
  taskId: taskId().optional(),
  parentId: text('上级目录', { min: 0, max: 26, pattern: [/^([0-9A-HJKMNP-TV-Z]{26})?$/, '上级目录格式不正确'] }).optional(),
  title: text('标题', { max: L.titleLength, pattern: [VISIBLE_NAME, '标题含有不可见或控制字符'] }).optional(),
  order: num('排序', { min: 0, max: 10_000 }).optional(),
  assignee: person('编写人').optional(),
});

export const docPermissionInput = input({
  projectId: projectId(),
  taskId: taskId(),
  readers: array(person('可查看成员')).max(200, '可查看成员最多200人').default([]),
  writers: array(person('可编辑成员')).max(200, '可编辑成员最多200人').default([]),
});

export const saveDocumentInput = input({
  projectId: projectId(),
  taskId: taskId(),
  /** The version the text was written from: refused (100002) unless it is still the newest. */
  baseVersion: num('版本', { min: 0, max: 1_000_000_000 }),
  html: text('文档内容', { min: 0, max: L.maxHtmlLength }),
});

export const exitEditInput = input({ projectId: projectId(), taskId: taskId(), submit: flag('提交').default(false) });
export const communicateInput = input({ projectId: projectId(), taskId: taskId(), message: text('留言', { min: 0, max: 200 }).optional() });
/** `doc/cancel_communicate`: the asker withdraws, or the writer declines `userId`'s ask. */
export const cancelCommunicateInput = input({ projectId: projectId(), taskId: taskId(), userId: person('申请人').optional() });
/** `take_over_member_doc_task`: the task taken over for `to`, an active person of party B (left out: the leader). */
export const takeOverInput = input({ projectId: projectId(), taskId: taskId(), to: person('接管人').optional() });
/** `doc/cancel_edit`: the writer gives the lock back, or hands it to `handoverTo`, who asked for it. */
export const cancelEditInput = input({ projectId: projectId(), taskId: taskId(), handoverTo: person('交给').optional() });
