/** What the project calls answer, built from the stored items (shared/schemas/project.ts). */
import { actionsOf, stateLabel } from '../../shared/process/engine.js';
import { regionLabel } from '../../shared/regions/index.js';
import type { ProjectActor } from '../../shared/process/project.js';
import { projectRegistry } from '../../shared/process/registries.js';
import type { NegotiationCard, ProjectCard, ProjectParty, RequestCard } from '../../shared/schemas/project.js';
import { keyOfParty, type NegotiationItem, type ProjectItem, type RequestItem } from './model.js';
import { requestProcessOf } from './request-process.js';

const unknownParty = (type: ProjectParty['type'], id: string): ProjectParty => ({ type, id, name: '' });

export const projectCard = (item: ProjectItem, publishers: Map<string, ProjectParty>): ProjectCard => ({
  projectId: item.projectId,
  name: item.name,
  state: item.state,
  stateLabel: stateLabel(projectRegistry.of('project', item), item.state),
  ...(item.categoryId ? { categoryId: item.categoryId } : {}),
  ...(item.categoryName ? { categoryName: item.categoryName } : {}),
  ...(item.provinceCode ? { provinceCode: item.provinceCode } : {}),
  ...(item.cityCode ? { cityCode: item.cityCode } : {}),
  ...(item.districtCode ? { districtCode: item.districtCode } : {}),
  ...(item.provinceCode ? { regionLabel: regionLabel(item.provinceCode, item.cityCode, item.districtCode) } : {}),
  budget: item.budget ?? 0,
  phaseCount: item.phases?.length ?? 0,
  ...(item.applyDeadline ? { applyDeadline: item.applyDeadline } : {}),
  ...(item.releaseTime ? { releaseTime: item.releaseTime } : {}),
  updateTime: item.updateTime,
  publisher: publishers.get(item.ownerKey) ?? unknownParty(item.publisherType, item.publisherId),
  applicantTypes: item.applicantTypes ?? [],
  visibility: item.visibility,
  summary: (item.summary ?? '').slice(0, 200),
});

/** The roles of a viewer on a request: party A and party B act by the process; anyone else has none. */
export const requestCard = (
  item: RequestItem,
  parties: Map<string, ProjectParty>,
  viewer: { roles: ProjectActor[]; side: 'partyA' | 'partyB' },
  extra: { projectState: string; budget: number; applyDeadline?: number },
  now = Date.now(),
): RequestCard => {
  const { roles } = viewer;
  const process = requestProcessOf(item);
  const state = item.state as never;
  const expired = item.kind === 'INVITE' && item.state === 'PENDING' && item.expireTime !== undefined && item.expireTime <= now;
  const shownState = expired ? 'EXPIRED' : item.state;
  return {
    id: item.id,
    kind: item.kind,
    state: shownState,
    stateLabel: stateLabel(process, shownState as never),
    project: { projectId: item.projectId, name: item.projectName, state: extra.projectState, budget: extra.budget, ...(extra.applyDeadline ? { applyDeadline: extra.applyDeadline } : {}) },
    partyA: parties.get(item.partyAKey) ?? unknownParty(item.partyA.type, item.partyA.id),
    partyB: parties.get(item.partyBKey) ?? unknownParty(item.partyB.type, item.partyB.id),
    message: item.message,
    ...(item.reason ? { reason: item.reason } : {}),
    createTime: item.createTime,
    ...(item.expireTime ? { expireTime: item.expireTime } : {}),
    ...(item.answerTime ? { answerTime: item.answerTime } : {}),
    ...(item.negotiationId ? { negotiationId: item.negotiationId } : {}),
    viewerSide: viewer.side,
    actions: expired ? [] : actionsOf(process, { state, roles }),
  };
};

export const negotiationCard = (item: NegotiationItem, parties: Map<string, ProjectParty>): NegotiationCard => ({
  id: item.id,
  state: item.state,
  stateLabel: stateLabel(projectRegistry.of('negotiation', item), item.state),
  project: { projectId: item.projectId, name: item.projectName },
  partyA: parties.get(item.partyAKey) ?? unknownParty(item.partyA.type, item.partyA.id),
  partyB: parties.get(item.partyBKey) ?? unknownParty(item.partyB.type, item.partyB.id),
  version: item.version,
  total: item.total,
  updateTime: item.updateTime,
  ...(item.reason ? { reason: item.reason } : {}),
});

export const pageAnswer = <T>(records: T[], total: number, current: number, size: number) => ({ records, total, pages: Math.ceil(total / size), current, size });

export { keyOfParty };
