/**
 * The cooperation's project group in the messenger (docs/cooperation.md "The project group"): who is in it, opening
 * it when the cooperation starts, and keeping it matching the cooperation's people. The group itself — its items,
 * its locks, its pushes — is the chat domain's (functions/chat/public.ts).
 */
import { ERRORS } from '../../../shared/errors.js';
import { AppError } from '../../lib/errors.js';
import { logger } from '../../lib/logger.js';
import { membersOf } from '../../account/public.js';
import { openProjectGroup } from '../../chat/public.js';
import type { PartyRef } from '../model.js';
import { commit } from '../store.js';
import type { CooperationItem } from './model.js';
import { getCooperation, groupIdStep, taskAssigneesOf } from './store.js';

/** Rounds of "sync, then read the people again" before leaving the rest to the next sync. */
const ROUNDS = 3;

/** A side's active people: the person alone, or the organisation's active members with their roles. */
const activeSide = async (party: PartyRef): Promise<{ active: Set<string>; leads: string[] }> => {
  if (party.type === 'PERSONAGE') return { active: new Set([party.id]), leads: [party.id] };
  const members = (await membersOf(party.id)).filter((m) => m.status === 'ACTIVE');
  return { active: new Set(members.map((m) => m.userId)), leads: members.filter((m) => m.role === 'ADMIN' || m.projectLeader === true).map((m) => m.userId) };
};

/**
 * The cooperation's people, sorted: party A's contact (the group's owner) and party A's administrator and project
 * leaders; party B's contact, administrator and project leaders, and the members its leader assigned a document
 * task to that is not stopped. Everyone but party A's contact only while an active member of their side (a person
 * who left the team or company leaves the group with the next sync). Reads: each organisation's members (one Query
 * each) and the tasks (one Query), at once.
 */
export const cooperationPeople = async (coop: Pick<CooperationItem, 'projectId' | 'partyA' | 'partyB' | 'contactA' | 'contactB'>): Promise<string[]> => {
  const [a, b, tasks] = await Promise.all([activeSide(coop.partyA), activeSide(coop.partyB), taskAssigneesOf(coop.projectId)]);
  const writers = tasks.filter((t) => t.state !== 'STOPPED' && b.active.has(t.assignee)).map((t) => t.assignee);
  const people = new Set([coop.contactA, ...a.leads, ...(b.active.has(coop.contactB) ? [coop.contactB] : []), ...b.leads, ...writers]);
  return [...people].sort();
};

const sameSet = (x: readonly string[], y: readonly string[]): boolean => x.length === y.length && x.every((u, i) => u === y[i]);

/** Records the group on the cooperation (conditional on its revision; read again when a move came first). */
const recordGroup = async (projectId: string, groupId: string): Promise<void> => {
  for (let attempt = 0; attempt < ROUNDS; attempt += 1) {
    const coop = await getCooperation(projectId);
    if (!coop || coop.groupId === groupId) return;
    try {
      await commit([groupIdStep(coop, groupId)]);
      return;
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== ERRORS.STALE_DATA.code) throw error;
    }
  }
  logger.warn('project group not recorded on its cooperation', { projectId, groupId });
};

/**
 * Opens the cooperation's group if it has none, and makes its members the cooperation's people; records the group
 * on the cooperation. Idempotent. The people are read again after the group is written, and written again if they
 * changed meanwhile: of two syncs racing, the one that writes last reads the people after its write, so the group
 * settles on the people of the moment and a stale sync never has the last word.
 */
export const ensureCooperationGroup = async (projectId: string): Promise<string | undefined> => {
  const coop = await getCooperation(projectId);
  if (!coop) return undefined;
  let people = await cooperationPeople(coop);
  let groupId: string | undefined;
  for (let round = 0; round < ROUNDS; round += 1) {
    groupId = await openProjectGroup({ projectId, name: coop.projectName, ownerId: coop.contactA, memberIds: people });
    const now = await cooperationPeople(coop);
    if (sameSet(now, people)) break;
    people = now;
  }
  if (groupId && coop.groupId !== groupId) await recordGroup(projectId, groupId);
  return groupId;
};

/**
 * `ensureCooperationGroup`, never throwing: what the callers whose own change is committed already call — starting
 * the cooperation, and the documents part after a task is assigned or stopped (functions/project/documents). A
 * failure is logged; the next sync repairs it. Answers the group's id (undefined: no cooperation, or it failed).
 */
export const syncCooperationGroup = async (projectId: string): Promise<string | undefined> => {
  try {
    return await ensureCooperationGroup(projectId);
  } catch (error) {
    logger.warn('project group not synced', { projectId, error: (error as Error).message });
    return undefined;
  }
};
