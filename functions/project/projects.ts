/**
 * Loading and writing projects, and what a viewer sees of one (docs/projects.md). The rules of each call are in
 * demands.ts, requests.ts and negotiations.ts; this module is what they share.
 */
import { actionsOf, stateLabel } from '../../shared/process/engine.js';
import { applicationProcess, invitationProcess, OPEN_PROJECT_STATES, projectProcess, type ProjectActor } from '../../shared/process/project.js';
import { projectRegistry } from '../../shared/process/registries.js';
import type { ProjectDetail, ProjectRelation } from '../../shared/schemas/project.js';
import type { TokenClaims } from '../lib/auth/token.js';
import { fail } from '../lib/errors.js';
import { mustDecide, timerWrites } from '../lib/process/run.js';
import { keyOfParty, withProjectKeys, type PartyRef, type ProjectItem } from './model.js';
import { partyOf, partyProfiles, standingIn, type Standing } from './parties.js';
import { commit, getBook, getCounts, getEngagement, getNegotiation, getProject, putProject, type Step } from './store.js';
import { projectCard } from './views.js';

export const ownerOf = (item: Pick<ProjectItem, 'publisherType' | 'publisherId'>): PartyRef => ({ type: item.publisherType, id: item.publisherId });

export const isOpen = (item: Pick<ProjectItem, 'state'>): boolean => OPEN_PROJECT_STATES.includes(item.state);

/** Whether anyone (visitors too) may see the project: an open public demand. */
export const isPublic = (item: ProjectItem): boolean => isOpen(item) && item.visibility === 'PUBLIC';

export interface Loaded {
  item: ProjectItem;
  standing: Standing;
  roles: ProjectActor[];
}

/**
 * A project for party A's call: 404 when there is none (or the caller may not know it exists), 403 for a stranger who
 * can see it, NOT_PROJECT_LEADER for staff; a deleted one is refused by the process (101011).
 */
export const loadForPartyA = async (claims: TokenClaims, projectId: string, { staffMayRead = false } = {}): Promise<Loaded> => {
  const item = await getProject(projectId);
  if (!item) throw fail('PROJECT_NOT_FOUND');
  const standing = await standingIn(claims, ownerOf(item));
  if (standing === 'none') throw fail(isPublic(item) ? 'FORBIDDEN' : 'PROJECT_NOT_FOUND');
  if (standing === 'staff' && !staffMayRead) throw fail('NOT_PROJECT_LEADER');
  return { item, standing, roles: standing === 'lead' ? ['partyA'] : [] };
};

/**
 * Writes the project's next revision (rev + 1, conditional on the one read), its timers for a change of state, and
 * the caller's other steps, in one transaction.
 */
export const writeProject = async (previous: ProjectItem | undefined, next: Omit<ProjectItem, 'pk' | 'sk' | 'rev'>, steps: Step[] = []): Promise<ProjectItem> => {
  const { item, writes } = projectWrites(previous, next);
  await commit([...writes, ...steps]);
  return item;
};

/** The writes of a project's next revision and of its timers (for a transaction the caller builds, such as a posting's). */
export const projectWrites = (previous: ProjectItem | undefined, next: Omit<ProjectItem, 'pk' | 'sk' | 'rev'>): { item: ProjectItem; writes: Step[] } => {
  const now = next.updateTime;
  const item = withProjectKeys({ ...next, rev: (previous?.rev ?? 0) + 1 } as ProjectItem);
  const timers = timerWrites(projectRegistry.of('project', item), { pk: item.pk, id: item.projectId, attributes: item as unknown as Record<string, unknown> }, previous?.state, item.state, now);
  // A deadline moved while the project waits for it: the close timer moves with it.
  if (previous && previous.state === item.state && previous.applyDeadline !== item.applyDeadline) {
    timers.push(...timerWrites(projectRegistry.of('project', item), { pk: item.pk, id: item.projectId, attributes: item as unknown as Record<string, unknown> }, undefined, item.state, now));
  }
  return { item, writes: [putProject(item, previous?.rev), ...timers.map((t) => ({ item: t }))] };
};

/** How the viewer stands to a project, with their roles on it. */
export const relationTo = async (claims: TokenClaims | undefined, item: ProjectItem): Promise<{ relation: ProjectRelation; standing: Standing }> => {
  const standing = await standingIn(claims, ownerOf(item));
  if (standing === 'lead') return { relation: 'partyA', standing };
  if (standing === 'staff') return { relation: 'partyAStaff', standing };
  return { relation: 'none', standing };
};

