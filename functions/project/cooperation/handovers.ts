/**
 * Handovers between the parties of a cooperation (docs/cooperation.md "Records and libraries"): a message with files
 * from one side to the other — party A handing materials over or submitting them, party B handing results over,
 * delivering or reporting an issue. Each is a process record of the cooperation (and of a phase when named), told to
 * the other side with a backlog entry. Files are the sender's own uploads of the `project-file` kind.
 */
import type { ProjectAttachment } from '../../../shared/schemas/project.js';
import type { TokenClaims } from '../../lib/auth/token.js';
import { fail, fieldError } from '../../lib/errors.js';
import { isOwnUpload } from '../../lib/s3/private-files.js';
import { tell } from '../events.js';
import { commit } from '../store.js';
import { loadSeat } from './seats.js';
import { cooperationLink } from './service.js';
import { recordStep } from './store.js';

export const HANDOVERS = {
  toPartyBHandover: { from: 'partyA', label: '甲方移交资料' },
  toPartyBSubmit: { from: 'partyA', label: '甲方提交资料' },
  toPartyAHandover: { from: 'partyB', label: '乙方移交成果' },
  toPartyADelivery: { from: 'partyB', label: '乙方交付' },
  toPartyAIssueReport: { from: 'partyB', label: '乙方问题报告' },
} as const;
export type HandoverKind = keyof typeof HANDOVERS;

export const handOver = async (claims: TokenClaims, kind: HandoverKind, input: { projectId: string; phase?: number; message: string; files: ProjectAttachment[] }): Promise<{ id: string }> => {
  const seat = await loadSeat(claims, input.projectId);
  const { coop } = seat;
  const { from, label } = HANDOVERS[kind];
  if (!seat.roles.includes(from)) throw fail(seat.roles.length ? 'PROCESS_WRONG_ACTOR' : 'FORBIDDEN');
  if (coop.state !== 'COOPERATING') throw fail(coop.state === 'TERMINATED' ? 'COOPERATION_NOT_RUNNING' : 'PROJECT_COMPLETED');
  if (input.phase !== undefined && input.phase > coop.phaseCount) throw fieldError('phase', '阶段不存在');
  const foreign = input.files.findIndex((f) => !isOwnUpload(f.url, 'project-file', claims.userId));
  if (foreign >= 0) throw fieldError(`files.${foreign}.url`, '附件须为本人上传的文件');
  const now = Date.now();
  const step = recordStep(coop.projectId, { ...(input.phase ? { phase: input.phase } : {}), kind, label, by: from, byUser: claims.userId, message: input.message, files: input.files }, now);
  await commit([step]);
  const to = from === 'partyA' ? coop.partyB : coop.partyA;
  await tell([
    {
      party: to,
      event: 'project',
      projectId: coop.projectId,
      id: coop.projectId,
      backlog: { type: 'HANDOVER', title: `${label}：${coop.projectName}`, content: input.message.slice(0, 100), link: cooperationLink(coop.projectId), projectId: coop.projectId, aboutId: `${coop.projectId}#handover`, todo: false },
    },
  ]);
  return { id: String(step.item.Put?.Item?.id) };
};
