/**
 * The platform's endings of a project's open business (the `closeRequests`, `closeNegotiations` and `closeOthers`
 * effects, docs/processes.md): when a demand is withdrawn, closes at its deadline, is deleted or is agreed with one
 * party B, its pending invitations and applications and its other running negotiations end, each by its process's
 * `close` transition under a condition on its state, after the project's own change committed. Each ending is
 * idempotent; one that fails is repaired by the next (every action on a request or a negotiation first checks that
 * its project is still open).
 */
import { decide } from '../../shared/process/engine.js';
import { TALKING_STATES } from '../../shared/process/project.js';
import { projectRegistry } from '../../shared/process/registries.js';
import { logger } from '../lib/logger.js';
import { dropTimer } from '../lib/timers/store.js';
import { tell, settle, type BacklogInput } from './events.js';
import { negotiationKey, requestKey } from './keys.js';
import { negotiationIndexKeys, type EngagementItem, type NegotiationItem, type ProjectItem, type RequestItem } from './model.js';
import { requestProcessOf } from './request-process.js';
import { closePending, engagementDone, engagementEnded, moveNegotiation } from './request-store.js';
import { commit, countTalking, engagementsOf, getNegotiation, getNegotiations, getRequests } from './store.js';

const pendingOf = (engagements: EngagementItem[]) => engagements.filter((e) => e.status === 'PENDING');

/** Ends one pending request by the platform (`close`): the request, its engagement (a new one may come) and its timer. */
export const closeRequest = async (request: RequestItem, now = Date.now()): Promise<boolean> => {
  if (!decide(requestProcessOf(request), 'close', { state: request.state as never, roles: ['platform'] }).ok) return false;
  try {
    await commit([
      closePending(request.id, now),
      engagementEnded(request, now),
      { item: dropTimer(requestKey(request.id).pk, 'expire') },
    ]);
  } catch {
    return false;
  }
  const receiver = request.kind === 'INVITE' ? request.partyB : request.partyA;
  await settle(receiver, request.id);
  return true;
};

export const closeRequests = async (project: ProjectItem): Promise<void> => {
  const pending = pendingOf(await engagementsOf(project.projectId));
  for (const request of await getRequests(pending.map((e) => e.requestId))) {
    if (request.state === 'PENDING') await closeRequest(request).catch((error) => logger.warn('request not closed', { error: (error as Error).message }));
  }
};

/** What party B is told when the platform ends its negotiation (its backlog entry; also the tests' state builders'). */
export const closedBacklog = (negotiation: Pick<NegotiationItem, 'id' | 'projectId' | 'projectName'>, reason: string): BacklogInput => ({
  type: 'NEGOTIATION_ENDED',
  title: `洽谈已结束：${negotiation.projectName}`,
  content: reason,
  link: `/negotiate/details?id=${negotiation.id}`,
  projectId: negotiation.projectId,
  aboutId: negotiation.id,
  todo: false,
});

/** Ends one running negotiation by the platform (`close`), telling both sides. */
export const closeNegotiation = async (first: NegotiationItem, reason: string, now = Date.now()): Promise<boolean> => {
  // A side's proposal may land between the read and the write: read again and retry until it is closed or ended.
  let negotiation: NegotiationItem | undefined = first;
  for (let attempt = 0; ; attempt += 1) {
    if (!negotiation || !decide(projectRegistry.of('negotiation', negotiation), 'close', { state: negotiation.state, roles: ['platform'] }).ok) return false;
    const next: NegotiationItem = { ...negotiation, state: 'CLOSED', reason, terminatedBy: 'platform', updateTime: now, ...negotiationIndexKeys({ ...negotiation, state: 'CLOSED', updateTime: now }) };
    try {
      await commit([
        moveNegotiation(negotiation, next),
        engagementDone(negotiation, now),
        countTalking(negotiation.projectId, -1),
        { item: dropTimer(negotiationKey(negotiation.id).pk, 'feeExpired') },
      ]);
      break;
    } catch (error) {
      if (attempt >= 8) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20 * (attempt + 1)));
      negotiation = await getNegotiation(first.id);
    }
  }
  await Promise.all([settle(negotiation.partyA, negotiation.id), settle(negotiation.partyB, negotiation.id)]);
  await tell([
    {
      party: negotiation.partyB,
      event: 'negotiation',
      projectId: negotiation.projectId,
      id: negotiation.id,
      backlog: closedBacklog(negotiation, reason),
    },
    { party: negotiation.partyA, event: 'negotiation', projectId: negotiation.projectId, id: negotiation.id },
  ]);
  return true;
};

/** Ends the project's running negotiations but one (`closeOthers` on agreement; all of them on withdrawal). */
export const closeNegotiations = async (project: ProjectItem, reason: string, exceptId?: string): Promise<void> => {
  const talking = (await engagementsOf(project.projectId)).filter((e) => e.status === 'TALKING' && e.negotiationId && e.negotiationId !== exceptId);
  for (const negotiation of await getNegotiations(talking.map((e) => e.negotiationId as string))) {
    if (TALKING_STATES.includes(negotiation.state)) {
      await closeNegotiation(negotiation, reason).catch((error) => logger.warn('negotiation not closed', { error: (error as Error).message }));
    }
  }
};
