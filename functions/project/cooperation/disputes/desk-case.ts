/**
 * The service desk's whole case of a dispute (docs/cooperation.md "Disputes"): the dispute with both sides' evidence,
 * the cooperation's phases and money, its process records, its documents and the project group's last messages, each
 * read by key (one Get or Query each, the people named with one BatchGet). Apart from ./desk.ts so that the timers'
 * bundle does not carry the messenger's reads.
 */
import { stateLabel } from '../../../../shared/process/engine.js';
import { documentTaskProcess } from '../../../../shared/process/cooperation.js';
import { projectRegistry } from '../../../../shared/process/registries.js';
import type { DisputeCase } from '../../../../shared/schemas/cooperation-dispute.js';
import { publicPeople } from '../../../account/public.js';
import { groupTalk } from '../../../chat/public.js';
import { keyOfParty } from '../../model.js';
import { partyProfiles } from '../../parties.js';
import { inEscrow } from '../escrow.js';
import { phasesOf, recordsOf } from '../store.js';
import { caseOf, mustBeDesk } from './desk.js';
import { entriesOf, taskRowsOf } from './store.js';
import { disputeView } from './views.js';

/** The project group's messages a case shows, the newest. */
const CHAT_LINES = 200;

/** The whole case: the dispute, the cooperation, its records, its documents and its group's talk (each one Query or Get). */
export const deskCase = async (staff: string, input: { projectId: string; disputeId: string }): Promise<DisputeCase> => {
  await mustBeDesk(staff);
  const { dispute, coop } = await caseOf(input.projectId, input.disputeId);
  const [entries, phases, records, tasks, profiles, chat] = await Promise.all([
    entriesOf(dispute.projectId, dispute.id),
    phasesOf(coop.projectId),
    recordsOf(coop.projectId),
    taskRowsOf(coop.projectId),
    partyProfiles([coop.partyA, coop.partyB]),
    coop.groupId ? groupTalk(coop.groupId, CHAT_LINES) : Promise.resolve([]),
  ]);
  const view = await disputeView(dispute, coop, entries, ['desk']);
  // The writers named with one BatchGet.
  const writers = await publicPeople([...new Set(tasks.map((t) => t.assignee).filter((a): a is string => Boolean(a)))]);
  const names = new Map([...writers].map(([id, p]) => [id, (p.nickname as string | undefined) ?? '']));
  return {
    ...view,
    projectName: coop.projectName,
    partyA: profiles.get(keyOfParty(coop.partyA))!,
    partyB: profiles.get(keyOfParty(coop.partyB))!,
    phases: phases.map((p) => ({ index: p.index, name: p.name, amount: p.amount, state: p.state, stateLabel: stateLabel(projectRegistry.of('phase', p), p.state), rounds: p.rounds, ...(p.reason ? { reason: p.reason } : {}), funded: p.funded })),
    money: { total: coop.total, funded: coop.funded, inEscrow: inEscrow(coop), paid: coop.paid, fees: coop.fees, refunded: coop.refunded },
    records: records.map((r) => ({
      id: r.id,
      ...(r.phase ? { phase: r.phase } : {}),
      kind: r.kind,
      label: r.label,
      by: r.by,
      byName: r.by === 'platform' ? '合作云平台' : r.by === 'partyA' ? '甲方' : '乙方',
      ...(r.reason ? { reason: r.reason } : {}),
      ...(r.message ? { message: r.message } : {}),
      ...(r.files?.length ? { files: r.files } : {}),
      ...(r.amount !== undefined ? { amount: r.amount } : {}),
      createTime: r.createTime,
    })),
    documents: tasks.filter((t) => t.state).map((t) => ({ phase: t.phase, title: t.title, state: t.state ?? '', stateLabel: stateLabel(documentTaskProcess, t.state ?? ''), ...(t.assignee ? { writer: names.get(t.assignee) ?? '' } : {}), ...(t.version !== undefined ? { version: t.version } : {}) })),
    chat,
  };
};
