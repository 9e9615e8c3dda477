/**
 * The conditional writes of invitations and applications, party B's engagement with a project and negotiations
 * (docs/projects.md), as transaction steps for ./store.ts's `commit`: each names what it does, and its condition is
 * what the service read (a request still pending, an engagement still this request's, a negotiation still in the
 * state and version read).
 */
import { OPEN_PROJECT_STATES } from '../../shared/process/project.js';
import { fail, type AppError } from '../lib/errors.js';
import { engagementKey, projectKey, requestKey } from './keys.js';
import type { NegotiationItem, RequestItem } from './model.js';
import { check, put, update, type Step } from './store.js';

/** A new item of its own key (a request, a negotiation, a version of its terms): refused if the key is taken. */
export const putNew = (item: Record<string, unknown>): Step => put({ ...item }, { expression: 'attribute_not_exists(pk)' });

/** The project still open, checked in the request's transaction (a withdrawal racing it wins cleanly). */
export const projectStillOpen = (projectId: string): Step =>
  check(projectKey(projectId), '#s IN (:r, :n)', { ':r': OPEN_PROJECT_STATES[0], ':n': OPEN_PROJECT_STATES[1] }, { '#s': 'state' }, () => fail('PROJECT_NOT_OPEN'));

// ---------------------------------------------------------------- invitations and applications

/** A request answered, withdrawn or ended over the pending one read: refused once it is no longer pending. */
export const answerPending = (next: RequestItem): Step => put({ ...next }, { expression: '#s = :pending', values: { ':pending': 'PENDING' }, names: { '#s': 'state' } });

/** The platform closes a pending request: CLOSED, off the receiver's pending list. */
export const closePending = (requestId: string, now: number): Step =>
  update(requestKey(requestId), 'SET #s = :closed, updateTime = :now REMOVE gsi3pk, gsi3sk', { ':closed': 'CLOSED', ':now': now, ':pending': 'PENDING' }, '#s = :pending', { '#s': 'state' });

/** Party A changes the note of its pending request. */
export const setPendingMessage = (requestId: string, message: string, now: number): Step =>
  update(requestKey(requestId), 'SET message = :m, updateTime = :now', { ':m': message, ':now': now, ':pending': 'PENDING' }, '#s = :pending', { '#s': 'state' });

// ---------------------------------------------------------------- party B's engagement with a project

/** A new engagement of party B: refused (`refusal`) while one is live — only an ended one is written over. */
export const newEngagement = (engagement: Record<string, unknown>, refusal: () => AppError): Step =>
  put({ ...engagement }, { expression: 'attribute_not_exists(pk) OR #st = :ended', values: { ':ended': 'ENDED' }, names: { '#st': 'status' } }, refusal);

/** The engagement of a request now negotiating (its request accepted): still this request's. */
export const engagementTalking = (request: Pick<RequestItem, 'id' | 'projectId' | 'partyBKey'>, negotiationId: string, now: number): Step =>
  update(
    engagementKey(request.projectId, request.partyBKey),
    'SET #st = :talking, negotiationId = :n, updateTime = :now',
    { ':talking': 'TALKING', ':n': negotiationId, ':now': now, ':id': request.id },
    'requestId = :id',
    { '#st': 'status' },
  );

/** The engagement of a request that ended unanswered or declined (a new request may come): still this request's. */
export const engagementEnded = (request: Pick<RequestItem, 'id' | 'projectId' | 'partyBKey'>, now: number): Step =>
  update(engagementKey(request.projectId, request.partyBKey), 'SET #st = :ended, updateTime = :now', { ':ended': 'ENDED', ':now': now, ':id': request.id }, 'requestId = :id', { '#st': 'status' });

/** The engagement of a negotiation that ended (agreed, terminated or closed). */
export const engagementDone = (negotiation: Pick<NegotiationItem, 'projectId' | 'partyBKey'>, now: number): Step =>
  update(engagementKey(negotiation.projectId, negotiation.partyBKey), 'SET #st = :done, updateTime = :now', { ':done': 'DONE', ':now': now }, undefined, { '#st': 'status' });

// ---------------------------------------------------------------- negotiations

/** The negotiation's next item written over the one read: refused unless its state and version are still those. */
export const moveNegotiation = (read: Pick<NegotiationItem, 'state' | 'version'>, next: NegotiationItem): Step =>
  put({ ...next }, { expression: '#s = :s AND version = :v', values: { ':s': read.state, ':v': read.version }, names: { '#s': 'state' } });
