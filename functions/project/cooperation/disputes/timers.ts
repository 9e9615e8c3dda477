/**
 * A dispute's timers (shared/process/dispute.ts): a case no desk staff took goes to evidence by itself (`autoTake`); at
 * the end of the evidence time it waits for the ruling when the opener gave evidence since it was asked
 * (`evidenceDue`), or closes when it did not (`closeSilent`: the cooperation goes on); a ruling that does not come is
 * escalated on the desk's list (`escalate`). Each reads the cooperation's open dispute again and does nothing when it
 * moved on, or when its own clock says it is not yet time (a question restarted the evidence time).
 */
import { DISPUTE } from '../../../../shared/limits.js';
import { decide } from '../../../../shared/process/engine.js';
import type { TimerItem } from '../../../lib/timers/store.js';
import { commit } from '../../store.js';
import { getCooperation } from '../store.js';
import { toDeciding, toEvidence } from './moves.js';
import { endWithoutMoney } from './ending.js';
import { disputeSteps, getDispute, processOf } from './store.js';
import { disputeRecords } from './texts.js';
import { disputeHolds } from './guards.js';
import { tellDesk } from './desk-push.js';

const DAY = 86_400_000;

export const fireDisputeTimer = async (timer: Pick<TimerItem, 'objectId' | 'transition'>, now: number): Promise<void> => {
  const coop = await getCooperation(timer.objectId);
  if (coop?.matter?.kind !== 'DISPUTE') return;
  const d = await getDispute(coop.projectId, coop.matter.id);
  if (!d || !decide(processOf(d), timer.transition, { state: d.state, roles: ['platform'], holds: disputeHolds(d, ['platform']) }).ok) return;
  switch (timer.transition) {
    case 'autoTake':
      if (d.openTime + DISPUTE.deskDays * DAY > now) return;
      await toEvidence(d, coop, 'autoTake', 'platform', now);
      return;
    case 'evidenceDue':
      if ((d.evidenceDue ?? now) > now) return;
      await toDeciding(d, 'evidenceDue', now);
      return;
    case 'closeSilent':
      if ((d.evidenceDue ?? now) > now) return;
      await endWithoutMoney(coop, d, { ...d, state: 'CLOSED' }, disputeRecords.closed(d), '申请方未在举证期内提交证据，纠纷关闭，合作继续', now);
      return;
    case 'escalate': {
      if ((d.decidingSince ?? now) + DISPUTE.decideDays * DAY > now || d.escalated) return;
      const { item, steps } = disputeSteps(d, { ...d, escalated: true, updateTime: now }, now);
      await commit(steps);
      // 加急: first on the desk's list, and the desk hears of it.
      await tellDesk(item);
      return;
    }
  }
};
