/**
 * Invitations and applications (docs/projects.md "Invitations and applications"): party A invites a person, team or
 * company to negotiate one of its released projects; party B applies with a note (99 per project at most). One live
 * request per project and party B (its engagement item); the receiver accepts — which opens the negotiation — or
 * declines; the sender may cancel; an invitation unanswered for 7 days expires (a late answer gets 102010).
 */
import type { z } from 'zod';
import { decide, transitionOf } from '../../shared/process/engine.js';
import type { ProjectActor } from '../../shared/process/project.js';
import { projectRegistry } from '../../shared/process/registries.js';
import { PROJECT_INVITE_DAYS, PROJECT_LIMITS } from '../../shared/limits.js';
import type { applyInput, InvitableProject, InviteCandidate, inviteInput, inviteListInput, InviteOutcome, RequestCard, requestActionInput, requestsInput } from '../../shared/schemas/project.js';
import { getMember, getOrg, getPerson, getPersonByPhone, getPersonByUserNo, orgByName } from '../account/public.js';
import type { TokenClaims } from '../lib/auth/token.js';
import { fail, fieldError, type AppError } from '../lib/errors.js';
import { newId } from '../lib/ids.js';
import { mustDecide, timerWrites } from '../lib/process/run.js';
import { requireRate } from '../lib/store/rate.js';
import { settle, tell, type BacklogInput } from './events.js';
import { partyList, projectKey, requestKey } from './keys.js';
import { engagementItem, keyOfParty, requestIndexKeys, type PartyRef, type ProjectItem, type RequestItem } from './model.js';
import { requestProcessOf } from './request-process.js';
import { openingWrites } from './negotiations.js';
import { actingParty, partyProfiles, standingIn, unnamedInvitees, viewingParty } from './parties.js';
import { followNegotiations, isOpen, ownerOf } from './projects.js';
import { answerPending, engagementEnded, engagementTalking, newEngagement, projectStillOpen, putNew, setPendingMessage } from './request-store.js';
import { commit, countRequest, engagementsWith, getEngagements, getProject, getProjects, getRequest, pageOf, type Step } from './store.js';
import { pageAnswer, requestCard } from './views.js';

const DAY = 86_400_000;
const detailsLink = (r: Pick<RequestItem, 'kind' | 'id'>) => `${r.kind === 'INVITE' ? '/invite/details' : '/apply/details'}?id=${r.id}`;

/** A new request's writes: the request, party B's engagement (none live), the project's counter under its cap. */
const newRequestWrites = (request: RequestItem, project: ProjectItem): Step[] => {
  const cap = request.kind === 'APPLY' ? countRequest(project.projectId, 'applyCount', PROJECT_LIMITS.applications, () => fail('APPLICATIONS_FULL')) : countRequest(project.projectId, 'inviteCount', PROJECT_LIMITS.invitations, () => fail('INVITATIONS_FULL'));
  return [
    putNew({ ...request }),
    newEngagement(
      { ...engagementItem({ projectId: project.projectId, partyKey: request.partyBKey, requestId: request.id, kind: request.kind, status: 'PENDING', updateTime: request.createTime }) },
      (): AppError => fail('ALREADY_ENGAGED'),
    ),
    cap,
    projectStillOpen(project.projectId),
    ...timerWrites(requestProcessOf(request), { pk: request.pk, id: request.id, attributes: request as unknown as Record<string, unknown> }, undefined, request.state, request.createTime).map((t) => ({ item: t })),
  ];
};

/** A new request of `kind`, PENDING, sent by `sentBy` for its side at `now` (an invitation expires 7 days later). */
export const buildRequest = (kind: RequestItem['kind'], project: ProjectItem, partyB: PartyRef, sentBy: string, message: string, now: number): RequestItem => {
  const id = newId();
  const partyA = ownerOf(project);
  const base = { id, kind, ...projectRegistry.start(kind === 'INVITE' ? 'invitation' : 'application'), partyAKey: keyOfParty(partyA), partyBKey: keyOfParty(partyB), createTime: now };
  return {
    ...requestKey(id),
    ...base,
    projectId: project.projectId,
    projectName: project.name,
    partyA,
    partyB,
    message,
    sentBy,
    updateTime: now,
    ...(kind === 'INVITE' ? { expireTime: now + PROJECT_INVITE_DAYS * DAY } : {}),
    ...requestIndexKeys(base),
  };
};

/**
 * What the parties of a request are told (their backlog entries: functions/project/events.ts), one definition for the
 * calls below and the tests' state builders (test/support/states).
 */
