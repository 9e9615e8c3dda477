/**
 * A dispute's moves into evidence (举证中) and into 待裁决, by the desk or by its timers (./desk.ts, ./timers.ts): apart
 * from the desk's routes so that the timers' bundle carries only what the timers do.
 */
import { DISPUTE } from '../../../../shared/limits.js';
import { mustDecide } from '../../../lib/process/run.js';
import { tell } from '../../events.js';
import { commit } from '../../store.js';
import type { CooperationItem } from '../model.js';
import { recordStep } from '../store.js';
import { tellDesk } from './desk-push.js';
import { disputeHolds } from './guards.js';
import type { DisputeItem, Side } from './model.js';
import { disputeSteps, entryStep, processOf } from './store.js';
import { disputeBacklog, disputeRecords } from './texts.js';

const DAY = 86_400_000;

/** The sides a question or the taking asks for evidence. */
const sidesOf = (to: Side | 'both'): Side[] => (to === 'both' ? ['partyA', 'partyB'] : [to]);

/**
 * Into evidence (举证中): the case taken by the desk (`take`) or by its timer (`autoTake`), or a question of the desk
 * (`ask`, to one side or both): the sides asked have DISPUTE.evidenceDays from now, and are told.
 */
export const toEvidence = async (d: DisputeItem, coop: CooperationItem, move: 'take' | 'autoTake' | 'ask', by: string, now: number, question?: { to: Side | 'both'; text: string }): Promise<DisputeItem> => {
  const transition = mustDecide(processOf(d), move, { state: d.state, roles: [move === 'autoTake' ? 'platform' : 'desk'], holds: disputeHolds(d, ['desk']) });
  const asked = sidesOf(question?.to ?? 'both');
  const due = now + DISPUTE.evidenceDays * DAY;
  const { decidingSince: _since, escalated: _escalated, ...rest } = d;
  const next: DisputeItem = {
    ...rest,
    state: transition.to ?? d.state,
    askedAt: { ...d.askedAt, ...Object.fromEntries(asked.map((s) => [s, now])) },
    evidenceDue: due,
    ...(move === 'take' ? { takenBy: by } : {}),
    updateTime: now,
  };
  const { item, steps } = disputeSteps(d, next, now, move === 'ask');
  if (question) steps.push(entryStep({ projectId: d.projectId, disputeId: d.id, by: 'desk', byUser: by, to: question.to, text: question.text, files: [] }, now).step);
  if (move !== 'ask') steps.push(recordStep(d.projectId, disputeRecords.taken(move === 'autoTake'), now));
  await commit(steps);
  await tell(asked.map((s) => ({ party: s === 'partyA' ? coop.partyA : coop.partyB, event: 'project' as const, projectId: coop.projectId, id: coop.projectId, backlog: disputeBacklog.asked(item, due, question?.text) })));
  await tellDesk(item);
  return item;
};

/** Into 待裁决: the desk closes the evidence (`closeEvidence`), or its time ran out with the opener's evidence given (`evidenceDue`). */
export const toDeciding = async (d: DisputeItem, move: 'closeEvidence' | 'evidenceDue', now: number): Promise<DisputeItem> => {
  const transition = mustDecide(processOf(d), move, { state: d.state, roles: [move === 'evidenceDue' ? 'platform' : 'desk'], holds: disputeHolds(d, ['platform']) });
  const { evidenceDue: _due, ...rest } = d;
  const { item, steps } = disputeSteps(d, { ...rest, state: transition.to ?? d.state, decidingSince: now, updateTime: now }, now);
  await commit(steps);
  await tellDesk(item);
  return item;
};
