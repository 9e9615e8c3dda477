/**
 * A dispute ending without money (withdrawn, closed for the opener's silence, or ruled 继续修改 / 合作继续): the dispute
 * written in its final state, the cooperation's matter closed and the running phase's timers set again from now
 * (../matters.ts), with its record, in one transaction over both revisions; then both sides told and their to-dos about
 * it settled.
 */
import { settle, tell } from '../../events.js';
import { commit, type Step } from '../../store.js';
import { resumedPhaseSteps, withoutMatter } from '../matters.js';
import type { CooperationItem, RecordItem } from '../model.js';
import { cooperationStep, getPhase, recordStep } from '../store.js';
import type { DisputeItem } from './model.js';
import { tellDesk } from './desk-push.js';
import { disputeSteps } from './store.js';
import { disputeAbout, disputeBacklog } from './texts.js';

type NewRecord = Omit<RecordItem, 'pk' | 'sk' | 'projectId' | 'id' | 'createTime'>;

/** The writes that close the cooperation's matter `d` and set its running phase's timers again. */
export const releaseSteps = async (coop: CooperationItem, d: Pick<DisputeItem, 'id'>, now: number): Promise<Step[]> => {
  const running = await getPhase(coop.projectId, coop.current);
  const resumed = resumedPhaseSteps(running, now);
  return [cooperationStep(coop, withoutMatter(coop, d.id, now)).step, ...resumed.steps];
};

export const endWithoutMoney = async (coop: CooperationItem, d: DisputeItem, next: DisputeItem, record: NewRecord, told: string, now: number): Promise<DisputeItem> => {
  const { item, steps } = disputeSteps(d, { ...next, endTime: now, updateTime: now }, now);
  await commit([...steps, ...(await releaseSteps(coop, d, now)), recordStep(coop.projectId, record, now)]);
  await tellEnded(coop, item, told);
  await tellDesk(item);
  return item;
};

/** Both sides' to-dos about a dispute settled (it ended). */
export const settleEnded = async (coop: CooperationItem, d: DisputeItem): Promise<void> => {
  await Promise.all([settle(coop.partyA, disputeAbout(d)), settle(coop.partyB, disputeAbout(d))]);
};

/** Both sides told how a dispute ended; their to-dos about it settled. */
export const tellEnded = async (coop: CooperationItem, d: DisputeItem, told: string): Promise<void> => {
  await settleEnded(coop, d);
  await tell([
    { party: coop.partyA, event: 'project', projectId: coop.projectId, id: coop.projectId, backlog: disputeBacklog.ended(d, told) },
    { party: coop.partyB, event: 'project', projectId: coop.projectId, id: coop.projectId, backlog: disputeBacklog.ended(d, told) },
  ]);
};
