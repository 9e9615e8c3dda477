/**
 * Writing a document (docs/cooperation.md "Documents"): one writer at a time through an edit lock — a lease on the
 * task item taken by a conditional update (`attribute_not_exists(lock) OR lock.until < now OR lock.holder = me`),
 * so of two people asking at once exactly one gets it —, saves that each make a version and renew the lease, and
 * are refused when they start from an older version (STALE_DATA, with the newest for the page to show beside its
 * own) or when the lease was lost; submission by the assignee; discussion (a person who may write asks the writer
 * for the document, the writer hands the lock over or declines).
 */
import { DOCUMENT_LIMITS } from '../../../shared/limits.js';
import { decide } from '../../../shared/process/engine.js';
import { projectRegistry } from '../../../shared/process/registries.js';
import { sanitizeRichText } from '../../../shared/rich-text.js';
import type { DocumentConflict, DocumentCountdown, DocumentNode, DocumentSaved, DocumentStatus } from '../../../shared/schemas/documents.js';
import type { TokenClaims } from '../../lib/auth/token.js';
import { AppError, fail, fieldError } from '../../lib/errors.js';
import { getCooperation, getPhase } from '../cooperation/store.js';
import { commit, put, remove, type Step } from '../store.js';
import { openDocument, partyBPeople, permissionOf, rolesOn, type Opened } from './access.js';
import { announce, noteChange } from './events.js';
import { bodyKey, versionKey } from './keys.js';
import { liveLock, type TaskItem } from './model.js';
import { addAsk, cooperationRunning, dropLock, handLockOver, newVersion, phaseCompiling, removeAsk, saveTask, sessionMessage, submitTask, takeLock } from './lock-store.js';
import { getBody, getTask } from './store.js';
import { lockView, mentionedBy, nodeView, peopleNamed, personOf, secondsLeft, statusView } from './views.js';
import { messageStep } from './directory.js';

/** The stored text's largest size in UTF-8 bytes once sanitised (escaping lengthens markup; an item holds 400 KB). */
const BODY_BYTES = 300_000;
const LEASE_MS = DOCUMENT_LIMITS.leaseSeconds * 1000;

const status = async (opened: Opened, task: TaskItem = opened.task): Promise<DocumentStatus> =>
  statusView(task, opened.desk, opened.phase, await peopleNamed(mentionedBy([task])), Date.now());

/**
 * Why a task cannot be written now, from what it is (undefined: it can). A terminated cooperation's phases stay as
 * they stood (编写中 too) and move no more: its documents are read-only (COOPERATION_NOT_RUNNING).
 */
const writeRefusal = (task: TaskItem, phaseState: string, coopState: string): AppError | undefined => {
  if (!task.state) return fail('DOCUMENT_IS_DIRECTORY');
  if (task.state === 'STOPPED') return fail('DOCUMENT_TASK_STOPPED');
  if (task.state === 'SUBMITTED') return fail('DOCUMENT_SUBMITTED');
  if (coopState !== 'COOPERATING') return fail('COOPERATION_NOT_RUNNING');
  if (phaseState !== 'COMPILING') return fail('PHASE_NOT_COMPILING');
  return undefined;
};

/** The refusal of someone else's live lock: who writes and how long their lease still runs. */
const lockedBy = async (opened: Opened, task: TaskItem): Promise<AppError> => {
  const people = await peopleNamed([task.lock?.holder]);
  const lock = lockView(task, opened.desk, people, Date.now());
  const left = lock ? `${Math.floor(lock.remaining / 60)}分${lock.remaining % 60}秒` : '';
  return fail('DOCUMENT_LOCKED', lock ? `${lock.holder.name || '其他成员'}正在编辑该文档，编辑锁剩余${left}` : undefined, lock ? { lock } : null);
};

// ---------------------------------------------------------------- the lock

/**
 * `doc/request_edit`: takes (or renews) the edit lock for a lease. The assignee's first take starts the task
 * (待编写 → 编写中). Refused with DOCUMENT_LOCKED (holder and seconds left in `data.lock`) while another holds it.
 */