export const requestBacklog = {
  /** To the receiver of a new invitation or application: waiting for its answer. */
  received: (request: Pick<RequestItem, 'kind' | 'id' | 'projectId' | 'projectName'>, message: string): BacklogInput =>
    request.kind === 'APPLY'
      ? { type: 'APPLICATION', title: `收到洽谈申请：${request.projectName}`, content: message || '对方申请洽谈该项目', link: detailsLink(request), projectId: request.projectId, aboutId: request.id, todo: true }
      : { type: 'INVITATION', title: `收到洽谈邀请：${request.projectName}`, content: message || '对方邀请您洽谈该项目', link: detailsLink(request), projectId: request.projectId, aboutId: request.id, todo: true },
  /** To the side that did not accept: the negotiation is open (waiting for party B, who confirms the terms first). */
  opened: (request: Pick<RequestItem, 'projectId' | 'projectName'>, negotiationId: string, toPartyB: boolean): BacklogInput => ({
    type: 'NEGOTIATION_OPENED',
    title: `洽谈已开始：${request.projectName}`,
    content: '对方已同意洽谈，请查看并确认条款',
    link: `/negotiate/details?id=${negotiationId}`,
    projectId: request.projectId,
    aboutId: negotiationId,
    todo: toPartyB,
  }),
  /** To the other side of a decline or a cancellation (`label`: the transition's). */
  answered: (request: Pick<RequestItem, 'kind' | 'id' | 'projectId' | 'projectName'>, label: string, reason?: string): BacklogInput => ({
    type: 'REQUEST_ANSWERED',
    title: `${request.kind === 'INVITE' ? '邀请' : '申请'}${label}：${request.projectName}`,
    content: reason ?? '',
    link: detailsLink(request),
    projectId: request.projectId,
    todo: false,
  }),
  /** To party A: its invitation went unanswered. */
  expired: (request: Pick<RequestItem, 'kind' | 'id' | 'projectId' | 'projectName'>): BacklogInput => ({
    type: 'REQUEST_ANSWERED',
    title: `邀请已失效：${request.projectName}`,
    content: `对方${PROJECT_INVITE_DAYS}天内未回复`,
    link: detailsLink(request),
    projectId: request.projectId,
    todo: false,
  }),
};

/** A request answered at `now` (accepted, declined or cancelled): off the receiver's pending list. */
export const answeredRequest = (request: RequestItem, to: RequestItem['state'], now: number, reason?: string): RequestItem => {
  const next: RequestItem = { ...request, state: to, updateTime: now, answerTime: now, ...(reason ? { reason } : {}) };
  delete next.gsi3pk;
  delete next.gsi3sk;
  return next;
};

/**
 * Whether the person is one of a party's people: the person themself, or an active member of the team or company. A
 * person may not apply to, or invite, a side they are part of (their team applying to their own demand).
 */
const sharesPeople = async (userId: string, party: PartyRef): Promise<boolean> =>
  party.type === 'PERSONAGE' ? party.id === userId : (await getMember(party.id, userId))?.status === 'ACTIVE';

/** Why a project does not take this party B now (undefined: it does). */
const refusalFor = (project: ProjectItem, partyB: PartyRef, now: number): AppError | undefined => {
  if (keyOfParty(partyB) === project.ownerKey) return fail('OWN_PROJECT');
  if (!isOpen(project)) return fail('PROJECT_NOT_OPEN');
  if (project.applyDeadline !== undefined && project.applyDeadline <= now) return fail('PROJECT_NOT_OPEN', '该项目已截止申请');
  if (!project.applicantTypes?.includes(partyB.type)) return fail('APPLICANT_TYPE_REFUSED');
  return undefined;
};

export const apply = async (claims: TokenClaims, input: z.output<typeof applyInput>): Promise<{ id: string }> => {
  const partyB = await actingParty(claims);
  const project = await getProject(input.projectId);
  // Only an open public demand is anyone's to apply to; of any other a stranger learns nothing.
  if (!project || !isOpen(project) || project.visibility !== 'PUBLIC') throw fail('PROJECT_NOT_FOUND');
  const now = Date.now();
  if (await sharesPeople(claims.userId, ownerOf(project))) throw fail('OWN_PROJECT');
  const refusal = refusalFor(project, partyB, now);
  if (refusal) throw refusal;
  const request = buildRequest('APPLY', project, partyB, claims.userId, input.message, now);
  await commit(newRequestWrites(request, project));
  await tell([
    {
      party: ownerOf(project),
      event: 'request',
      projectId: project.projectId,
      id: request.id,
      backlog: requestBacklog.received(request, input.message),
    },
    { party: partyB, event: 'request', projectId: project.projectId, id: request.id },
  ]);
  return { id: request.id };
};

