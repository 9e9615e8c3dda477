/**
 * The project domain's items as stored (docs/data-model.md "Projects") and the index keys each carries, built in one
 * place so that every write of an item lists it where it belongs.
 */
import type { AccountType } from '../../shared/domains.js';
import type { ApplicationState, InvitationState, NegotiationState, ProjectState } from '../../shared/process/project.js';
import type { Versioned } from '../../shared/process/registry.js';
import type { BacklogType, EscrowPlan, ProjectAttachment, ProjectBucket, ProjectPhase, RequestKind, Terms, Visibility } from '../../shared/schemas/project.js';
import { kindKeys } from '../lib/search/listing-store.js';
import { engagementKey, partyKeyOf, partyList, projectKey, timeKey } from './keys.js';
import type { ProjectSearchItem } from './search.js';

export interface PartyRef {
  type: AccountType;
  id: string;
}

export const keyOfParty = (party: PartyRef): string => partyKeyOf(party.type, party.id);

export interface ProjectItem extends ProjectSearchItem, Versioned {
  state: ProjectState;
  visibility: Visibility;
  districtCode?: string;
  phases: ProjectPhase[];
  attachments: ProjectAttachment[];
  /** `<TYPE>:<id>` of party A. */
  ownerKey: string;
  createdBy: string;
  createTime: number;
  updateTime: number;
  /** Set once the project was first released (the platform's project count moves then only). */
  everReleased?: boolean;
  gsi1pk?: string;
  gsi1sk?: string;
}

export interface CountsItem {
  applyCount: number;
  inviteCount: number;
  /** Negotiations running now. */
  talking: number;
  browseNum: number;
}

/** Which list of the owner's projects a state belongs to (an agreed project stays 已达成合作 through its cooperation, terminated or not). */
export const bucketOf = (state: ProjectState): Exclude<ProjectBucket, 'ALL'> | undefined =>
  state === 'DRAFT' ? 'DRAFT' : state === 'RELEASED' || state === 'NEGOTIATING' ? 'OPEN' : state === 'AGREED' || state === 'COOPERATING' || state === 'COMPLETED' || state === 'TERMINATED' ? 'AGREED' : state === 'DELETED' ? undefined : 'ENDED';

/** A project's item with its index keys for its state (a deleted project leaves every list). */
export const withProjectKeys = (item: Omit<ProjectItem, 'pk' | 'sk' | 'gsi1pk' | 'gsi1sk'>): ProjectItem => {
  const bucket = bucketOf(item.state);
  const { gsi1pk: _a, gsi1sk: _b, ...rest } = item as ProjectItem;
  return {
    ...rest,
    ...projectKey(item.projectId),
    ...kindKeys('project', projectKey(item.projectId).pk),
    ...(bucket ? { gsi1pk: partyList(item.ownerKey, 'PROJ'), gsi1sk: `${bucket}#${timeKey(item.updateTime)}#${item.projectId}` } : {}),
  };
};

/** Party B's engagement with one project: at most one live invitation or application, then its negotiation. */
export interface EngagementItem {
  pk: string;
  sk: string;
  partyKey: string;
  requestId: string;
  kind: RequestKind;
  /** PENDING: a request waits; TALKING: a negotiation runs; ENDED: the request ended unanswered or declined (a new one may be sent); DONE: its negotiation ended. */
  status: 'PENDING' | 'TALKING' | 'ENDED' | 'DONE';
  negotiationId?: string;
  updateTime: number;
}

/** Party B's engagement item, as a request opens it and its answers and negotiation move it (`status`, `negotiationId`). */
export const engagementItem = (e: Omit<EngagementItem, 'pk' | 'sk'> & { projectId: string }): EngagementItem => {
  const { projectId, ...fields } = e;
  return { ...engagementKey(projectId, e.partyKey), ...fields };
};

export interface RequestItem extends Versioned {
  pk: string;
  sk: string;
  id: string;
  kind: RequestKind;
  state: InvitationState | ApplicationState;
  projectId: string;
  projectName: string;
  partyA: PartyRef;
  partyB: PartyRef;
  partyAKey: string;
  partyBKey: string;
  message: string;
  reason?: string;
  /** The person who sent it. */
  sentBy: string;
  createTime: number;
  updateTime: number;
  expireTime?: number;
  answerTime?: number;
  negotiationId?: string;
  gsi1pk: string;
  gsi1sk: string;
  gsi2pk: string;
  gsi2sk: string;
  gsi3pk?: string;
  gsi3sk?: string;
}

