/**
 * Demand changes (需求变更, docs/cooperation.md "Demand change") through the HTTP routes, as a client would: the terms
 * in force turned into a change's input, a change proposed by either side, its answers, the supplement paid.
 */
import type { ChangeAnswer, ChangeView } from '../../shared/schemas/cooperation-change.js';
import { call } from './api.js';
import { coopInfo, type Agreed } from './cooperation.js';
import { newRequestId, PAY_PASSWORD } from './money.js';
import { ok } from './projects.js';

export interface ChangePhaseInput {
  index?: number;
  name: string;
  amount: number;
  days: number;
  deliverables: string;
}

type Party = Pick<Agreed, 'projectId' | 'partyA' | 'partyB'>;

/** The phases of a change that keeps every phase not accepted as it is (to be edited by the caller). */
export const termsInForce = async (c: Party): Promise<ChangePhaseInput[]> =>
  (await coopInfo(c as Agreed)).phases
    .filter((p) => p.state !== 'ACCEPTED' && !p.removed)
    .map((p) => ({ index: p.index, name: p.name, amount: p.amount, days: p.days, deliverables: p.deliverables }));

export const queryChange = async (c: Party, as: 'partyA' | 'partyB' = 'partyA'): Promise<ChangeAnswer> =>
  ok<ChangeAnswer>(await call('project.coop.queryChange', { projectId: c.projectId }, c[as].token), 'query change');

/**
 * `by` proposes the terms in force changed by `edit` (by default the first phase not accepted ¥100.00 dearer: a
 * supplement is due on agreement when that phase is funded).
 */
export const proposeChange = async (
  c: Party,
  by: 'partyA' | 'partyB' = 'partyA',
  edit: (phases: ChangePhaseInput[]) => ChangePhaseInput[] = ([first, ...rest]) => [{ ...first!, amount: first!.amount + 10_000 }, ...rest],
  reason = '需求有变化',
): Promise<ChangeView> => {
  const { termsVersion } = await queryChange(c, by);
  const phases = edit(await termsInForce(c));
  return ok<ChangeView>(await call('project.coop.startChange', { projectId: c.projectId, version: termsVersion, phases, reason }, c[by].token), 'start change');
};

/** The other side of the change agrees. */
export const agreeChange = async (c: Party, change: Pick<ChangeView, 'id' | 'side'>): Promise<ChangeView> =>
  ok<ChangeView>(await call('project.coop.agreeChange', { projectId: c.projectId, changeId: change.id }, (change.side === 'partyA' ? c.partyB : c.partyA).token), 'agree change');

/** Party A pays the supplement an agreed change waits for. */
export const paySupplement = async (c: Party, change: Pick<ChangeView, 'id' | 'escrow'>, requestId = newRequestId()): Promise<ChangeView> =>
  ok<ChangeView>(
    await call('project.coop.changeSupplement', { projectId: c.projectId, changeId: change.id, amount: change.escrow.supplement, payPassword: PAY_PASSWORD, requestId }, c.partyA.token),
    'change supplement',
  );
