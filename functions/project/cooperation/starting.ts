/**
 * Starting the cooperation of an agreed project (docs/cooperation.md): the cooperation and its phases from the agreed
 * version of the terms, a phase beginning (its clock, or waiting for escrow), and party A's start written with the
 * project's move to 合作中.
 */
import type { PhaseState } from '../../../shared/process/cooperation.js';
import { projectRegistry } from '../../../shared/process/registries.js';
import type { TokenClaims } from '../../lib/auth/token.js';
import { fail } from '../../lib/errors.js';
import { mustDecide } from '../../lib/process/run.js';
import { getItem } from '../../lib/store/client.js';
import { tell } from '../events.js';
import { termsKey } from '../keys.js';
import type { NegotiationItem, ProjectItem, TermsItem } from '../model.js';
import { standingIn } from '../parties.js';
import { ownerOf, projectWrites } from '../projects.js';
import { commit, engagementsOf, getNegotiation, getProject, type Step } from '../store.js';
import type { CooperationItem, PhaseItem } from './model.js';
import { cooperationBacklog, escrowBacklog } from './backlog.js';
import { syncCooperationGroup } from './group.js';
import { cooperationRecords } from './records.js';
import { cooperationStep, phaseSteps, recordStep } from './store.js';

export const DAY = 86_400_000;

/**
 * A phase's clock starting at `now` (docs/cooperation.md "The plan"): it starts now, and its days run from now or from the
 * agreed start day if that is later — party B may begin early, but a deadline is never earlier than the terms promise.
 */
export const phaseClock = (phase: Pick<PhaseItem, 'days'>, coop: Pick<CooperationItem, 'startDate'>, now: number): Pick<PhaseItem, 'startTime' | 'dueTime'> => ({
  startTime: now,
  dueTime: Math.max(now, coop.startDate ?? now) + phase.days * DAY,
});

/** A phase beginning now: its clock starts (编写中) if funded, else it waits for escrow (待托管). */
export const begun = (phase: PhaseItem, coop: Pick<CooperationItem, 'startDate'>, now: number): Omit<PhaseItem, 'pk' | 'sk' | 'rev'> => {
  const transition = mustDecide(projectRegistry.of('phase', phase), phase.funded ? 'beginFunded' : 'begin', { state: phase.state, roles: ['platform'], holds: () => true });
  const state = transition.to as PhaseState;
  return { ...phase, state, updateTime: now, ...(state === 'COMPILING' ? phaseClock(phase, coop, now) : {}) };
};

// ---------------------------------------------------------------- starting

/**
 * A new cooperation of an agreed project, from the negotiation's agreed version of the terms: the cooperation's
 * fields (its list keys and `rev` come with its write: ./store.ts) and its phases, none begun yet.
 */
export const newCooperation = (
  project: Pick<ProjectItem, 'projectId' | 'name'>,
  negotiation: Pick<NegotiationItem, 'id' | 'version' | 'partyA' | 'partyB' | 'partyAKey' | 'partyBKey' | 'contactA' | 'contactB'>,
  terms: Pick<TermsItem, 'terms' | 'total'>,
  now: number,
): { coop: Parameters<typeof cooperationStep>[1]; phases: PhaseItem[] } => {
  const projectId = project.projectId;
  const phases: PhaseItem[] = terms.terms.phases.map((p, i) => ({
    pk: '',
    sk: '',
    projectId,
    index: i + 1,
    name: p.name,
    amount: p.amount,
    days: p.days,
    deliverables: p.deliverables,
    ...projectRegistry.start('phase'),
    funded: false,
    rounds: 0,
    rev: 0,
    updateTime: now,
  }));
  return {
    coop: {
      projectId,
      projectName: project.name,
      state: 'COOPERATING',
      negotiationId: negotiation.id,
      version: negotiation.version,
      partyA: negotiation.partyA,
      partyB: negotiation.partyB,
      partyAKey: negotiation.partyAKey,
      partyBKey: negotiation.partyBKey,
      contactA: negotiation.contactA,
      contactB: negotiation.contactB,
      total: terms.total,
      escrowPlan: terms.terms.escrowPlan,
      startDate: terms.terms.startDate,
      phaseCount: phases.length,
      current: 1,
      funded: 0,
      paid: 0,
      fees: 0,
      refunded: 0,
      startTime: now,
      updateTime: now,
    },
    phases,
  };
};

/**
 * Party A starts the cooperation of its agreed project: the phases of the agreed version of the terms, the first one
 * waiting for escrow, the cooperation listed for both parties.
 */
export const startCooperation = async (claims: TokenClaims, projectId: string): Promise<CooperationItem> => {
  const project = await getProject(projectId);
  if (!project) throw fail('PROJECT_NOT_FOUND');
  const engagement = (await engagementsOf(projectId)).find((e) => e.status === 'DONE' && e.negotiationId);
  const negotiation = engagement?.negotiationId ? await getNegotiation(engagement.negotiationId) : undefined;
  const standingA = await standingIn(claims, ownerOf(project));
  const standingB = negotiation ? await standingIn(claims, negotiation.partyB) : 'none';
  if (standingA === 'none' && standingB === 'none') throw fail('PROJECT_NOT_FOUND');
  if (standingA === 'staff') throw fail('NOT_PROJECT_LEADER');
  mustDecide(projectRegistry.of('project', project), 'startCooperation', { state: project.state, roles: standingA === 'lead' ? ['partyA'] : standingB === 'lead' ? ['partyB'] : [] });
  if (!negotiation || negotiation.state !== 'AGREED') throw fail('PROCESS_WRONG_STATE');
  const terms = await getItem<TermsItem>(termsKey(negotiation.id, negotiation.version), { consistent: true });
  if (!terms) throw fail('PROCESS_WRONG_STATE');

  const now = Date.now();
  const { writes: projectSteps } = projectWrites(project, { ...project, state: 'COOPERATING', updateTime: now });
  const { coop: fields, phases } = newCooperation(project, negotiation, terms, now);
  const { item: coop, step: coopStep } = cooperationStep(undefined, fields);
  const steps: Step[] = [...projectSteps, coopStep];
  phases.forEach((phase, i) => {
    steps.push(...phaseSteps(undefined, i === 0 ? begun(phase, coop, now) : phase, now).steps);
  });
  steps.push(recordStep(projectId, cooperationRecords.start(claims.userId, phases.length, terms.total), now));
  await commit(steps);
  // The project group, once the cooperation is written (docs/cooperation.md "The project group"): a failure leaves the
  // cooperation started without it, and the next sync (a document task assigned or stopped) opens it.
  const groupId = await syncCooperationGroup(projectId);
  await tell([
    { party: coop.partyA, event: 'project', projectId, id: projectId, backlog: escrowBacklog(coop, phases[0]!) },
    {
      party: coop.partyB,
      event: 'project',
      projectId,
      id: projectId,
      backlog: cooperationBacklog.started(coop),
    },
  ]);
  return groupId ? { ...coop, groupId } : coop;
};