/** The invitee of an invitation, as a party, if it exists and is active. */
const inviteeOf = async (type: PartyRef['type'], id: string): Promise<PartyRef> => {
  if (type === 'PERSONAGE') {
    const person = await getPerson(id);
    if (!person || person.status !== 'NORMAL') throw fail('INVITEE_NOT_FOUND');
  } else {
    const org = await getOrg(id);
    if (!org || org.type !== type || org.status !== 'ACTIVE') throw fail('INVITEE_NOT_FOUND');
  }
  return { type, id };
};

export const invite = async (claims: TokenClaims, input: z.output<typeof inviteInput>): Promise<InviteOutcome> => {
  const partyA = await actingParty(claims);
  const partyB = await inviteeOf(input.inviteeType, input.inviteeId);
  if (keyOfParty(partyA) === keyOfParty(partyB) || (await sharesPeople(claims.userId, partyB))) throw fail('OWN_PROJECT');
  const projects = new Map((await getProjects(input.projectIds)).map((p) => [p.projectId, p]));
  // Naming a project that is not the caller's side's (or does not exist) refuses the whole call: nothing is sent.
  const ids = [...new Set(input.projectIds)];
  const notOurs = (projectId: string) => {
    const project = projects.get(projectId);
    return !project || project.ownerKey !== keyOfParty(partyA) || project.state === 'DELETED';
  };
  if (ids.some(notOurs)) throw fail('PROJECT_NOT_FOUND');
  const outcome: InviteOutcome = { sent: [], skipped: [] };
  const now = Date.now();
  for (const projectId of ids) {
    const project = projects.get(projectId) as ProjectItem;
    const refusal = refusalFor(project, partyB, now);
    if (refusal) {
      outcome.skipped.push({ projectId, msg: refusal.message });
      continue;
    }
    const request = buildRequest('INVITE', project, partyB, claims.userId, input.message, now);
    try {
      await commit(newRequestWrites(request, project));
      outcome.sent.push({ projectId, id: request.id });
      await tell([
        {
          party: partyB,
          event: 'request',
          projectId,
          id: request.id,
          backlog: requestBacklog.received(request, input.message),
        },
        { party: partyA, event: 'request', projectId, id: request.id },
      ]);
    } catch (error) {
      outcome.skipped.push({ projectId, msg: (error as Error).message });
    }
  }
  return outcome;
};

/** The roles of the caller on a request (404 when the caller is neither side). */
const rolesOn = async (claims: TokenClaims, request: RequestItem, { act }: { act: boolean }): Promise<{ roles: ProjectActor[]; side: 'partyA' | 'partyB' }> => {
  const [a, b] = await Promise.all([standingIn(claims, request.partyA), standingIn(claims, request.partyB)]);
  if (a === 'none' && b === 'none') throw fail('REQUEST_NOT_FOUND');
  const roles: ProjectActor[] = [...(a === 'lead' ? (['partyA'] as const) : []), ...(b === 'lead' ? (['partyB'] as const) : [])];
  if (act && roles.length === 0) throw fail('NOT_PROJECT_LEADER');
  return { roles, side: a !== 'none' ? 'partyA' : 'partyB' };
};

const cardOf = async (request: RequestItem, viewer: { roles: ProjectActor[]; side: 'partyA' | 'partyB' }, project?: ProjectItem): Promise<RequestCard> => {
  const unnamed = unnamedInvitees([request], () => viewer.side === 'partyA');
  const [profiles, found] = await Promise.all([partyProfiles([request.partyA, request.partyB], unnamed), project ? project : getProject(request.projectId, false)]);
  return requestCard(request, profiles, viewer, { projectState: found?.state ?? 'DELETED', budget: found?.budget ?? 0, applyDeadline: found?.applyDeadline });
};

export const requestInfo = async (claims: TokenClaims, id: string): Promise<RequestCard> => {
  const request = await getRequest(id);
  if (!request) throw fail('REQUEST_NOT_FOUND');
  return cardOf(request, await rolesOn(claims, request, { act: false }));
};