/** The whole of a project for one viewer: what they may see of it and do with it. */
export const projectDetail = async (claims: TokenClaims | undefined, item: ProjectItem, known?: { relation: ProjectRelation }): Promise<ProjectDetail> => {
  const { relation: ownRelation } = known ?? (await relationTo(claims, item));
  const viewerParty = claims ? partyOf(claims) : undefined;
  const engagementWanted = ownRelation === 'none' && viewerParty?.id;
  const [book, counts, profiles, engagement] = await Promise.all([
    getBook(item.projectId),
    getCounts(item.projectId),
    partyProfiles([ownerOf(item)]),
    engagementWanted ? getEngagement(item.projectId, keyOfParty(viewerParty)) : undefined,
  ]);
  // Party B while its request waits or its negotiation runs or ran; a request that ended unanswered gives nothing.
  const relation: ProjectRelation = ownRelation === 'none' && engagement && engagement.status !== 'ENDED' ? 'partyB' : ownRelation;
  const isA = ownRelation === 'partyA';
  const partyAView = ownRelation === 'partyA' || ownRelation === 'partyAStaff';
  let canApply: ProjectDetail['canApply'];
  if (!partyAView) {
    const reason = !isOpen(item)
      ? '该项目已不在发布中'
      : item.applyDeadline !== undefined && item.applyDeadline <= Date.now()
        ? '申请已截止'
        : viewerParty && !item.applicantTypes?.includes(viewerParty.type)
          ? '该项目不接受您当前账号类型的申请'
          : engagement && engagement.status !== 'ENDED'
            ? '您已申请或已被邀请洽谈该项目'
            : undefined;
    canApply = reason ? { ok: false, reason } : { ok: true };
  }
  // A negotiation that ended in agreement is party B's project now: said as the project stands (已达成合作, 合作中, 已完成).
  const agreed = engagement?.status === 'DONE' && engagement.negotiationId ? (await getNegotiation(engagement.negotiationId))?.state === 'AGREED' : false;
  const engagementView =
    engagement &&
    (() => {
      const process = engagement.kind === 'INVITE' ? invitationProcess : applicationProcess;
      const done = agreed ? stateLabel(projectProcess, item.state) : '洽谈已结束';
      return {
        requestId: engagement.requestId,
        kind: engagement.kind,
        state: engagement.status,
        stateLabel: engagement.status === 'TALKING' ? '洽谈中' : engagement.status === 'DONE' ? done : engagement.status === 'ENDED' ? stateLabel(process as typeof invitationProcess, 'CLOSED') : stateLabel(process as typeof invitationProcess, 'PENDING'),
        ...(engagement.negotiationId ? { negotiationId: engagement.negotiationId } : {}),
      };
    })();
  return {
    ...projectCard(item, profiles),
    phases: item.phases ?? [],
    attachments: item.attachments ?? [],
    bookHtml: book,
    createTime: item.createTime,
    browseNum: counts.browseNum ?? 0,
    ...(partyAView ? { applyCount: counts.applyCount ?? 0, inviteCount: counts.inviteCount ?? 0, negotiatingCount: Math.max(0, counts.talking ?? 0) } : {}),
    relation,
    actions: isA ? actionsOf(projectRegistry.of('project', item), { state: item.state, roles: ['partyA'] }) : [],
    ...(engagementView ? { engagement: engagementView } : {}),
    ...(canApply ? { canApply } : {}),
  };
};

/**
 * The project follows its negotiations (`startNegotiating`, `negotiationsEnded`): after a negotiation opened or ended,
 * a released project with one running becomes 洽谈中 and one with none running goes back to 已发布. Read again and
 * retried on a concurrent change; converges whatever order the changes commit in.
 */
export const followNegotiations = async (projectId: string): Promise<void> => {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const [item, counts] = await Promise.all([getProject(projectId), getCounts(projectId, true)]);
    if (!item) return;
    const talking = (counts.talking ?? 0) > 0;
    const name = talking && item.state === 'RELEASED' ? 'startNegotiating' : !talking && item.state === 'NEGOTIATING' ? 'negotiationsEnded' : undefined;
    if (!name) return;
    const transition = mustDecide(projectRegistry.of('project', item), name, { state: item.state, roles: ['platform'] });
    try {
      await writeProject(item, { ...item, state: transition.to ?? item.state, updateTime: Date.now() });
      return;
    } catch (error) {
      if ((error as { code?: number }).code !== 100002) throw error;
    }
  }
};
