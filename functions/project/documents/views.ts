/** The answers of the document calls, built from the items and the names of the people they mention. */
import { stateLabel } from '../../../shared/process/engine.js';
import type { DocumentTaskState } from '../../../shared/process/cooperation.js';
import { projectRegistry } from '../../../shared/process/registries.js';
import type { DocumentAsk, DocumentLockView, DocumentMessage, DocumentNode, DocumentPerson, DocumentStatus, TakeOverReason, TakeOverRecord } from '../../../shared/schemas/documents.js';
import { publicPeople } from '../../account/public.js';
import type { PhaseItem } from '../cooperation/model.js';
import { permissionOf, taskActions, type Desk } from './access.js';
import { liveLock, type MessageItem, type TaskItem } from './model.js';

export type People = Map<string, DocumentPerson>;

/** Names and pictures of the people named (one BatchGet). */
export const peopleNamed = async (userIds: readonly (string | undefined)[]): Promise<People> => {
  const ids = [...new Set(userIds.filter((u): u is string => Boolean(u)))];
  const found = ids.length ? await publicPeople(ids) : new Map();
  return new Map(
    ids.map((userId) => {
      const p = found.get(userId);
      return [userId, { userId, name: p?.nickname ?? '', ...(p?.headPortrait ? { headPortrait: p.headPortrait } : {}) }];
    }),
  );
};

/** Everyone a set of tasks mentions: assignees, lock holders, askers, last editors. */
export const mentionedBy = (tasks: readonly TaskItem[]): string[] =>
  tasks.flatMap((t) => [t.assignee, t.lock?.holder, t.editedBy, t.takeOver?.from, t.takeOver?.to, t.takeOver?.by, ...Object.keys(t.asks ?? {})].filter((u): u is string => Boolean(u)));

export const personOf = (people: People, userId: string): DocumentPerson => people.get(userId) ?? { userId, name: '' };

export const secondsLeft = (until: number, now: number): number => Math.max(0, Math.ceil((until - now) / 1000));

export const lockView = (task: TaskItem, desk: Pick<Desk, 'userId'>, people: People, now: number): DocumentLockView | undefined => {
  const lock = liveLock(task, now);
  return lock ? { holder: personOf(people, lock.holder), until: lock.until, remaining: secondsLeft(lock.until, now), mine: lock.holder === desk.userId } : undefined;
};

export const asksOf = (task: TaskItem, people: People): DocumentAsk[] =>
  Object.entries(task.asks ?? {})
    .sort((a, b) => a[1] - b[1])
    .map(([userId, time]) => ({ user: personOf(people, userId), time }));

/** A task's last take-over, its people named. */
export const takeOverView = (task: Pick<TaskItem, 'takeOver'>, people: People): TakeOverRecord | undefined =>
  task.takeOver
    ? { from: personOf(people, task.takeOver.from), to: personOf(people, task.takeOver.to), by: personOf(people, task.takeOver.by), time: task.takeOver.time, reason: task.takeOver.reason }
    : undefined;

/** A node as the caller sees it; `away` says why its writer is away (only known to the leader's reads: it offers 接管). */
export const nodeView = (task: TaskItem, desk: Desk, phase: PhaseItem, people: People, now: number, away?: TakeOverReason): DocumentNode => {
  const lock = lockView(task, desk, people, now);
  return {
    taskId: task.taskId,
    phase: task.phase,
    ...(task.parentId ? { parentId: task.parentId } : {}),
    title: task.title,
    order: task.order,
    ...(task.assignee ? { assignee: personOf(people, task.assignee) } : {}),
    ...(task.state ? { state: task.state, stateLabel: stateLabel(projectRegistry.of('documentTask', task), task.state) } : {}),
    // Who else may read or write it is party B's own arrangement: party A sees empty lists.
    readers: desk.partyB ? (task.readers ?? []) : [],
    writers: desk.partyB ? (task.writers ?? []) : [],
    ...(lock ? { lock } : {}),
    version: task.version ?? 0,
    updateTime: task.updateTime,
    permission: permissionOf(desk, task, phase),
    actions: taskActions(desk, task, phase, away),
    ...(desk.partyB && task.takeOver ? { takeOver: takeOverView(task, people) } : {}),
  };
};

export const statusView = (task: TaskItem, desk: Desk, phase: PhaseItem, people: People, now: number): DocumentStatus => {
  const lock = lockView(task, desk, people, now);
  const permission = permissionOf(desk, task, phase);
  return {
    taskId: task.taskId,
    ...(task.state ? { state: task.state, stateLabel: stateLabel(projectRegistry.of('documentTask', task), task.state as DocumentTaskState) } : {}),
    version: task.version ?? 0,
    ...(lock ? { lock } : {}),
    // Who waits for the document is the writer's and the leader's business.
    asks: lock?.mine || desk.leader || permission === 'write' ? asksOf(task, people) : [],
    asked: desk.userId in (task.asks ?? {}),
    permission,
    updateTime: task.updateTime,
  };
};

/** A change said in full, for the message list and the messenger's notices. */
export const messageText = (m: Pick<MessageItem, 'kind' | 'title' | 'fromVersion' | 'toVersion'>, by: string, about?: string, former?: string): string => {
  const doc = `《${m.title}》`;
  switch (m.kind) {
    case 'create':
      return `${by} 新建了${doc}`;
    case 'assign':
      return about ? `${by} 将${doc}指派给了 ${about}` : `${by} 指派了${doc}`;
    case 'rename':
      return `${by} 将文档重命名为${doc}`;
    case 'move':
      return `${by} 移动了${doc}`;
    case 'stop':
      return `${by} 停止了${doc}的协作`;
    case 'permission':
      return `${by} 修改了${doc}的查看和编辑权限`;
    case 'submit':
      return `${by} 提交了${doc}`;
    case 'takeover':
      return about ? `${by} 接管了${doc}，编写人由 ${former || '原编写人'} 改为 ${about}` : `${by} 接管了${doc}`;
    case 'handover':
      return about ? `${by} 将${doc}的编辑权交给了 ${about}` : `${by} 交出了${doc}的编辑权`;
    case 'edit':
    default: {
      if (m.toVersion === undefined) return `${by} 修改了${doc}`;
      const from = (m.fromVersion ?? 0) + 1;
      const to = m.toVersion ?? from;
      return `${by} 修改了${doc}（${from === to ? `第 ${to} 版` : `第 ${from}–${to} 版`}）`;
    }
  }
};

export const messageView = (m: MessageItem, people: People): DocumentMessage => ({
  id: m.sk.slice(m.sk.indexOf('#', 'DOCMSG#'.length) + 1),
  taskId: m.taskId,
  title: m.title,
  kind: m.kind,
  text: messageText(m, personOf(people, m.by).name || '成员', m.about ? personOf(people, m.about).name : undefined, m.former ? personOf(people, m.former).name : undefined),
  by: personOf(people, m.by),
  ...(m.fromVersion !== undefined ? { fromVersion: m.fromVersion } : {}),
  ...(m.toVersion !== undefined ? { toVersion: m.toVersion } : {}),
  time: m.time,
});
