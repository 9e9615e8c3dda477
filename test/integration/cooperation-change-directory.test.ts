/**
 * A phase a demand change is removing keeps its documents read-only (docs/cooperation.md "Demand change"), also for a
 * directory write that read the phase a moment before the change marked it: the write's own transaction holds the
 * phase unmarked. The directory's calls run in the test worker here, and the change's mark is written between their
 * read of the phase and their write (the documents' reads wrapped to do it), as a change proposed at that instant would.
 */
import { vi } from 'vitest';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ERRORS } from '../../shared/errors.js';
import { authenticate } from '../../functions/lib/auth/session.js';
import { ddb, table } from '../../functions/lib/store/client.js';
import { phaseKey } from '../../functions/project/cooperation/model.js';
import { cooperateDoc, setPermission, stopDoc } from '../../functions/project/documents/directory.js';
import type * as DocumentAccess from '../../functions/project/documents/access.js';
import type * as DocumentStore from '../../functions/project/documents/store.js';
import { getTask } from '../../functions/project/documents/store.js';
import { addNode } from '../support/documents.js';
import { fundedCooperation } from '../support/cooperation.js';

/** What runs once, right after the next read of the phase's documents (a directory write's last read before it writes). */
const between = vi.hoisted(() => ({ next: undefined as undefined | (() => Promise<void>) }));
const once = async () => {
  const run = between.next;
  between.next = undefined;
  if (run) await run();
};
vi.mock('../../functions/project/documents/store.js', async (importOriginal) => {
  const original = await importOriginal<typeof DocumentStore>();
  return { ...original, tasksOf: async (...args: Parameters<typeof original.tasksOf>) => Object.assign(await original.tasksOf(...args), await once().then(() => ({}))) };
});
vi.mock('../../functions/project/documents/access.js', async (importOriginal) => {
  const original = await importOriginal<typeof DocumentAccess>();
  return { ...original, openDocument: async (...args: Parameters<typeof original.openDocument>) => Object.assign(await original.openDocument(...args), await once().then(() => ({}))) };
});

const PHASES = [
  { name: '设计', amount: 120_000, days: 5, deliverables: '设计稿' },
  { name: '开发', amount: 180_000, days: 10, deliverables: '源码' },
];

/** A change proposed at this instant marks phase 2 for removal (changes.ts proposeChange's phase write). */
const markRemoval = (projectId: string) => async () => {
  await ddb.send(new UpdateCommand({ TableName: table(), Key: phaseKey(projectId, 2), UpdateExpression: 'SET removal = :r, rev = rev + :one', ExpressionAttributeValues: { ':r': { changeId: '01HZZZZZZZZZZZZZZZZZZZZZZZ', since: Date.now() }, ':one': 1 } }));
};

describe('a directory write racing a demand change that removes its phase', () => {
  it('is refused (102129) when the change marked the phase between the write’s read and its commit: a new node, a stop, a permission', { timeout: 90_000 }, async () => {
    const c = await fundedCooperation({ phases: PHASES, via: 'items' });
    const claims = (await authenticate(c.partyB.token))!;
    const node = await addNode(c, { title: '接口说明', assignee: c.partyB.userId, phase: 2 });
    const code = (p: Promise<unknown>) => p.then(() => 200, (error: { code?: number }) => error.code);

    between.next = markRemoval(c.projectId);
    const created = await code(cooperateDoc(claims, { projectId: c.projectId, phase: 2, title: '新文档' }));
    // The mark stays: the stop and the permission read a removed phase unless their read is the one before it.
    await ddb.send(new UpdateCommand({ TableName: table(), Key: phaseKey(c.projectId, 2), UpdateExpression: 'REMOVE removal' }));
    between.next = markRemoval(c.projectId);
    const stopped = await code(stopDoc(claims, { projectId: c.projectId, taskId: node.taskId }));
    await ddb.send(new UpdateCommand({ TableName: table(), Key: phaseKey(c.projectId, 2), UpdateExpression: 'REMOVE removal' }));
    between.next = markRemoval(c.projectId);
    const permitted = await code(setPermission(claims, { projectId: c.projectId, taskId: node.taskId, readers: [], writers: [] }));

    expect({ created, stopped, permitted }).toEqual({ created: ERRORS.CHANGE_PHASE_REMOVED.code, stopped: ERRORS.CHANGE_PHASE_REMOVED.code, permitted: ERRORS.CHANGE_PHASE_REMOVED.code });
    expect((await getTask(c.projectId, 2, node.taskId))!.state).toBe('ASSIGNED');
  });
});