export const answerRequest = async (claims: TokenClaims, input: z.output<typeof requestActionInput>): Promise<RequestCard> => {
  const request = await getRequest(input.id);
  if (!request) throw fail('REQUEST_NOT_FOUND');
  const viewer = await rolesOn(claims, request, { act: true });
  const { roles } = viewer;
  const process = requestProcessOf(request);
  const transitionDef = transitionOf(process, input.action);
  if (!transitionDef || transitionDef.actors.every((a) => a === 'platform')) throw fieldError('action', '操作不正确');
  const now = Date.now();
  const project = await getProject(request.projectId);
  const transition = mustDecide(process, input.action, {
    state: request.state as never,
    roles,
    holds: (guard) => (guard === 'notExpired' ? (request.expireTime ?? Infinity) > now : guard === 'projectOpen' ? Boolean(project && isOpen(project)) : true),
  });
  const to = transition.to as RequestItem['state'];
  const next = answeredRequest(request, to, now, input.reason);
  const steps: Step[] = [
    answerPending(next),
    ...timerWrites(process, { pk: request.pk, id: request.id, attributes: {} }, 'PENDING', to as never, now).map((t) => ({ item: t })),
  ];
  let negotiationId: string | undefined;
  if (to === 'ACCEPTED' && project) {
    negotiationId = newId();
    next.negotiationId = negotiationId;
    (steps[0]!.item.Put as { Item: Record<string, unknown> }).Item.negotiationId = negotiationId;
    const opening = openingWrites(project, request, negotiationId, claims.userId, now);
    steps.push(
      engagementTalking(request, negotiationId, now),
      ...opening.steps,
      projectStillOpen(project.projectId),
    );
  } else {
    steps.push(engagementEnded(request, now));
  }
  await commit(steps);
  if (negotiationId) await followNegotiations(request.projectId);
  const receiver = request.kind === 'INVITE' ? request.partyB : request.partyA;
  const sender = request.kind === 'INVITE' ? request.partyA : request.partyB;
  await settle(receiver, request.id);
  const actorSide = roles.includes('partyA') ? request.partyA : request.partyB;
  const told = keyOfParty(actorSide) === keyOfParty(sender) ? receiver : sender;
  const label = transition.label;
  await tell([
    {
      party: told,
      event: negotiationId ? 'negotiation' : 'request',
      projectId: request.projectId,
      id: negotiationId ?? request.id,
      backlog: negotiationId ? requestBacklog.opened(request, negotiationId, told === request.partyB) : requestBacklog.answered(request, label, input.reason),
    },
    { party: actorSide, event: 'request', projectId: request.projectId, id: request.id },
  ]);
  return cardOf(next, viewer, project);
};

/** The invitation timer (`expire`): fired by the sweeper; a request answered meanwhile is left alone. */
export const expireInvitation = async (id: string): Promise<void> => {
  const request = await getRequest(id);
  if (!request || request.kind !== 'INVITE' || !decide(requestProcessOf(request), 'expire', { state: request.state as never, roles: ['platform'] }).ok) return;
  const now = Date.now();
  const next = { ...request, state: 'EXPIRED' as const, updateTime: now };
  delete next.gsi3pk;
  delete next.gsi3sk;
  try {
    await commit([
      answerPending(next),
      engagementEnded(request, now),
    ]);
  } catch {
    return;
  }
  await settle(request.partyB, request.id);
  await tell([
    { party: request.partyB, event: 'request', projectId: request.projectId, id: request.id },
    { party: request.partyA, event: 'request', projectId: request.projectId, id: request.id, backlog: requestBacklog.expired(request) },
  ]);
};

export const leaveMessage = async (claims: TokenClaims, id: string, message: string): Promise<void> => {
  const request = await getRequest(id);
  if (!request || request.kind !== 'INVITE') throw fail('REQUEST_NOT_FOUND');
  const { roles } = await rolesOn(claims, request, { act: true });
  if (!roles.includes('partyA')) throw fail('PROCESS_WRONG_ACTOR');
  if (request.state !== 'PENDING') throw fail('PROCESS_WRONG_STATE');
  await commit([setPendingMessage(id, message, Date.now())]);
};

