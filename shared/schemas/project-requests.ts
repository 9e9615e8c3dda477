/**
 * Projects I, invitations and applications (docs/projects.md, docs/api): party A invites, party B applies; the
 * project center's four tabs of requests, answering them, and whom party A may invite to which of its projects. The
 * states and actions come from the processes of shared/process/project.ts.
 */
import { array } from 'zod';
import type { AccountType } from '../domains.js';
import { PROJECT_LIMITS } from '../limits.js';
import type { ProcessAction } from '../process/types.js';
import { input, oneOf, pageInput, text, ulid } from '../validation/zod.js';
import { note, partyType, type ProjectParty } from './project-common.js';

const L = PROJECT_LIMITS;

// ---------------------------------------------------------------- invitations and applications

export const REQUEST_KINDS = ['INVITE', 'APPLY'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

/** The four tabs of requests in the project center. */
export const REQUEST_BOXES = ['send-invite', 'receive-invite', 'send-apply', 'receive-apply'] as const;
export type RequestBox = (typeof REQUEST_BOXES)[number];

export interface RequestCard {
  id: string;
  kind: RequestKind;
  state: string;
  stateLabel: string;
  project: { projectId: string; name: string; state: string; budget: number; applyDeadline?: number };
  partyA: ProjectParty;
  partyB: ProjectParty;
  /** The sender's note (an invitation's message, an application's note). */
  message: string;
  /** The receiver's reason when declining. */
  reason?: string;
  createTime: number;
  /** An invitation's expiry. */
  expireTime?: number;
  answerTime?: number;
  negotiationId?: string;
  /** Which side the viewer is on (staff who only read have no actions, but a side). */
  viewerSide: 'partyA' | 'partyB';
  actions: ProcessAction[];
}

export const applyInput = input({ projectId: ulid('项目'), message: note('申请说明').default('') });
export const requestsInput = input({ ...pageInput(L.pageSize), box: oneOf('列表', REQUEST_BOXES) });
export const requestIdInput = input({ id: ulid('邀请或申请') });
export const requestActionInput = input({ id: ulid('邀请或申请'), action: text('操作', { max: 20, pattern: [/^[a-zA-Z]+$/, '操作不正确'] }), reason: note('原因').optional() });
export const leaveMessageInput = input({ id: ulid('邀请'), message: note('留言') });

/** Someone party A may invite. */
export interface InviteCandidate {
  type: AccountType;
  id: string;
  name: string;
  headPortrait?: string;
  userNo?: string;
  /** Already invited to (or applied for) the given project. */
  engaged: boolean;
}

export const inviteListInput = input({
  keyword: text('关键词', { min: 1, max: 30 }),
  type: partyType('邀请对象类型').optional(),
  projectId: ulid('项目').optional(),
});

export const invitableProjectsInput = input({ inviteeType: partyType('邀请对象类型'), inviteeId: ulid('邀请对象') });

/** One of party A's open projects, and whether this invitee is already engaged with it. */
export interface InvitableProject {
  projectId: string;
  name: string;
  budget: number;
  applyDeadline?: number;
  engaged: boolean;
}

export const inviteInput = input({
  projectIds: array(ulid('项目'), { error: '请选择项目' }).min(1, '请选择项目').max(20, '一次最多邀请洽谈20个项目'),
  inviteeType: partyType('邀请对象类型'),
  inviteeId: ulid('邀请对象'),
  message: note('邀请留言').default(''),
});

/** What inviting answers: the invitations sent, and the projects skipped with why. */
export interface InviteOutcome {
  sent: { projectId: string; id: string }[];
  skipped: { projectId: string; msg: string }[];
}