/** A request's index keys: the sender's list, the receiver's list, and the receiver's pending list while it waits. */
export const requestIndexKeys = (r: Pick<RequestItem, 'id' | 'kind' | 'state' | 'partyAKey' | 'partyBKey' | 'createTime'>) => {
  const sender = r.kind === 'INVITE' ? r.partyAKey : r.partyBKey;
  const receiver = r.kind === 'INVITE' ? r.partyBKey : r.partyAKey;
  const sk = `${r.kind}#${timeKey(r.createTime)}#${r.id}`;
  return {
    gsi1pk: partyList(sender, 'SENT'),
    gsi1sk: sk,
    gsi2pk: partyList(receiver, 'RECV'),
    gsi2sk: sk,
    ...(r.state === 'PENDING' ? { gsi3pk: partyList(receiver, 'PENDING'), gsi3sk: sk } : {}),
  };
};

export interface NegotiationItem extends Versioned {
  pk: string;
  sk: string;
  id: string;
  state: NegotiationState;
  projectId: string;
  projectName: string;
  requestId: string;
  partyA: PartyRef;
  partyB: PartyRef;
  partyAKey: string;
  partyBKey: string;
  /** The current version of the terms, and its total (fen). */
  version: number;
  total: number;
  proposedBy: 'partyA' | 'partyB';
  fee: number;
  /** The people who spoke for each side (who applied or invited, who accepted): the agreed project's card goes between them. */
  contactA: string;
  contactB: string;
  feePaid?: boolean;
  payTime?: number;
  /** When the fee is waited for (CONFIRMED): the day it ends unpaid. */
  feeDue?: number;
  reason?: string;
  terminatedBy?: 'partyA' | 'partyB' | 'platform';
  createTime: number;
  updateTime: number;
  gsi1pk: string;
  gsi1sk: string;
  gsi2pk: string;
  gsi2sk: string;
}

export const negotiationTabOf = (state: NegotiationState): 'negotiate' | 'terminated' | 'agreed' =>
  state === 'AGREED' ? 'agreed' : state === 'TERMINATED' || state === 'CLOSED' ? 'terminated' : 'negotiate';

/** A negotiation's index keys: party A's list (gsi1) and party B's (gsi2), by tab, latest change first. */
export const negotiationIndexKeys = (n: Pick<NegotiationItem, 'id' | 'state' | 'partyAKey' | 'partyBKey' | 'updateTime'>) => {
  const sk = `${negotiationTabOf(n.state)}#${timeKey(n.updateTime)}#${n.id}`;
  return { gsi1pk: partyList(n.partyAKey, 'NEGO'), gsi1sk: sk, gsi2pk: partyList(n.partyBKey, 'NEGO'), gsi2sk: sk };
};

export interface TermsItem {
  pk: string;
  sk: string;
  version: number;
  terms: Terms;
  total: number;
  proposedBy: 'partyA' | 'partyB';
  proposerId: string;
  proposerName: string;
  createTime: number;
}

export interface CustomCategoryItem {
  ownerKey: string;
  id: string;
  name: string;
  createTime: number;
  deleted?: boolean;
}

export interface BacklogRecord {
  ownerKey: string;
  id: string;
  type: BacklogType;
  title: string;
  content: string;
  link: string;
  projectId?: string;
  /** The object it is about (a request, a negotiation, an order): dealing with it closes the entry. */
  aboutId?: string;
  /** Only these people of the party see it (an order's entry: those who manage the unit's orders); absent: all. */
  audience?: string[];
  read: boolean;
  todo: boolean;
  hidden?: boolean;
  createTime: number;
  gsi1pk?: string;
  gsi1sk?: string;
  gsi3pk?: string;
  gsi3sk?: string;
}

export const phasesTotal = (phases: readonly ProjectPhase[]): number => phases.reduce((sum, p) => sum + p.amount, 0);

export type { EscrowPlan };