export const requestEdit = async (claims: TokenClaims, input: { projectId: string; taskId: string }): Promise<DocumentStatus> => {
  const opened = await openDocument(claims, input.projectId, input.taskId, 'write');
  const { desk, task, phase } = opened;
  const refusal = writeRefusal(task, phase.state, desk.coop.state);
  if (refusal) throw refusal;
  const now = Date.now();
  const held = liveLock(task, now);
  if (held && held.holder !== desk.userId) throw await lockedBy(opened, task);
  const starting = task.state === 'ASSIGNED' && decide(projectRegistry.of('documentTask', task), 'startWriting', { state: task.state, roles: rolesOn(desk, task) }).ok;
  const lock = { holder: desk.userId, until: now + LEASE_MS, since: held ? held.since : now, ...(held?.saved ? { saved: true } : {}) };
  // A new holder starts without the asks made of the one before (a renewal keeps them).
  const moved = await takeLock(task, lock, desk.userId, now, { starting, renewal: Boolean(held) });
  if (!moved) {
    // Someone else was quicker (or the task moved on): say which.
    const fresh = await getTask(task.projectId, task.phase, task.taskId);
    if (!fresh) throw fail('DOCUMENT_NOT_FOUND');
    const other = liveLock(fresh, Date.now());
    if (other && other.holder !== desk.userId) throw await lockedBy(opened, fresh);
    throw writeRefusal(fresh, phase.state, (await getCooperation(task.projectId))?.state ?? desk.coop.state) ?? fail('STALE_DATA');
  }
  if (!held || starting) await announce(desk.coop, task.taskId);
  return status(opened, moved);
};

/**
 * `cooperate_exit_edit`: the writer leaves the editor and gives the lock back; with `submit` the assignee submits the
 * task (编写中 → 已提交: the leader may then send the phase to check), refused while someone else holds the lock.
 */
export const exitEdit = async (claims: TokenClaims, input: { projectId: string; taskId: string; submit: boolean }): Promise<DocumentNode> => {
  const opened = await openDocument(claims, input.projectId, input.taskId, input.submit ? 'write' : 'see');
  const { desk, task, phase } = opened;
  const now = Date.now();
  let next: TaskItem = task;
  if (!input.submit) {
    next = (await dropLock(task, desk.userId, now)) ?? task;
    if (next !== task) await announce(desk.coop, task.taskId);
  } else {
    if (!task.state) throw fail('DOCUMENT_IS_DIRECTORY');
    if (desk.coop.state !== 'COOPERATING') throw fail('COOPERATION_NOT_RUNNING');
    const decision = decide(projectRegistry.of('documentTask', task), 'submit', { state: task.state, roles: rolesOn(desk, task), holds: () => phase.state === 'COMPILING' });
    if (!decision.ok) throw fail(decision.error === 'PROCESS_WRONG_STATE' && task.state === 'SUBMITTED' ? 'DOCUMENT_SUBMITTED' : decision.error);
    const held = liveLock(task, now);
    if (held && held.holder !== desk.userId) throw await lockedBy(opened, task);
    next = { ...task, state: 'SUBMITTED', asks: {}, updateTime: now, rev: task.rev + 1 };
    delete next.lock;
    try {
      await commit([
        submitTask(task, desk.userId, now),
        phaseCompiling(task.projectId, task.phase),
        cooperationRunning(task.projectId),
        messageStep(task, 'submit', desk.userId, now),
      ]);
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 100002) throw error;
      const fresh = await getTask(task.projectId, task.phase, task.taskId);
      if (!fresh) throw fail('DOCUMENT_NOT_FOUND');
      const other = liveLock(fresh, Date.now());
      if (other && other.holder !== desk.userId) throw await lockedBy(opened, fresh);
      throw writeRefusal(fresh, phase.state, (await getCooperation(task.projectId))?.state ?? desk.coop.state) ?? error;
    }
    await announce(desk.coop, task.taskId);
    await noteChange(desk.coop, task, 'submit', desk.userId, now);
  }
  return nodeView(next, desk, phase, await peopleNamed(mentionedBy([next])), Date.now());
};

// ---------------------------------------------------------------- saving