/** The project center's four request tabs. */
export const requests = async (claims: TokenClaims, input: z.output<typeof requestsInput>) => {
  const party = await viewingParty(claims);
  const key = keyOfParty(party);
  const [index, list, kind] = {
    'send-invite': ['gsi1', 'SENT', 'INVITE'],
    'receive-invite': ['gsi2', 'RECV', 'INVITE'],
    'send-apply': ['gsi1', 'SENT', 'APPLY'],
    'receive-apply': ['gsi2', 'RECV', 'APPLY'],
  }[input.box] as ['gsi1' | 'gsi2', 'SENT' | 'RECV', string];
  const page = await pageOf<RequestItem>(index, partyList(key, list), `${kind}#`, input.current, input.size);
  const lead = (await standingIn(claims, party)) === 'lead';
  const unnamed = unnamedInvitees(page.items, (r) => r.partyAKey === key);
  const [profiles, projects] = await Promise.all([partyProfiles(page.items.flatMap((r) => [r.partyA, r.partyB]), unnamed), getProjects(page.items.map((r) => r.projectId))]);
  const byId = new Map(projects.map((p) => [p.projectId, p]));
  const records = page.items.map((r) => {
    const side = r.partyAKey === key ? 'partyA' : 'partyB';
    const p = byId.get(r.projectId);
    return requestCard(r, profiles, { roles: lead ? [side] : [], side }, { projectState: p?.state ?? 'DELETED', budget: p?.budget ?? 0, applyDeadline: p?.applyDeadline });
  });
  return pageAnswer(records, page.total, input.current, input.size);
};

/** People, teams and companies party A may invite: an exact 8-digit number, phone or organisation name. */
export const inviteCandidates = async (claims: TokenClaims, input: z.output<typeof inviteListInput>): Promise<InviteCandidate[]> => {
  const own = await actingParty(claims);
  // Engagement is only told about the caller's own project; anyone else's is not known to exist.
  if (input.projectId) {
    const project = await getProject(input.projectId, false);
    if (!project || project.ownerKey !== keyOfParty(own) || project.state === 'DELETED') throw fail('PROJECT_NOT_FOUND');
  }
  // Each answer tells whether a number, phone or name exists: counted first, as add-staff is.
  await requireRate('inviteLookup', claims.userId);
  const keyword = input.keyword.trim();
  const found: PartyRef[] = [];
  const person = /^\d{8}$/.test(keyword) ? await getPersonByUserNo(keyword) : /^1\d{10}$/.test(keyword) ? await getPersonByPhone(keyword) : undefined;
  if (person && person.status === 'NORMAL' && (!input.type || input.type === 'PERSONAGE')) found.push({ type: 'PERSONAGE', id: person.userId });
  for (const type of ['TEAM', 'COMPANY'] as const) {
    if (input.type && input.type !== type) continue;
    const org = await orgByName(type, keyword);
    if (org && org.status === 'ACTIVE') found.push({ type, id: org.orgId });
  }
  const others = found.filter((p) => keyOfParty(p) !== keyOfParty(own));
  const [profiles, engaged] = await Promise.all([
    // A person is shown as to any stranger (林先生): found by number or phone, named by neither (docs/SECURITY.md).
    partyProfiles(others, new Set(others.filter((p) => p.type === 'PERSONAGE').map(keyOfParty))),
    input.projectId ? getEngagements(input.projectId, others.map(keyOfParty)) : Promise.resolve([]),
  ]);
  const live = new Set(engaged.filter((e) => e.status !== 'ENDED').map((e) => e.partyKey));
  return others.map((p) => {
    const profile = profiles.get(keyOfParty(p)) ?? { type: p.type, id: p.id, name: '' };
    return { ...profile, ...(p.type === 'PERSONAGE' && person ? { userNo: person.userNo } : {}), engaged: live.has(keyOfParty(p)) };
  });
};

/** Party A's open projects, each with whether this invitee is already engaged with it. */
export const invitableProjects = async (claims: TokenClaims, inviteeType: PartyRef['type'], inviteeId: string): Promise<InvitableProject[]> => {
  const own = await actingParty(claims);
  const page = await pageOf<ProjectItem>('gsi1', partyList(keyOfParty(own), 'PROJ'), 'OPEN#', 1, 100);
  const inviteeKey = keyOfParty({ type: inviteeType, id: inviteeId });
  const engaged = new Set((await engagementsWith(page.items.map((p) => p.projectId), inviteeKey)).filter((e) => e.status !== 'ENDED').map((e) => e.pk));
  return page.items
    .filter((p) => p.applicantTypes?.includes(inviteeType))
    .map((p) => ({
      projectId: p.projectId,
      name: p.name,
      budget: p.budget ?? 0,
      ...(p.applyDeadline ? { applyDeadline: p.applyDeadline } : {}),
      engaged: engaged.has(projectKey(p.projectId).pk),
    }));
};