/** Why a save was refused, from the task and the phase as they are now. */
const saveRefusal = async (opened: Opened, baseVersion: number): Promise<AppError> => {
  const { task } = opened;
  const [fresh, phase, coop] = await Promise.all([getTask(task.projectId, task.phase, task.taskId), getPhase(task.projectId, task.phase), getCooperation(task.projectId)]);
  if (!fresh || !phase) return fail('DOCUMENT_NOT_FOUND');
  const refusal = writeRefusal(fresh, phase.state, coop?.state ?? opened.desk.coop.state);
  if (refusal) return refusal;
  if (liveLock(fresh, Date.now())?.holder !== opened.desk.userId) return fail('DOCUMENT_LEASE_LOST');
  if ((fresh.version ?? 0) !== baseVersion) {
    const body = await getBody(task.taskId);
    const people = await peopleNamed([body?.by]);
    // The newest version may be the caller's own, saved in another window (the lock is the person's, not the tab's).
    const mine = body?.by === opened.desk.userId;
    const conflict: DocumentConflict = {
      version: fresh.version,
      html: body?.html ?? '',
      ...(body?.by ? { editedBy: personOf(people, body.by), editTime: body.updateTime } : {}),
      ...(mine ? { mine: true } : {}),
    };
    return fail('STALE_DATA', mine ? '文档已在其他窗口修改，请对照最新版本合并后再保存' : '文档已被他人修改，请对照最新版本合并后再保存', { conflict });
  }
  return fail('STALE_DATA');
};

/**
 * `doc/save`: the writer's text as a new version, over `baseVersion` — which must still be the newest —, in one
 * transaction with the lease's renewal, the version (the oldest beyond DOCUMENT_LIMITS.versionsKept dropped), the
 * edit session's message and a check that the phase is still being written.
 */
export const saveDocument = async (claims: TokenClaims, input: { projectId: string; taskId: string; baseVersion: number; html: string }): Promise<DocumentSaved> => {
  const opened = await openDocument(claims, input.projectId, input.taskId, 'write');
  const { desk, task, phase } = opened;
  const html = sanitizeRichText(input.html);
  if (Buffer.byteLength(html, 'utf8') > BODY_BYTES) throw fieldError('html', '文档内容过大，请精简后再保存');
  const now = Date.now();
  const lock = liveLock(task, now);
  const early = writeRefusal(task, phase.state, desk.coop.state) ?? (lock?.holder !== desk.userId ? fail('DOCUMENT_LEASE_LOST') : undefined);
  if (early) throw early;
  if ((task.version ?? 0) !== input.baseVersion) throw await saveRefusal(opened, input.baseVersion);
  const version = input.baseVersion + 1;
  const until = now + LEASE_MS;
  const since = lock!.since;
  const steps: Step[] = [
    saveTask(task, { version, base: input.baseVersion, until, me: desk.userId, now }),
    put({ ...bodyKey(task.taskId), taskId: task.taskId, html, version, by: desk.userId, updateTime: now }),
    newVersion({ ...versionKey(task.taskId, version), taskId: task.taskId, html, version, by: desk.userId, time: now }),
    phaseCompiling(task.projectId, task.phase),
    cooperationRunning(task.projectId),
    // One message per edit session (keyed by when its lock was taken): from the version it started on to this one.
    sessionMessage(task, since, desk.userId, input.baseVersion, version, now),
  ];
  if (version > DOCUMENT_LIMITS.versionsKept) steps.push(remove(versionKey(task.taskId, version - DOCUMENT_LIMITS.versionsKept)));
  try {
    await commit(steps);
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 100002) throw error;
    throw await saveRefusal(opened, input.baseVersion);
  }
  await announce(desk.coop, task.taskId);
  // The first save of an edit session tells the readers; the later ones only move its message.
  if (!lock!.saved) await noteChange(desk.coop, task, 'edit', desk.userId, now);
  return { taskId: task.taskId, version, until, updateTime: now };
};

// ---------------------------------------------------------------- what others see

export const countdown = async (claims: TokenClaims, input: { projectId: string; taskId: string }): Promise<DocumentCountdown> => {
  const opened = await openDocument(claims, input.projectId, input.taskId, 'see');
  const now = Date.now();
  const lock = lockView(opened.task, opened.desk, await peopleNamed([opened.task.lock?.holder]), now);
  return { taskId: opened.task.taskId, ...(lock ? { lock } : {}), remaining: lock ? secondsLeft(lock.until, now) : 0, serverTime: now };
};

export const documentStatus = async (claims: TokenClaims, input: { projectId: string; taskId: string }): Promise<DocumentStatus> => status(await openDocument(claims, input.projectId, input.taskId, 'see'));

// ---------------------------------------------------------------- discussion

/**
 * `doc/start_communicate`: a person who may write the document asks its writer for it. The ask waits on the task
 * (the writer's page lists it) and the writer is told at once over the socket; the writer hands over with
 * `doc/cancel_edit { handoverTo }` or declines with `doc/cancel_communicate { userId }`.
 */
export const startCommunicate = async (claims: TokenClaims, input: { projectId: string; taskId: string; message?: string }): Promise<DocumentStatus> => {
  const opened = await openDocument(claims, input.projectId, input.taskId, 'write');
  const { desk, task, phase } = opened;
  const refusal = writeRefusal(task, phase.state, desk.coop.state);
  if (refusal) throw refusal;
  const now = Date.now();
  const held = liveLock(task, now);
  if (!held || held.holder === desk.userId) throw fail('DOCUMENT_NOT_LOCKED');
  const moved = await addAsk(task, desk.userId, held.holder, now);
  if (!moved) throw fail('DOCUMENT_NOT_LOCKED');
  await announce(desk.coop, task.taskId, { ask: desk.userId, ...(input.message ? { message: input.message } : {}) }, [held.holder]);
  return status(opened, moved);
};

/** `doc/cancel_communicate`: the asker withdraws their ask, or the writer declines `userId`'s. */
export const cancelCommunicate = async (claims: TokenClaims, input: { projectId: string; taskId: string; userId?: string }): Promise<DocumentStatus> => {
  const opened = await openDocument(claims, input.projectId, input.taskId, 'see');
  const { desk, task } = opened;
  const now = Date.now();
  const declining = input.userId !== undefined && input.userId !== desk.userId;
  if (declining && liveLock(task, now)?.holder !== desk.userId) throw fail('DOCUMENT_LEASE_LOST');
  const who = declining ? input.userId! : desk.userId;
  if (!(who in (task.asks ?? {}))) return status(opened);
  const moved = await removeAsk(task, who, now, declining ? desk.userId : undefined);
  if (!moved) throw fail('STALE_DATA');
  await announce(desk.coop, task.taskId, declining ? { declined: who } : {}, [...new Set([who, ...(task.lock ? [task.lock.holder] : [])])]);
  return status(opened, moved);
};

/**
 * `doc/cancel_edit`: the writer gives the lock back; with `handoverTo` it passes to that person — who asked for it and
 * may write the document — with a fresh lease, in one conditional update (a lease already lost cannot be handed on).
 */
export const cancelEdit = async (claims: TokenClaims, input: { projectId: string; taskId: string; handoverTo?: string }): Promise<DocumentStatus> => {
  const opened = await openDocument(claims, input.projectId, input.taskId, 'see');
  const { desk, task, phase } = opened;
  const now = Date.now();
  if (!input.handoverTo) {
    const moved = await dropLock(task, desk.userId, now);
    if (moved) await announce(desk.coop, task.taskId);
    return status(opened, moved ?? task);
  }
  const to = input.handoverTo;
  if (liveLock(task, now)?.holder !== desk.userId) throw fail('DOCUMENT_LEASE_LOST');
  if (!(to in (task.asks ?? {}))) throw fieldError('handoverTo', '该成员没有申请编辑此文档');
  const refusal = writeRefusal(task, phase.state, desk.coop.state);
  if (refusal) throw refusal;
  // The receiver must be one who may write it now (a leader, its assignee, a writer; still of party B).
  const people = await partyBPeople(desk.coop);
  const receiver = people.find((p) => p.userId === to);
  const mayWrite = receiver && permissionOf({ ...desk, userId: to, leader: receiver.leader, partyB: true, partyA: false }, task, phase) === 'write';
  if (!mayWrite) throw fieldError('handoverTo', '该成员没有编辑此文档的权限');
  const lock = { holder: to, until: now + LEASE_MS, since: now };
  const moved = await handLockOver(task, desk.userId, to, lock, now);
  if (!moved) {
    const fresh = await getTask(task.projectId, task.phase, task.taskId);
    if (fresh && liveLock(fresh, Date.now())?.holder !== desk.userId) throw fail('DOCUMENT_LEASE_LOST');
    throw (fresh && writeRefusal(fresh, phase.state, desk.coop.state)) ?? fail('STALE_DATA');
  }
  await commit([messageStep(task, 'handover', desk.userId, now, { about: to })]).catch(() => undefined);
  await announce(desk.coop, task.taskId, { handover: to });
  return status(opened, moved);
};

